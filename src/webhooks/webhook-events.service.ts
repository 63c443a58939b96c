import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/time/clock';
import { randomToken } from '../common/crypto/tokens';
import { prepared, sql } from '../database/sql';
import { BookingResponseDto } from '../scheduling/bookings/dto/booking-response.dto';
import type { BookingChange, BookingChangeKind, BookingChanges } from '../scheduling/scheduling.ports';
import type { BookingTrigger, WebhookTrigger } from './webhook-triggers';

/**
 * Every booking change runs this in its transaction: one statement that finds who listens and
 * queues a delivery for each, so a booking pays one round trip for its webhooks however many
 * listen, none included. (Declared with `prepared`, but `sql()` runs a statement inside a
 * transaction as plain text: it is parsed on each booking, not reused by name.) Each
 * delivery's `webhook-id` is the event's random part (`$3`, fixed length) and its place in the
 * event, unique across events and within one.
 */
const ENQUEUE_FOR_LISTENERS = prepared(
  'webhook_deliveries_enqueue',
  `INSERT INTO webhook_deliveries (webhook_id, message_id, event_type, body, next_attempt_at, retry_until, created_at, required_scope)
   SELECT id, $3::text || row_number() OVER (ORDER BY id), $2::text, $4::text, $5::timestamptz, $6::timestamptz, $5::timestamptz, $7::text
     FROM webhooks WHERE user_id = ANY($1::int[]) AND active AND $2::text = ANY(triggers)`,
);

/**
 * The scope reading this booking through the API needs, which the app's grant must hold for the
 * event to be sent: a team's booking is read with TEAM_BOOKING_READ (or the ORG_ scope granting it).
 */
export function bookingReadScope(booking: { teamId: number | null }): 'BOOKING_READ' | 'TEAM_BOOKING_READ' {
  return booking.teamId === null ? 'BOOKING_READ' : 'TEAM_BOOKING_READ';
}

/** How long a delivery is retried before it is `failed` (and a webhook failing that long is disabled). */
export const RETRY_WINDOW_MS = 3 * 24 * 3600_000;

const TRIGGER_OF: Record<BookingChangeKind, BookingTrigger | null> = {
  created: 'BOOKING_CREATED',
  confirmed: 'BOOKING_CONFIRMED',
  rejected: 'BOOKING_REJECTED',
  cancelled: 'BOOKING_CANCELLED',
  rescheduled: 'BOOKING_RESCHEDULED',
  reassigned: 'BOOKING_REASSIGNED',
  updated: null, // guests or location: no trigger of the published interface covers it
};

/**
 * Turns booking changes into queued deliveries, in the booking's own transaction (the listener
 * scheduling calls through its BOOKING_CHANGES port): a booking that commits has its deliveries, a
 * booking that rolls back has none, and a crash after the commit loses nothing.
 *
 * The body is written now, with the booking as it is at this change (as `GET /v2/bookings/:uid`
 * shows it): a receiver learns what each change did, even when it is delivered late.
 */
@Injectable()
export class WebhookEventsService implements BookingChanges {
  constructor(private readonly clock: Clock) {}

  async bookingChanged(m: EntityManager, { kind, booking, userIds }: BookingChange): Promise<void> {
    const trigger = TRIGGER_OF[kind];
    if (!trigger || userIds.length === 0) return;
    const { now, body, retryUntil } = this.event(trigger, BookingResponseDto.from(booking));
    await sql(m, ENQUEUE_FOR_LISTENERS, [userIds, trigger, randomToken('msg_', 18), body, now, retryUntil, bookingReadScope(booking)]);
  }

  /** A PING to one webhook, queued like any event; answers the delivery's id. */
  async ping(m: EntityManager, webhookId: number): Promise<number> {
    const { now, body, retryUntil } = this.event('PING', { webhookId });
    const { rows } = await sql<{ id: number }>(
      m,
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event_type, body, next_attempt_at, retry_until, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING id`,
      [webhookId, randomToken('msg_', 18), 'PING', body, now, retryUntil],
    );
    return rows[0].id;
  }

  /** The body, written once for every delivery of the event, and its retry window. */
  private event(type: WebhookTrigger, data: unknown): { now: Date; body: string; retryUntil: Date } {
    const now = new Date(this.clock.now());
    return { now, body: JSON.stringify({ type, timestamp: now.toISOString(), data }), retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS) };
  }
}
