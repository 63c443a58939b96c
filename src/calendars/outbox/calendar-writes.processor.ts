import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BookingHost } from '../../scheduling/bookings/booking-host.entity';
import { Booking } from '../../scheduling/bookings/booking.entity';
import { sql } from '../../database/sql';
import { Clock } from '../../common/time/clock';
import { JobQueue } from '../../common/jobs/job-queue';
import { safeMessage } from '../connections.service';
import { CredentialsVault } from '../credentials-vault';
import { CalendarEvent } from '../entities/calendar-event.entity';
import { CalendarWrite } from '../entities/calendar-write.entity';
import { ConnectedCalendar } from '../entities/connected-calendar.entity';
import { CalendarAccessError } from '../providers/calendar-provider';
import { CalendarProviders } from '../providers/calendar-providers';
import { bookingEvent } from './booking-event';

export interface DrainResult {
  written: number;
  failed: number;
}

/**
 * Works through the outbox of calendar writes, through the kit's job queue (common/jobs): each row
 * is claimed with a lease, so instances share the work and never handle one row together, handled
 * outside any transaction, then deleted if nobody queued a newer version of it meanwhile. A failure
 * is retried with the queue's backoff until it succeeds (a calendar down for a day is retried a
 * few times an hour, for ever); writes that can no longer apply (no destination, connection gone)
 * are dropped.
 *
 * Handling reconciles rather than replays: it reads the booking as it is now and makes the
 * calendar match (event present while the booking is accepted, absent otherwise), so the order of
 * changes and a retry of a half-done write both come out right.
 */
@Injectable()
export class CalendarWritesProcessor {
  private readonly logger = new Logger(CalendarWritesProcessor.name);
  private readonly queue: JobQueue<CalendarWrite>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly vault: CredentialsVault,
    private readonly providers: CalendarProviders,
    private readonly clock: Clock,
  ) {
    this.queue = new JobQueue<CalendarWrite>(dataSource, {
      name: 'calendar-writes',
      table: 'calendar_writes',
      returning: `id, user_id AS "userId", booking_uid AS "bookingUid", version, attempts`,
      leaseSeconds: 120,
      batch: 100,
      handle: (row) => this.handle(row),
      succeeded: async (row) => {
        const done = await sql(this.dataSource, `DELETE FROM calendar_writes WHERE id = $1 AND version = $2`, [row.id, row.version]);
        if (!done.affected) await sql(this.dataSource, `UPDATE calendar_writes SET locked_until = NULL WHERE id = $1`, [row.id]);
      },
      retry: async (row, retryAt, error) => {
        const reason = safeMessage(error);
        this.logger.warn({ userId: row.userId, bookingUid: row.bookingUid, attempts: row.attempts, retryAt, reason }, 'Calendar write failed; will retry');
        await sql(
          this.dataSource,
          `UPDATE calendar_writes SET locked_until = NULL, next_attempt_at = CASE WHEN version = $2 THEN $3 ELSE next_attempt_at END, last_error = $4, updated_at = now() WHERE id = $1`,
          [row.id, row.version, retryAt, reason],
        );
      },
    });
  }

  @Interval('calendar-writes', 10_000)
  async tick(): Promise<void> {
    await this.drain().catch((error: Error) => this.logger.error({ reason: error.message }, 'Calendar writes could not be processed'));
  }

  /** Handles every row due: at the app's clock, read for each write, or at `now` (specs pass a later time). */
  async drain(now?: Date): Promise<DrainResult> {
    const { succeeded, failed } = await this.queue.runPass(now ?? (() => new Date(this.clock.now())));
    return { written: succeeded, failed };
  }

  private async handle(row: CalendarWrite): Promise<void> {
    const m = this.dataSource.manager;
    const booking = await m.findOne(Booking, { where: { uid: row.bookingUid }, relations: { host: true } });
    if (!booking) return;
    const event =
      (await m.findOne(CalendarEvent, { where: { userId: row.userId, bookingUid: booking.uid }, relations: { calendar: { connection: true } } })) ??
      (booking.fromRescheduleUid
        ? await m.findOne(CalendarEvent, { where: { userId: row.userId, bookingUid: booking.fromRescheduleUid }, relations: { calendar: { connection: true } } })
        : null);
    const wanted = booking.status === 'accepted' && (await attends(m, booking, row.userId));

    if (!wanted) {
      if (!event) return;
      const provider = this.writer(event.calendar!);
      await provider.deleteEvent!(this.vault.open(event.calendar!.connection!), event.externalUrl);
      await m.delete(CalendarEvent, { id: event.id });
      return;
    }
    const calendar = event?.calendar ?? (await m.findOne(ConnectedCalendar, { where: { userId: row.userId, isDestination: true }, relations: { connection: true } }));
    if (!calendar) return; // no destination (any more): nothing to write to
    const icalUid = event?.icalUid ?? booking.uid;
    const sequence = event ? event.sequence + 1 : 0;
    const url = await this.writer(calendar).writeEvent!(
      this.vault.open(calendar.connection!),
      calendar.externalId,
      bookingEvent(booking, booking.host!, icalUid, sequence),
      event?.externalUrl,
    );
    if (event) await m.update(CalendarEvent, { id: event.id }, { bookingUid: booking.uid, sequence, externalUrl: url });
    else await m.upsert(CalendarEvent, { userId: row.userId, bookingUid: booking.uid, calendarId: calendar.id, icalUid, externalUrl: url, sequence }, ['userId', 'bookingUid']);
  }

  private writer(calendar: ConnectedCalendar) {
    const provider = this.providers.for(calendar.connection!.kind);
    if (!provider?.writeEvent || !provider.deleteEvent) throw new CalendarAccessError(`${calendar.connection!.kind} calendars cannot be written to.`);
    return provider;
  }
}

/** Whether this person attends the booking as one of its hosts (all of a collective booking's; the assigned one of a round robin's). */
async function attends(m: EntityManager, booking: Booking, userId: number): Promise<boolean> {
  return m.exists(BookingHost, { where: { bookingId: booking.id, userId } });
}
