import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { sql } from '../database/sql';
import type { AppWebhooks, AppWebhookSummary } from '../oauth/apps/app-webhooks.port';
import type { AppAccessEnded } from '../oauth/grants/app-access.port';
import type { DeliveryStatus } from './webhook-delivery.entity';

/**
 * An app that no longer acts for a person (or for anyone: suspended) loses the webhooks it set
 * up for them, in the revocation's own transaction; their queued deliveries go with them (foreign
 * key), so nothing more is sent on their behalf.
 */
@Injectable()
export class WebhookAccessService implements AppAccessEnded, AppWebhooks {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every webhook of the person's apps, with its newest delivery, for `/settings/apps`. */
  async webhooksOf(userId: number): Promise<AppWebhookSummary[]> {
    const { rows } = await sql<{ clientId: string; url: string; triggers: string[]; active: boolean; disabledReason: string | null; status: DeliveryStatus | null; at: Date | null }>(
      this.dataSource,
      `SELECT w.client_id AS "clientId", w.subscriber_url AS url, w.triggers, w.active, w.disabled_reason AS "disabledReason", d.status, d.updated_at AS at
         FROM webhooks w
         LEFT JOIN LATERAL (SELECT status, updated_at FROM webhook_deliveries WHERE webhook_id = w.id ORDER BY id DESC LIMIT 1) d ON true
        WHERE w.user_id = $1 ORDER BY w.id`,
      [userId],
    );
    return rows.map((r) => ({
      clientId: r.clientId,
      host: new URL(r.url).host,
      triggers: r.triggers,
      active: r.active,
      disabledReason: r.disabledReason,
      lastDelivery: r.status && r.at ? { status: r.status, at: r.at } : null,
    }));
  }

  async accessEnded(m: EntityManager, clientId: string, userId?: number): Promise<void> {
    await sql(m, `DELETE FROM webhooks WHERE client_id = $1 AND ($2::int IS NULL OR user_id = $2)`, [clientId, userId ?? null]);
  }
}
