import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BOOKING_CHANGES, type BookingChanges } from '../scheduling.ports';
import { ConflictError, ValidationError } from '../../common/errors/domain-errors';
import type { Actor } from '../actor';
import { violates } from '../../database/db-errors';
import { EventType } from '../event-types/event-type.entity';
import { SlotsService } from '../slots/slots.service';
import { moveAttendance, NO_DOUBLE_BOOKING } from './attendance';
import { Booking } from './booking.entity';
import { assertLive } from './booking-rules';
import { BookingScope, bookingInScope, hostScope, withHosts } from './booking-scope';
import { ReassignBookingDto } from './dto/reassign-booking.dto';

export const PERSONAL_NOT_REASSIGNABLE = 'Personal bookings cannot be reassigned: only team bookings have other hosts to take them over.';

/**
 * Hands a round-robin team booking to another of its event type's hosts: the one named, or the next
 * free one in round-robin order. Collective bookings already have every host; personal ones have no
 * other host. The exclusion constraint guards the new host's time as it does for a new booking.
 */
@Injectable()
export class BookingReassignService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly slots: SlotsService,
    @Inject(BOOKING_CHANGES) private readonly bookingChanges: BookingChanges,
  ) {}

  /** The personal route: a person's own booking has no other host, and a team booking is its team's to reassign. */
  async refuseForHost(userId: number, uid: string): Promise<never> {
    const booking = await bookingInScope(this.dataSource.manager, hostScope(userId), uid);
    if (booking.teamId === null) throw new ValidationError(PERSONAL_NOT_REASSIGNABLE);
    throw new ValidationError(`This is a team booking: its team reassigns it (POST /v2/teams/${booking.teamId}/bookings/${uid}/reassign).`);
  }

  async reassign(actor: Actor, scope: Exclude<BookingScope, { kind: 'host' }>, uid: string, dto: ReassignBookingDto = {}): Promise<Booking> {
    const current = await bookingInScope(this.dataSource.manager, scope, uid);
    const currentType = current.eventTypeId === null ? null : await this.dataSource.manager.findOneBy(EventType, { id: current.eventTypeId });
    const calendarBusy = currentType ? await this.slots.calendarBusyAround(currentType, current.startTime) : undefined;
    try {
      return await this.dataSource.transaction(async (m) => {
        const booking = await bookingInScope(m, scope, uid, true);
        if (booking.teamId === null) throw new ValidationError(PERSONAL_NOT_REASSIGNABLE);
        const eventType = booking.eventTypeId === null ? null : await m.findOneBy(EventType, { id: booking.eventTypeId });
        if (!eventType) throw new ValidationError('The event type of this booking no longer exists, so it has no hosts to hand it over to.');
        if (eventType.schedulingType === 'COLLECTIVE') {
          throw new ValidationError('Collective bookings are attended by every host of the event type, so there is no other host to hand this one over to.');
        }
        assertLive(booking, 'reassigned');
        const { hosts, free } = await this.slots.hostsAvailableFor(m, eventType, booking, calendarBusy);
        let candidates = free.filter((h) => h.userId !== booking.hostId);
        if (dto.hostUserId !== undefined) {
          if (dto.hostUserId === booking.hostId) throw new ValidationError('The booking is already assigned to this host.');
          if (!hosts.some((h) => h.userId === dto.hostUserId)) throw new ValidationError(`User ${dto.hostUserId} is not a host of this event type.`);
          candidates = candidates.filter((h) => h.userId === dto.hostUserId);
          if (candidates.length === 0) throw new ConflictError(`User ${dto.hostUserId} is not free at the time of this booking.`);
        }
        if (candidates.length === 0) throw new ConflictError('No other host of this event type is free at the time of this booking.');
        const from = booking.hostId;
        await moveAttendance(m, booking, eventType.id, candidates);
        await m.update(Booking, { id: booking.id }, { updatedByClientId: actor.clientId ?? null });
        const [moved] = await withHosts(m, [(await m.findOneBy(Booking, { id: booking.id }))!]);
        // The event leaves the former host's calendar and appears in the new host's; both hear of it.
        await this.bookingChanges.bookingChanged(m, { kind: 'reassigned', booking: moved, userIds: [from, moved.hostId] });
        return moved;
      });
    } catch (error) {
      if (violates(error, NO_DOUBLE_BOOKING)) throw new ConflictError('That host was booked at this time meanwhile. Try again.');
      throw error;
    }
  }
}
