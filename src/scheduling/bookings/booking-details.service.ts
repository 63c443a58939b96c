import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors';
import type { UserActor } from '../actor';
import { Booking } from './booking.entity';
import type { CalendarReference, MeetingArtifact } from './booking-status';
import { calendarEventOf, CalendarLinks, calendarLinks, icsFile } from './calendar-links';

/**
 * What a host can read about a booking beyond the booking itself. Recordings, transcripts and
 * calendar references are what the integrations stored; until an integration stores some, the
 * lists are empty.
 */
@Injectable()
export class BookingDetailsService {
  constructor(@InjectRepository(Booking) private readonly bookings: Repository<Booking>) {}

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

  private async hostsBooking(actor: UserActor, uid: string): Promise<Booking> {
    const booking =
      typeof uid === 'string'
        ? await this.bookings.findOne({ where: { uid, hostId: actor.userId }, relations: { host: true } })
        : null;
    if (!booking) throw new NotFoundError('Booking not found.');
    return booking;
  }
}
