import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { Clock } from '../common/time/clock';
import { backoffSeconds, type PassResult } from '../common/jobs/job-queue';
import { guardedFetch } from '../common/net/guarded-fetch';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sql } from '../database/sql';
import { GrantsService } from '../oauth/grants/grants.service';
import { missingScopes } from '../scopes/scope-check';
import { claimDeliveries, type ClaimedDelivery } from './webhook-delivery.claim';
import { type AttemptRecord, WebhookDeliveryOutcomes } from './webhook-delivery.outcomes';

export { DISABLED_REASON } from './webhook-delivery.outcomes';

type Outcome = 'succeeded' | 'failed' | 'skipped';

/** How often an idle instance looks for due deliveries; a finished delivery looks again at once. */
const POLL_MS = 1_000;

/**
 * POSTs queued deliveries, signed per Standard Webhooks: `webhook-id` (the same for every attempt,
 * so receivers deduplicate), `webhook-timestamp` (this attempt's) and `webhook-signature`
 * (`v1,<HMAC-SHA256>`; during 24 hours after a rotation, a second signature with the previous
 * secret). A 2xx ends it; anything else, a redirect included (never followed), a timeout or a
 * refused address, is retried 30 s, 1 min, 2 min ... up to every 6 hours, with a last attempt 3 days
 * after it was queued; then the delivery is `failed`.
 *
 * Each instance sends up to WEBHOOK_CONCURRENCY deliveries at once, at most one per webhook (a lease
 * on the webhook, shared by every instance), taking due deliveries in turn across apps, and no app
 * more than half the slots (see `claimDeliveries`). A receiver that never answers therefore holds
 * one slot for its timeout, and an app with ten such receivers holds half an instance at most:
 * another app's events still leave at once. A slot that frees is filled again straight away.
 *
 * Before sending a booking event, the grant is checked: when the person's grants no longer give the
 * app the scope reading that booking needs, the event is `skipped` (recorded, never sent).
 */
@Injectable()
export class WebhookDeliveryProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveryProcessor.name);
  private readonly fetch: typeof fetch;
  private readonly inFlight = new Set<Promise<Outcome>>();
  /** Slots each app holds on this instance. */
  private readonly perApp = new Map<string, number>();
  /** When each app was last given a slot here: ties go to the app served least recently. Forgotten after 10 minutes. */
  private readonly served = new Map<string, number>();
  private filling = false;
  private fillAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private readonly now = () => new Date(this.clock.now());

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly grants: GrantsService,
    private readonly outcomes: WebhookDeliveryOutcomes,
  ) {
    this.fetch = guardedFetch({
      allowPrivateHosts: config.outbound.allowPrivateHosts,
      purpose: 'webhooks',
      timeoutMs: config.webhooks.timeoutMs,
      maxBytes: 64 * 1024, // the answer is not used: a receiver that streams more is cut off
    });
  }

  /** The lease on a webhook while one of its deliveries is sent: its timeout and a margin. Past it, a dead instance's delivery is taken up again. */
  get leaseSeconds(): number {
    return Math.ceil(this.config.webhooks.timeoutMs / 1000) + 25;
  }

  /** A starting instance sends what is due at once (left by an instance that stopped, or died), then keeps looking. */
  onApplicationBootstrap(): void {
    if (this.config.jobsEnabled) this.start();
  }

  onApplicationShutdown(): void {
    this.stop();
  }

  /** Sends in the background: fills free slots now, every second, and whenever a delivery ends. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
    void this.tick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Claims due deliveries into this instance's free slots and starts sending them; does not wait for them. */
  async tick(): Promise<void> {
    if (this.filling) {
      this.fillAgain = true;
      return;
    }
    this.filling = true;
    try {
      do {
        this.fillAgain = false;
        for (const job of await this.claim()) this.begin(job);
      } while (this.fillAgain);
    } catch (error) {
      this.logger.error({ reason: (error as Error).message }, 'Webhook deliveries could not be claimed');
    } finally {
      this.filling = false;
    }
  }

  /**
   * Sends every delivery due at the app's clock and waits for them (specs hold the clock and move it
   * on instead of waiting); several passes may run at once, and beside the background sender.
   */
  async runPass(): Promise<PassResult> {
    const result: PassResult = { succeeded: 0, failed: 0 };
    const mine = new Set<Promise<Outcome>>();
    for (;;) {
      const claimed = await this.claim();
      for (const job of claimed) {
        const sending = this.begin(job);
        mine.add(sending);
        void sending.then((outcome) => {
          mine.delete(sending);
          if (outcome !== 'skipped') result[outcome]++;
        });
      }
      if (claimed.length > 0) continue;
      // Nothing to claim: wait for this pass's own sends, else for any in flight (they hold leases on what is left).
      const waitOn = mine.size > 0 ? mine : this.inFlight.size > 0 ? this.inFlight : null;
      if (!waitOn) return result;
      await Promise.race(waitOn);
      await Promise.resolve(); // let the finished one's tally run before looking again
    }
  }

  private free(): number {
    return this.config.webhooks.concurrency - this.inFlight.size;
  }

  private async claim(): Promise<ClaimedDelivery[]> {
    const limit = this.free();
    if (limit <= 0) return [];
    const wall = Date.now();
    for (const [app, at] of this.served) if (at < wall - 600_000) this.served.delete(app);
    const claimed = await claimDeliveries(this.dataSource, {
      now: this.now(),
      leaseSeconds: this.leaseSeconds,
      limit,
      busy: this.perApp,
      served: this.served,
      perApp: Math.max(1, Math.ceil(this.config.webhooks.concurrency / 2)),
    });
    claimed.forEach((job, i) => this.served.set(job.clientId, wall + i / 1000));
    return claimed;
  }

  /** Starts one delivery in a slot; the slot is given back (and, in the background, filled again) when it ends. */
  private begin(job: ClaimedDelivery): Promise<Outcome> {
    this.perApp.set(job.clientId, (this.perApp.get(job.clientId) ?? 0) + 1);
    const sending = this.deliver(job).catch((error: Error) => {
      this.logger.error({ deliveryId: job.id, reason: error.message }, 'A webhook delivery could not be recorded; it is taken up again when its lease ends');
      return 'failed' as const;
    });
    this.inFlight.add(sending);
    void sending.finally(() => {
      this.inFlight.delete(sending);
      const held = (this.perApp.get(job.clientId) ?? 1) - 1;
      if (held > 0) this.perApp.set(job.clientId, held);
      else this.perApp.delete(job.clientId);
      if (this.timer) void this.tick();
    });
    return sending;
  }

  private async deliver(job: ClaimedDelivery): Promise<Outcome> {
    const { rows } = await sql<{ url: string; secret: string; previous: string | null; previousUntil: Date | null }>(
      this.dataSource,
      `SELECT subscriber_url AS url, secret, previous_secret AS previous, previous_secret_expires_at AS "previousUntil" FROM webhooks WHERE id = $1`,
      [job.webhookId],
    );
    const hook = rows[0];
    if (!hook) return 'skipped'; // deleted meanwhile: its deliveries went with it
    const uncovered = await this.uncovered(job);
    if (uncovered) {
      await this.outcomes.skipped(job, uncovered);
      return 'skipped';
    }
    const started = this.now();
    const t0 = performance.now();
    const attempt = (responseCode: number | null, error: string | null): AttemptRecord => ({ at: started, durationMs: performance.now() - t0, responseCode, error });
    let record: AttemptRecord;
    try {
      const secrets = [hook.secret, ...(hook.previous && hook.previousUntil && hook.previousUntil > started ? [hook.previous] : [])];
      const signature = secrets.map((s) => new StandardWebhook(s).sign(job.messageId, started, job.body)).join(' ');
      // The User-Agent is the server's own (guardedFetch sets it), as on every request it makes.
      const res = await this.fetch(hook.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'webhook-id': job.messageId,
          'webhook-timestamp': String(Math.floor(started.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body: job.body,
      });
      const ok = res.status >= 200 && res.status <= 299;
      record = attempt(res.status, ok ? null : res.status >= 300 && res.status < 400 ? `Redirected (${res.status}); redirects are not followed.` : `The receiver answered ${res.status}.`);
    } catch (error) {
      record = attempt(null, error instanceof Error ? error.message : 'The delivery failed.');
    }
    if (record.error === null) {
      await this.outcomes.succeeded(job, record);
      return 'succeeded';
    }
    const now = this.now();
    await this.outcomes.failed(job, record, now, this.retryAt(job, now));
    return 'failed';
  }

  /** Why the grant no longer covers this event, or null when it does (or it needs no scope: a PING). */
  private async uncovered(job: ClaimedDelivery): Promise<string | null> {
    if (!job.requiredScope) return null;
    const granted = await this.grants.apiScopesOf(job.clientId, job.userId);
    if (!granted) return 'Not sent: the app no longer holds a grant from this person.';
    if (missingScopes(granted, [job.requiredScope]).length === 0) return null;
    return `Not sent: the app's grant no longer includes ${job.requiredScope}, which reading this booking needs.`;
  }

  /** 30 s, 1 min, 2 min ... (counted within this round), with one last try at the end of the window; null: failed for good. */
  private retryAt(job: ClaimedDelivery, now: Date): Date | null {
    const retryAt = new Date(now.getTime() + backoffSeconds(job.attempts - job.roundStartAttempts) * 1000);
    if (retryAt <= job.retryUntil) return retryAt;
    return now >= job.retryUntil ? null : job.retryUntil;
  }

}
