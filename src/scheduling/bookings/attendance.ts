import type { EntityManager } from 'typeorm';
import { ConflictError } from '../../common/errors/domain-errors';
import { violates } from '../../database/db-errors';
import type { EventType } from '../event-types/event-type.entity';
import type { HostAvailability } from '../slots/host-availability';
import { everyHostAttends } from '../slots/host-availability';
import { TAKEN } from '../slots/slots.service';
import { BookingHost } from './booking-host.entity';
import { Booking } from './booking.entity';
import { sql } from '../../database/sql';

export const NO_DOUBLE_BOOKING = 'booking_hosts_no_double_booking';

/**
 * Records who attends a new booking, among the hosts `free` at its time (see
 * `SlotsService.freeHostsAt`). Every host attends a person's or a collective booking: one insert,
 * which the exclusion constraint refuses if any of them was booked meanwhile. A round-robin booking
 * gets one host, tried in turn (`roundRobinOrder`), each attempt in a savepoint so that losing a
 * race for one host moves on to the next instead of failing the booking. Sets `booking.hostId` to
 * the organizer.
 */
export async function recordAttendance(
  m: EntityManager,
  booking: Booking,
  eventType: EventType,
  free: HostAvailability[],
  preferredUserId?: number,
): Promise<void> {
  const row = (userId: number) => ({
    bookingId: booking.id,
    userId,
    blockedStart: booking.blockedStart,
    blockedEnd: booking.blockedEnd,
    active: true,
  });
  if (everyHostAttends(eventType)) {
    await m.insert(BookingHost, free.map((h) => row(h.userId)));
    return;
  }
  const userId = await firstThatFits(m, await roundRobinOrder(m, eventType.id, free, preferredUserId), (candidate) =>
    m.insert(BookingHost, row(candidate)),
  );
  if (booking.hostId !== userId) await m.update(Booking, { id: booking.id }, { hostId: userId });
  booking.hostId = userId;
}

/**
 * Hands a round-robin booking from its host to the first of `candidates` (in round-robin order)
 * whose time is still free, and makes them the organizer.
 */
export async function moveAttendance(m: EntityManager, booking: Booking, eventTypeId: number, candidates: HostAvailability[]): Promise<void> {
  const from = booking.hostId;
  const to = await firstThatFits(m, await roundRobinOrder(m, eventTypeId, candidates), (candidate) =>
    m.update(BookingHost, { bookingId: booking.id, userId: from }, { userId: candidate }),
  );
  await m.update(Booking, { id: booking.id }, { hostId: to });
  booking.hostId = to;
}

/**
 * Tries `attempt` for each host in turn, each in a savepoint: when the exclusion constraint refuses
 * one (another booking took that host meanwhile), the transaction goes on with the next. The first
 * host that fits is returned; none → 409.
 */
async function firstThatFits(m: EntityManager, userIds: number[], attempt: (userId: number) => Promise<unknown>): Promise<number> {
  for (const userId of userIds) {
    await sql(m, 'SAVEPOINT host_attempt');
    try {
      await attempt(userId);
    } catch (error) {
      if (!violates(error, NO_DOUBLE_BOOKING)) throw error;
      await sql(m, 'ROLLBACK TO SAVEPOINT host_attempt');
      continue;
    }
    await sql(m, 'RELEASE SAVEPOINT host_attempt');
    return userId;
  }
  throw new ConflictError(TAKEN);
}

/**
 * Round robin's order among free hosts: `preferred` first when free (a rescheduled booking keeps its
 * host if it can), then the one whose latest live booking of this event type is oldest (never
 * booked first), then the higher priority, then the lower user id so the order is always defined.
 */
export async function roundRobinOrder(
  m: EntityManager,
  eventTypeId: number,
  free: { userId: number; priority: number }[],
  preferred?: number,
): Promise<number[]> {
  const { rows } = await sql<{ user_id: number; last: Date }>(
    m,
    `SELECT h.user_id, max(b.created_at) AS last FROM bookings b JOIN booking_hosts h ON h.booking_id = b.id
      WHERE b.event_type_id = $1 AND h.active AND h.user_id = ANY($2) GROUP BY h.user_id`,
    [eventTypeId, free.map((h) => h.userId)],
  );
  const last = new Map(rows.map((r) => [r.user_id, new Date(r.last).getTime()]));
  const rank = (h: { userId: number; priority: number }) => [h.userId === preferred ? 0 : 1, last.get(h.userId) ?? -Infinity, -h.priority, h.userId];
  return [...free]
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
      return 0;
    })
    .map((h) => h.userId);
}
