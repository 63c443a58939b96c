import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { BookingChange, BookingChanges } from '../../scheduling/scheduling.ports';
import { sql } from '../../database/sql';

/**
 * The seam the booking services call inside the transaction that creates, confirms, reschedules or
 * cancels a booking: it queues "bring these people's calendars in line with this booking" in the
 * same transaction, and does nothing else. The booking never waits for a calendar, and a rolled
 * back booking leaves no write behind.
 *
 * One statement per person, and only for people who have a destination calendar or already have
 * an event for this booking (or for the booking it replaces): everyone else pays one indexed probe.
 */
@Injectable()
export class CalendarSyncService implements BookingChanges {
  async bookingChanged(m: EntityManager, { booking, userIds }: BookingChange): Promise<void> {
    for (const userId of userIds) {
      await sql(
        m,
        `INSERT INTO calendar_writes (user_id, booking_uid)
         SELECT $1, $2
          WHERE EXISTS (SELECT 1 FROM connected_calendars WHERE user_id = $1 AND is_destination)
             OR EXISTS (SELECT 1 FROM calendar_events WHERE user_id = $1 AND booking_uid IN ($2, $3))
         ON CONFLICT (user_id, booking_uid) DO UPDATE
           SET version = calendar_writes.version + 1, attempts = 0, next_attempt_at = now(), last_error = NULL, updated_at = now()`,
        [userId, booking.uid, booking.fromRescheduleUid ?? booking.uid],
      );
    }
  }
}
