import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { ConflictError, NotFoundError } from '../common/errors/domain-errors';
import { sql } from '../database/sql';
import { WebhookDelivery } from './webhook-delivery.entity';
import { RETRY_WINDOW_MS, WebhookEventsService } from './webhook-events.service';
import { type WebhookOwner, WebhooksService } from './webhooks.service';

/** How many deliveries a webhook's history shows. */
export const DELIVERY_HISTORY = 100;

/** A webhook's deliveries: its history, a ping, a redelivery. Each first checks the webhook is the caller's. */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly webhooks: WebhooksService,
    private readonly events: WebhookEventsService,
    private readonly clock: Clock,
  ) {}

  /** The last 100, newest first. */
  async list(owner: WebhookOwner, webhookId: number): Promise<WebhookDelivery[]> {
    await this.webhooks.get(owner, webhookId);
    return this.dataSource.manager.find(WebhookDelivery, { where: { webhookId }, order: { id: 'DESC' }, take: DELIVERY_HISTORY });
  }

  /** Queues a PING, whether or not the webhook is active (it is how an app checks its receiver). */
  async ping(owner: WebhookOwner, webhookId: number): Promise<WebhookDelivery> {
    await this.webhooks.get(owner, webhookId);
    const id = await this.dataSource.transaction((m) => this.events.ping(m, webhookId));
    return this.dataSource.manager.findOneByOrFail(WebhookDelivery, { id });
  }

  /**
   * Sends a delivery again, now, with the same `webhook-id` and body, retried for 3 more days if it
   * fails. One conditional statement: a delivery being sent at this moment is not touched (409).
   */
  async redeliver(owner: WebhookOwner, webhookId: number, deliveryId: number): Promise<WebhookDelivery> {
    await this.webhooks.get(owner, webhookId);
    const now = new Date(this.clock.now());
    const { affected } = await sql(
      this.dataSource,
      `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $3, retry_until = $4, updated_at = now()
        WHERE id = $1 AND webhook_id = $2 AND (locked_until IS NULL OR locked_until < $3)`,
      [deliveryId, webhookId, now, new Date(now.getTime() + RETRY_WINDOW_MS)],
    );
    const delivery = await this.dataSource.manager.findOneBy(WebhookDelivery, { id: deliveryId, webhookId });
    if (!delivery) throw new NotFoundError('Delivery not found.');
    if (!affected) throw new ConflictError('This delivery is being sent right now; try again in a minute.');
    return delivery;
  }
}
