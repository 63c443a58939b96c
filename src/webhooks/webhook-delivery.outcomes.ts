import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { sql } from '../database/sql';
import type { ClaimedDelivery } from './webhook-delivery.claim';
import { RETRY_WINDOW_MS } from './webhook-events.service';

export const DISABLED_REASON = 'Deliveries failed for 3 days; fix the receiver, then turn the webhook back on (PATCH active: true).';

/** What one attempt did: when it started, how long it took, the receiver's status (if it answered) and why it failed (if it did). */
export interface AttemptRecord {
  at: Date;
  durationMs: number;
  responseCode: number | null;
  error: string | null;
}

/**
 * Writes what became of a claimed delivery, each outcome in one transaction with its attempt (kept:
 * a redelivery adds attempts and erases none) and the release of the webhook's lease, so the next
 * delivery of the webhook can go.
 */
@Injectable()
export class WebhookDeliveryOutcomes {
  private readonly logger = new Logger('WebhookDeliveries');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async succeeded(job: ClaimedDelivery, attempt: AttemptRecord): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await this.attempt(m, job, attempt);
      await sql(
        m,
        `UPDATE webhook_deliveries SET status = 'succeeded', response_code = $2, last_error = NULL, next_attempt_at = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [job.id, attempt.responseCode],
      );
      await sql(m, `UPDATE webhooks SET failing_since = NULL, sending_until = NULL WHERE id = $1`, [job.webhookId]);
    });
  }

  /**
   * The grant no longer covers the event (its scopes were narrowed, or it was revoked): nothing is
   * sent, and the delivery says so with a status of its own. Not an attempt: none was made.
   */
  async skipped(job: ClaimedDelivery, reason: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await sql(
        m,
        `UPDATE webhook_deliveries SET status = 'skipped', attempts = attempts - 1, last_error = $2, next_attempt_at = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [job.id, reason],
      );
      await sql(m, `UPDATE webhooks SET sending_until = NULL WHERE id = $1`, [job.webhookId]);
    });
  }

  /**
   * A failed attempt: retried at `retryAt`, or (null) failed for good. A webhook with no success for
   * 3 days (counted from when its oldest undelivered event was queued) is turned off, with its
   * reason, and what it still had queued fails with it.
   */
  async failed(job: ClaimedDelivery, attempt: AttemptRecord, now: Date, retryAt: Date | null): Promise<void> {
    this.logger.warn({ deliveryId: job.id, webhookId: job.webhookId, attempts: job.attempts, retryAt, reason: attempt.error }, 'Webhook delivery failed');
    await this.dataSource.transaction(async (m) => {
      await this.attempt(m, job, attempt);
      await sql(
        m,
        `UPDATE webhook_deliveries SET status = $2, response_code = $3, last_error = $4, next_attempt_at = $5, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [job.id, retryAt ? 'pending' : 'failed', attempt.responseCode, attempt.error, retryAt],
      );
      // Failing since this delivery was queued (its window's start), unless it was failing already.
      const since = new Date(job.retryUntil.getTime() - RETRY_WINDOW_MS);
      const { rows } = await sql<{ active: boolean }>(
        m,
        `UPDATE webhooks SET failing_since = COALESCE(failing_since, $2), sending_until = NULL,
                active = CASE WHEN COALESCE(failing_since, $2) <= $3 THEN false ELSE active END,
                disabled_reason = CASE WHEN COALESCE(failing_since, $2) <= $3 THEN $4 ELSE disabled_reason END
          WHERE id = $1 RETURNING active`,
        [job.webhookId, since, new Date(now.getTime() - RETRY_WINDOW_MS), DISABLED_REASON],
      );
      if (rows[0] && !rows[0].active) {
        await sql(
          m,
          `UPDATE webhook_deliveries d SET status = 'failed', next_attempt_at = NULL, last_error = COALESCE(d.last_error, $2), updated_at = now()
             FROM webhooks w WHERE w.id = d.webhook_id AND w.id = $1 AND w.disabled_reason = $2 AND d.status = 'pending' AND d.locked_until IS NULL`,
          [job.webhookId, DISABLED_REASON],
        );
      }
    });
  }

  private async attempt(m: EntityManager, job: ClaimedDelivery, a: AttemptRecord): Promise<void> {
    await sql(m, `INSERT INTO webhook_delivery_attempts (delivery_id, at, response_code, error, duration_ms) VALUES ($1, $2, $3, $4, $5)`, [
      job.id,
      a.at,
      a.responseCode,
      a.error,
      Math.max(0, Math.round(a.durationMs)),
    ]);
  }
}
