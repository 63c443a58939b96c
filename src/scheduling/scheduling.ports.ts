import type { EntityManager } from 'typeorm';
import type { Interval } from '../common/time/interval';
import type { Booking } from './bookings/booking.entity';

/*
 * What scheduling needs from the features above it, declared here so that it imports none of them:
 * `calendars/` provides the busy times (CalendarPortsModule), calendars and webhooks both listen to
 * booking changes (wired in the app module), and the arrows point from them to here.
 */

/** When people are busy in their connected calendars; a calendar that fails counts as free. */
export interface BusyTimes {
  /** Each person's busy intervals overlapping `range`, merged and in order. */
  busyTimes(userIds: number[], range: Interval): Promise<Map<number, Interval[]>>;
}
export const BUSY_TIMES = Symbol('BusyTimes');

/** What happened to a booking. `updated`: guests or location changed. */
export type BookingChangeKind = 'created' | 'confirmed' | 'rejected' | 'cancelled' | 'rescheduled' | 'reassigned' | 'updated';

/** A booking that changed, as it now is (its hosts loaded): what `GET /v2/bookings/:uid` shows. */
export interface BookingChange {
  kind: BookingChangeKind;
  booking: Booking;
  /** The people it concerns: its hosts, and hosts it no longer has (reassigned away, rescheduled without them). */
  userIds: number[];
}

/**
 * Called inside the transaction that creates, confirms, reschedules, reassigns or cancels a
 * booking, so that what it queues commits or rolls back with the booking.
 */
export interface BookingChanges {
  bookingChanged(m: EntityManager, change: BookingChange): Promise<void>;
}
export const BOOKING_CHANGES = Symbol('BookingChanges');

/**
 * Several features listen (calendar writes, webhooks): the app module provides `BOOKING_CHANGES`
 * as one of these over all of them, each called in turn inside the booking's transaction.
 */
export class BookingChangeListeners implements BookingChanges {
  constructor(private readonly listeners: BookingChanges[]) {}

  async bookingChanged(m: EntityManager, change: BookingChange): Promise<void> {
    for (const listener of this.listeners) await listener.bookingChanged(m, change);
  }
}
