import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BOOKING_CHANGES, type BookingChangeKind, type BookingChanges } from '../scheduling.ports';
import { randomToken } from '../../common/crypto/tokens';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import type { Actor } from '../actor';
import { violates } from '../../database/db-errors';
import { parseInstant } from '../../common/validation/validators';
import { EventType } from '../event-types/event-type.entity';
import { EventTypesService } from '../event-types/event-types.service';
import type { MeetingLocation } from '../event-types/locations';
import { INVALID_PRIVATE_LINK, PrivateLinksService } from '../event-types/private-links.service';
import { SlotsService, TAKEN } from '../slots/slots.service';
import { NO_DOUBLE_BOOKING, recordAttendance } from './attendance';
import { Booking } from './booking.entity';
import { withHosts } from './booking-scope';
import { assertLive, normalizeGuests } from './booking-rules';
import { CancelBookingDto, CreateBookingDto, RescheduleBookingDto } from './dto/create-booking.dto';

/**
 * What anyone may do without an account: book an event type, and cancel or reschedule a booking
 * whose uid they hold (the uid is the capability, as in the confirmation email). An access token
 * is optional; when there is one, its client is recorded on the booking.
 */
@Injectable()
export class PublicBookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventTypes: EventTypesService,
    private readonly privateLinks: PrivateLinksService,
    private readonly slots: SlotsService,
    @Inject(BOOKING_CHANGES) private readonly bookingChanges: BookingChanges,
  ) {}

  async create(actor: Actor, dto: CreateBookingDto): Promise<Booking> {
    const start = parseInstant(dto.start)!;
    const eventType = await this.bookableEventType(dto);
    const location = chooseLocation(eventType, dto.locationType);
    const attendeeEmail = dto.attendee.email.trim().toLowerCase();
    const calendarBusy = await this.slots.calendarBusyAround(eventType, start);
    return this.booking(async (m) => {
      if (dto.privateLink) await this.privateLinks.consume(m, eventType.id, dto.privateLink);
      const free = await this.slots.freeHostsAt(m, eventType, start, calendarBusy);
      const booking = await m.save(
        m.create(Booking, {
          ...timesOf(eventType, start),
          uid: randomToken(),
          eventTypeId: eventType.id,
          hostId: free[0].userId,
          teamId: eventType.teamId,
          title: `${eventType.title} between ${eventType.team?.name ?? eventType.user!.name} and ${dto.attendee.name.trim()}`,
          attendeeName: dto.attendee.name.trim(),
          attendeeEmail,
          attendeeTimeZone: dto.attendee.timeZone,
          guests: normalizeGuests(dto.guests ?? [], attendeeEmail),
          location,
          status: eventType.requiresConfirmation ? 'unconfirmed' : 'accepted',
          createdByClientId: actor.clientId ?? null,
          updatedByClientId: actor.clientId ?? null,
        }),
      );
      await recordAttendance(m, booking, eventType, free);
      return this.changed(m, booking, 'created');
    });
  }

  /** A booking by its uid, as the person who booked it sees it (the uid is the key). */
  async byUid(uid: string): Promise<Booking> {
    const booking = uid.length <= 100 ? await this.dataSource.manager.findOneBy(Booking, { uid }) : null;
    if (!booking) throw new NotFoundError('Booking not found.');
    return booking;
  }

  /** Cancels a booking that has not ended. One conditional UPDATE: two cancels cannot both win. */
  async cancel(actor: Actor, uid: string, dto: CancelBookingDto = {}): Promise<Booking> {
    return this.dataSource.transaction(async (m) => {
      const result = await m
        .createQueryBuilder()
        .update(Booking)
        .set({ status: 'cancelled', cancellationReason: dto.reason?.trim() || null, updatedByClientId: actor.clientId ?? null })
        .where(`uid = :uid AND status IN ('accepted', 'unconfirmed') AND end_time > now()`, { uid })
        .execute();
      const booking = await m.findOneBy(Booking, { uid });
      if (!booking) throw new NotFoundError('Booking not found.');
      if (!result.affected) {
        if (booking.status === 'cancelled') throw new ConflictError('This booking is already cancelled.');
        assertLive(booking, 'cancelled');
      }
      return this.changed(m, booking, 'cancelled');
    });
  }

  /**
   * Moves a booking to another slot of its event type: in one transaction the old booking becomes
   * `cancelled` and points to its replacement, and the new one points back. If the new time is
   * taken, nothing changes.
   */
  async reschedule(actor: Actor, uid: string, dto: RescheduleBookingDto): Promise<Booking> {
    const start = parseInstant(dto.start)!;
    const current = await this.dataSource.manager.findOne(Booking, { where: { uid }, relations: { eventType: true } });
    const calendarBusy = current?.eventType ? await this.slots.calendarBusyAround(current.eventType, start) : undefined;
    return this.booking(async (m) => {
      const old = await m.findOne(Booking, { where: { uid }, lock: { mode: 'pessimistic_write' } });
      if (!old) throw new NotFoundError('Booking not found.');
      assertLive(old, 'rescheduled');
      const eventType = old.eventTypeId === null ? null : await m.findOneBy(EventType, { id: old.eventTypeId });
      if (!eventType) throw new ConflictError('The event type of this booking no longer exists, so it cannot be rescheduled.');
      const newUid = randomToken();
      // Cancelled first, so that its own time does not stand in the way of the new one.
      await m.update(
        Booking,
        { id: old.id },
        {
          status: 'cancelled',
          rescheduledToUid: newUid,
          cancellationReason: dto.reason?.trim() || null,
          updatedByClientId: actor.clientId ?? null,
        },
      );
      const free = await this.slots.freeHostsAt(m, eventType, start, calendarBusy);
      const replacement = await m.save(
        m.create(Booking, {
          ...timesOf(eventType, start),
          uid: newUid,
          eventTypeId: eventType.id,
          hostId: free[0].userId,
          teamId: old.teamId,
          title: old.title,
          attendeeName: old.attendeeName,
          attendeeEmail: old.attendeeEmail,
          attendeeTimeZone: old.attendeeTimeZone,
          guests: old.guests,
          location: old.location,
          status: eventType.requiresConfirmation ? 'unconfirmed' : 'accepted',
          fromRescheduleUid: old.uid,
          createdByClientId: actor.clientId ?? null,
          updatedByClientId: actor.clientId ?? null,
        }),
      );
      // A round-robin booking keeps its host when they are free at the new time.
      await recordAttendance(m, replacement, eventType, free, old.hostId);
      // The hosts' calendar events move to the new time; a host who no longer attends loses theirs.
      const before = await withHosts(m, [old]);
      return this.changed(m, replacement, 'rescheduled', before[0].hosts!.map((h) => h.userId));
    });
  }

  /**
   * Loads the booking's hosts and tells the listeners (calendar writes, webhooks) of the change, for
   * them and `formerHosts`, in the booking's own transaction.
   */
  private async changed(m: EntityManager, booking: Booking, kind: BookingChangeKind, formerHosts: number[] = []): Promise<Booking> {
    const [loaded] = await withHosts(m, [booking]);
    const userIds = [...new Set([...loaded.hosts!.map((h) => h.userId), ...formerHosts])];
    await this.bookingChanges.bookingChanged(m, { kind, booking: loaded, userIds });
    return loaded;
  }

  private async bookableEventType(dto: CreateBookingDto): Promise<EventType> {
    const eventType = await this.eventTypes.findBookable(dto.eventTypeId);
    // Answers never tell a hidden event type from a missing one, with or without a (bad) link.
    if (dto.privateLink && !eventType) throw new NotFoundError(INVALID_PRIVATE_LINK);
    if (!dto.privateLink && (!eventType || eventType.hidden)) throw new NotFoundError(`Event type ${dto.eventTypeId} not found.`);
    return eventType!;
  }

  /** Runs a booking transaction; the database's refusal of an overlap becomes a 409. */
  private async booking<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      if (violates(error, NO_DOUBLE_BOOKING)) throw new ConflictError(TAKEN);
      throw error;
    }
  }
}

/** The meeting and the span it blocks: the meeting widened by the event type's buffers. */
function timesOf(eventType: EventType, start: Date): Pick<Booking, 'startTime' | 'endTime' | 'blockedStart' | 'blockedEnd'> {
  const minute = 60_000;
  const endTime = new Date(start.getTime() + eventType.lengthMinutes * minute);
  return {
    startTime: start,
    endTime,
    blockedStart: new Date(start.getTime() - eventType.beforeEventBufferMinutes * minute),
    blockedEnd: new Date(endTime.getTime() + eventType.afterEventBufferMinutes * minute),
  };
}

function chooseLocation(eventType: EventType, type: string | undefined): MeetingLocation | null {
  if (type === undefined) return eventType.locations[0] ?? null;
  const location = eventType.locations.find((l) => l.type === type);
  if (!location) {
    const offered = eventType.locations.map((l) => l.type).join(', ') || 'none';
    throw new ValidationError(`This event type does not offer a "${type}" location (it offers: ${offered}).`);
  }
  return location;
}
