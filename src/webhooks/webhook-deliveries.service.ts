import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { type Page, type PageQueryDto, pageWindow } from '../common/api/pagination';
import { Clock } from '../common/time/clock';
import { ConflictError, NotFoundError, TooManyRequestsError } from '../common/errors/domain-errors';
import { sql } from '../database/sql';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDeliveryAttempt } from './webhook-delivery-attempt.entity';

/** A delivery and the attempts made at sending it. */
export type DeliveryWithAttempts = WebhookDelivery & { attemptHistory: WebhookDeliveryAttempt[] };
import { RETRY_WINDOW_MS, WebhookEventsService } from './webhook-events.service';
import { type WebhookOwner, WebhooksService } from './webhooks.service';

/** One PING per webhook in this many seconds. */
export const PING_INTERVAL_SECONDS = 10;

/** A webhook's deliveries: its history, a ping, a redelivery. Each first checks the webhook is the caller's. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksService,
    private readonly events: WebhookEventsService,
    private readonly clock: Clock,
  ) {}

  /** One page, newest first, each with its attempts (oldest first). */
  async list(owner: WebhookOwner, webhookId: number, query?: PageQueryDto): Promise<Page<DeliveryWithAttempts>> {
    await this.webhooks.get(owner, webhookId);
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.dataSource.manager.findAndCount(WebhookDelivery, { where: { webhookId }, order: { id: 'DESC' }, take, skip });
    const attempts = items.length
      ? await this.dataSource.manager.find(WebhookDeliveryAttempt, { where: { deliveryId: In(items.map((d) => d.id)) }, order: { id: 'ASC' } })
      : [];
    return { items: items.map((d) => ({ ...d, attemptHistory: attempts.filter((a) => a.deliveryId === d.id) })), total, take, skip };
  }

  /**
   * Queues a PING, whether or not the webhook is active (it is how an app checks its receiver): one
   * per webhook per 10 s, taken by one conditional statement, so a loop of pings cannot fill the
   * queue that every app's events go through (429 with Retry-After beyond).
   */
  async ping(owner: WebhookOwner, webhookId: number): Promise<DeliveryWithAttempts> {
    await this.webhooks.get(owner, webhookId);
    const now = new Date(this.clock.now());
    const id = await this.dataSource.transaction(async (m) => {
      const { rows } = await sql<{ last: Date | null; taken: boolean }>(
        m,
        `WITH prior AS (SELECT last_ping_at FROM webhooks WHERE id = $1),
              taken AS (UPDATE webhooks SET last_ping_at = $2 WHERE id = $1 AND (last_ping_at IS NULL OR last_ping_at <= $2::timestamptz - make_interval(secs => $3)) RETURNING id)
         SELECT (SELECT last_ping_at FROM prior) AS last, EXISTS (SELECT 1 FROM taken) AS taken`,
        [webhookId, now, PING_INTERVAL_SECONDS],
      );
      if (!rows[0]?.taken) {
        const wait = rows[0]?.last ? (rows[0].last.getTime() + PING_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000 : PING_INTERVAL_SECONDS;
        throw new TooManyRequestsError(`One PING per webhook every ${PING_INTERVAL_SECONDS} seconds; try again in ${Math.max(1, Math.ceil(wait))} s.`, wait);
      }
      return this.events.ping(m, webhookId);
    });
    return { ...(await this.dataSource.manager.findOneByOrFail(WebhookDelivery, { id })), attemptHistory: [] };
  }

  /**
   * Sends a delivery again, now, with the same `webhook-id` and body, retried for 3 more days if it
   * fails: a new round, whose attempts add to the history (none is erased; the backoff starts over).
   * One conditional statement: a delivery being sent at this moment is not touched (409).
   */
  async redeliver(owner: WebhookOwner, webhookId: number, deliveryId: number): Promise<DeliveryWithAttempts> {
    await this.webhooks.get(owner, webhookId);
    const now = new Date(this.clock.now());
    const { affected } = await sql(
      this.dataSource,
      `UPDATE webhook_deliveries SET status = 'pending', round_start_attempts = attempts, next_attempt_at = $3, retry_until = $4, updated_at = now()
        WHERE id = $1 AND webhook_id = $2 AND (locked_until IS NULL OR locked_until < $3)`,
      [deliveryId, webhookId, now, new Date(now.getTime() + RETRY_WINDOW_MS)],
    );
    const delivery = await this.dataSource.manager.findOneBy(WebhookDelivery, { id: deliveryId, webhookId });
    if (!delivery) throw new NotFoundError('Delivery not found.');
    if (!affected) throw new ConflictError('This delivery is being sent right now; try again in a minute.');
    const attemptHistory = await this.dataSource.manager.find(WebhookDeliveryAttempt, { where: { deliveryId }, order: { id: 'ASC' } });
    return { ...delivery, attemptHistory };
  }
}
