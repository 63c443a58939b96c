import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { randomToken } from '../common/crypto/tokens';
import { sql } from '../database/sql';
import { BookingResponseDto } from '../scheduling/bookings/dto/booking-response.dto';
import type { BookingChange, BookingChangeKind, BookingChanges } from '../scheduling/scheduling.ports';
import type { BookingTrigger, WebhookTrigger } from './webhook-triggers';

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
    const { rows } = await sql<{ id: number }>(
      m,
      `SELECT id FROM webhooks WHERE user_id = ANY($1::int[]) AND active AND $2 = ANY(triggers) ORDER BY id`,
      [userIds, trigger],
    );
    if (rows.length === 0) return;
    const data = BookingResponseDto.from(booking);
    for (const { id } of rows) await this.enqueue(m, id, trigger, data);
  }

  /** A PING to one webhook, queued like any event; answers the delivery's id. */
  async ping(m: EntityManager, webhookId: number): Promise<number> {
    return this.enqueue(m, webhookId, 'PING', { webhookId });
  }

  private async enqueue(m: EntityManager, webhookId: number, type: WebhookTrigger, data: unknown): Promise<number> {
    const now = new Date(this.clock.now());
    const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
    const { rows } = await sql<{ id: number }>(
      m,
      `INSERT INTO webhook_deliveries (webhook_id, message_id, event_type, body, next_attempt_at, retry_until, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $5) RETURNING id`,
      [webhookId, randomToken('msg_', 18), type, body, now, new Date(now.getTime() + RETRY_WINDOW_MS)],
    );
    return rows[0].id;
  }
}
