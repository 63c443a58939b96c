import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { JobQueue, type PassResult } from '../common/jobs/job-queue';
import { guardedFetch } from '../common/net/guarded-fetch';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sql } from '../database/sql';
import { RETRY_WINDOW_MS } from './webhook-events.service';

interface DueDelivery {
  id: number;
  attempts: number;
  webhookId: number;
  messageId: string;
  body: string;
  retryUntil: Date;
  /** Set by the attempt: the receiver's status, if it answered. */
  responseCode?: number | null;
}

/** The receiver answered, but not with a 2xx. */
class ReceiverRefused extends Error {}

export const DISABLED_REASON = 'Deliveries failed for 3 days; fix the receiver, then turn the webhook back on (PATCH active: true).';

/**
 * POSTs queued deliveries (the kit's job queue over `webhook_deliveries`), signed per Standard
 * Webhooks: `webhook-id` (the same for every attempt, so receivers deduplicate), `webhook-timestamp`
 * (this attempt's) and `webhook-signature` (`v1,<HMAC-SHA256>`; during 24 hours after a rotation,
 * a second signature with the previous secret). A 2xx ends it; anything else, a redirect included
 * (never followed), a timeout or a refused address, is retried 30 s, 1 min, 2 min ... up to every
 * 6 hours, with a last attempt 3 days after it was queued; then the delivery is `failed`. A webhook
 * with no success for 3 days (counted from when its oldest undelivered event was queued) is turned
 * off, with its reason, and its pending deliveries fail with it.
 */
@Injectable()
export class WebhookDeliveryProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);
  private readonly queue: JobQueue<DueDelivery>;
  private readonly fetch: typeof fetch;
  /** The app's clock, read by the queue for each delivery of a pass. */
  private readonly now = () => new Date(this.clock.now());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.fetch = guardedFetch({
      allowPrivateHosts: config.outbound.allowPrivateHosts,
      purpose: 'webhooks',
      timeoutMs: config.webhooks.timeoutMs,
      maxBytes: 64 * 1024, // the answer is not used: a receiver that streams more is cut off
    });
    this.queue = new JobQueue<DueDelivery>(dataSource, {
      name: 'webhook-deliveries',
      table: 'webhook_deliveries',
      returning: `id, attempts, webhook_id AS "webhookId", message_id AS "messageId", body, retry_until AS "retryUntil"`,
      due: `status = 'pending'`,
      leaseSeconds: 60,
      batch: 100,
      handle: (job, now) => this.send(job, now),
      succeeded: (job) => this.succeeded(job),
      retry: (job, retryAt, error, now) => this.failed(job, error, now, retryAt),
      giveUpAt: (job) => job.retryUntil,
      gaveUp: (job, error, now) => this.failed(job, error, now, null),
    });
  }

  /** A starting instance sends what is due at once (left by an instance that stopped, or died), not a period later. */
  onApplicationBootstrap(): void {
    if (this.config.jobsEnabled) void this.tick();
  }

  /** Every 5 s, unless this instance's previous pass is still sending (a slow receiver holds it up to its timeout). */
  @Interval('webhook-deliveries', 5_000)
  async tick(): Promise<void> {
    await this.queue
      .runScheduledPass(this.now)
      .catch((error: Error) => this.logger.error({ reason: error.message }, 'Webhook deliveries could not be processed'));
  }

  /** Sends every delivery due at the app's clock (specs hold it and move it on instead of waiting). */
  runPass(): Promise<PassResult> {
    return this.queue.runPass(this.now);
  }

  private async send(job: DueDelivery, now: Date): Promise<void> {
    const { rows } = await sql<{ url: string; secret: string; previous: string | null; previousUntil: Date | null }>(
      this.dataSource,
      `SELECT subscriber_url AS url, secret, previous_secret AS previous, previous_secret_expires_at AS "previousUntil" FROM webhooks WHERE id = $1`,
      [job.webhookId],
    );
    const hook = rows[0];
    if (!hook) return; // deleted meanwhile: its deliveries go with it
    const secrets = [hook.secret, ...(hook.previous && hook.previousUntil && hook.previousUntil > now ? [hook.previous] : [])];
    const signature = secrets.map((s) => new StandardWebhook(s).sign(job.messageId, now, job.body)).join(' ');
    const res = await this.fetch(hook.url, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'scheduling-webhooks/1',
        'webhook-id': job.messageId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: job.body,
    });
    job.responseCode = res.status;
    if (res.status < 200 || res.status > 299) {
      throw new ReceiverRefused(res.status >= 300 && res.status < 400 ? `Redirected (${res.status}); redirects are not followed.` : `The receiver answered ${res.status}.`);
    }
  }

  private async succeeded(job: DueDelivery): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await sql(
        m,
        `UPDATE webhook_deliveries SET status = 'succeeded', response_code = $2, last_error = NULL, next_attempt_at = NULL, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [job.id, job.responseCode ?? null],
      );
      await sql(m, `UPDATE webhooks SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL`, [job.webhookId]);
    });
  }

  /** Records a failed attempt: retried at `retryAt`, or (null) failed for good. */
  private async failed(job: DueDelivery, error: unknown, now: Date, retryAt: Date | null): Promise<void> {
    const reason = error instanceof Error ? error.message : 'The delivery failed.';
    this.logger.warn({ deliveryId: job.id, webhookId: job.webhookId, attempts: job.attempts, retryAt, reason }, 'Webhook delivery failed');
    await this.dataSource.transaction(async (m) => {
      await sql(
        m,
        `UPDATE webhook_deliveries SET status = $2, response_code = $3, last_error = $4, next_attempt_at = $5, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [job.id, retryAt ? 'pending' : 'failed', job.responseCode ?? null, reason, retryAt],
      );
      // No success for 3 days: off, and what it still had queued fails with it.
      // Failing since this delivery was queued (its window's start), unless it was failing already.
      const since = new Date(job.retryUntil.getTime() - RETRY_WINDOW_MS);
      const { affected } = await sql(
        m,
        `UPDATE webhooks SET failing_since = COALESCE(failing_since, $2),
                active = CASE WHEN COALESCE(failing_since, $2) <= $3 THEN false ELSE active END,
                disabled_reason = CASE WHEN COALESCE(failing_since, $2) <= $3 THEN $4 ELSE disabled_reason END
          WHERE id = $1 RETURNING active`,
        [job.webhookId, since, new Date(now.getTime() - RETRY_WINDOW_MS), DISABLED_REASON],
      );
      if (affected) {
        await sql(
          m,
          `UPDATE webhook_deliveries d SET status = 'failed', next_attempt_at = NULL, last_error = COALESCE(d.last_error, $2), updated_at = now()
             FROM webhooks w WHERE w.id = d.webhook_id AND w.id = $1 AND NOT w.active AND w.disabled_reason = $2 AND d.status = 'pending' AND d.locked_until IS NULL`,
          [job.webhookId, DISABLED_REASON],
        );
      }
    });
  }
}
