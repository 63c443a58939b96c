import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { randomToken } from '../common/crypto/tokens';
import { prepared, sql } from '../database/sql';
import { BookingResponseDto } from '../scheduling/bookings/dto/booking-response.dto';
import type { BookingChange, BookingChangeKind, BookingChanges } from '../scheduling/scheduling.ports';
import type { BookingTrigger, WebhookTrigger } from './webhook-triggers';

// Both run in every booking's transaction: named, so each connection parses and plans them once.
const SUBSCRIBED = prepared('webhooks_subscribed', `SELECT id FROM webhooks WHERE user_id = ANY($1::int[]) AND active AND $2 = ANY(triggers) ORDER BY id`);
const ENQUEUE = prepared(
  'webhook_deliveries_enqueue',
  `INSERT INTO webhook_deliveries (webhook_id, message_id, event_type, body, next_attempt_at, retry_until, created_at)
   SELECT w, msg, $3::text, $4::text, $5::timestamptz, $6::timestamptz, $5::timestamptz
     FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS q(w, msg, n) ORDER BY n RETURNING id`,
);

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
    const { rows } = await sql<{ id: number }>(m, SUBSCRIBED, [userIds, trigger]);
    if (rows.length === 0) return;
    await this.enqueue(m, rows.map((r) => r.id), trigger, BookingResponseDto.from(booking));
  }

  /** A PING to one webhook, queued like any event; answers the delivery's id. */
  async ping(m: EntityManager, webhookId: number): Promise<number> {
    const [id] = await this.enqueue(m, [webhookId], 'PING', { webhookId });
    return id;
  }

  /**
   * One delivery per webhook, each with its own `webhook-id`, in one statement however many there
   * are: this runs inside the booking's transaction, so its cost is the booking's.
   */
  private async enqueue(m: EntityManager, webhookIds: number[], type: WebhookTrigger, data: unknown): Promise<number[]> {
    const now = new Date(this.clock.now());
    const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
    const messageIds = webhookIds.map(() => randomToken('msg_', 18));
    const { rows } = await sql<{ id: number }>(m, ENQUEUE, [webhookIds, messageIds, type, body, now, new Date(now.getTime() + RETRY_WINDOW_MS)]);
    return rows.map((r) => r.id);
  }
}
