import type { EntityManager } from 'typeorm';
import type { Interval } from '../common/interval';

/*
 * What scheduling needs from the features above it, declared here so that it imports none of them:
 * `calendars/` provides both (CalendarPortsModule), and the arrow points from calendars to here.
 */

/** When people are busy in their connected calendars; a calendar that fails counts as free. */
export interface BusyTimes {
  /** Each person's busy intervals overlapping `range`, merged and in order. */
  busyTimes(userIds: number[], range: Interval): Promise<Map<number, Interval[]>>;
}
export const BUSY_TIMES = Symbol('BusyTimes');

/** What a listener needs to know of a booking that changed. */
export interface ChangedBooking {
  uid: string;
  hostId: number;
  fromRescheduleUid?: string | null;
}

/**
 * Called inside the transaction that creates, confirms, reschedules, reassigns or cancels a
 * booking, so that what it queues commits or rolls back with the booking.
 */
export interface BookingChanges {
  bookingChanged(m: EntityManager, booking: ChangedBooking, userIds?: number[]): Promise<void>;
}
export const BOOKING_CHANGES = Symbol('BookingChanges');
