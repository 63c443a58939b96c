import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserActor } from '../actor';
import { Booking } from './booking.entity';
import { bookingInScope } from './booking-scope';
import type { CalendarReference, MeetingArtifact } from './booking-status';
import { calendarEventOf, CalendarLinks, calendarLinks, icsFile } from './calendar-links';

/**
 * What a host can read about a booking beyond the booking itself. Recordings, transcripts and
 * calendar references are what the integrations stored; until an integration stores some, the
 * lists are empty.
 */
@Injectable()
export class BookingDetailsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async recordings(actor: UserActor, uid: string): Promise<MeetingArtifact[]> {
    return (await this.hostsBooking(actor, uid)).recordings;
  }

  async transcripts(actor: UserActor, uid: string): Promise<MeetingArtifact[]> {
    return (await this.hostsBooking(actor, uid)).transcripts;
  }

  async references(actor: UserActor, uid: string): Promise<CalendarReference[]> {
    return (await this.hostsBooking(actor, uid)).calendarReferences;
  }

  async calendarLinks(actor: UserActor, uid: string): Promise<CalendarLinks> {
    const booking = await this.hostsBooking(actor, uid);
    return calendarLinks(calendarEventOf(booking, booking.host!));
  }

  async icsFile(actor: UserActor, uid: string): Promise<{ filename: string; content: string }> {
    const booking = await this.hostsBooking(actor, uid);
    return { filename: `booking-${booking.uid}.ics`, content: icsFile(calendarEventOf(booking, booking.host!)) };
  }

  /** A booking the person attends as a host, with its organizer. */
  private async hostsBooking(actor: UserActor, uid: string): Promise<Booking> {
    const { id } = await bookingInScope(this.dataSource.manager, { kind: 'host', userId: actor.userId }, uid);
    return (await this.dataSource.manager.findOne(Booking, { where: { id }, relations: { host: true } }))!;
  }
}
