import { ConflictError } from '../../common/errors/domain-errors';
import type { Booking } from './booking.entity';
import { ACTIVE_STATUSES } from './booking-status';

/**
 * Refuses a change to a booking that is no longer live: cancelled, declined or already over.
 * `action` completes "... cannot be <action>" in the message.
 */
export function assertLive(booking: Booking, action: string, now = new Date()): void {
  if (booking.status === 'cancelled') throw new ConflictError(`This booking is cancelled, so it cannot be ${action}.`);
  if (booking.status === 'rejected') throw new ConflictError(`This booking was declined, so it cannot be ${action}.`);
  if (!ACTIVE_STATUSES.includes(booking.status)) throw new ConflictError(`This booking cannot be ${action}.`);
  if (booking.endTime <= now) throw new ConflictError(`This booking has already ended, so it cannot be ${action}.`);
}

/** Lower-cased, without duplicates, without the attendee (who is invited anyway). */
export function normalizeGuests(guests: string[], attendeeEmail: string): string[] {
  const attendee = attendeeEmail.toLowerCase();
  return [...new Set(guests.map((g) => g.trim().toLowerCase()))].filter((g) => g !== attendee);
}
