import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from 'typeorm';
import type { WebhookTrigger } from './webhook-triggers';
import { Webhook } from './webhook.entity';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'skipped';

/**
 * One event for one webhook: queued in the transaction of the booking change that caused it, then
 * POSTed by the job queue (common/jobs) until a 2xx, or until `retryUntil` passes (`failed`). The
 * body is kept as the exact text that is signed, so every attempt and a redelivery send the same
 * bytes under the same `webhook-id` (`messageId`), and a receiver can deduplicate on it.
 */
@Entity('webhook_deliveries')
@Unique('webhook_deliveries_message_id_key', ['messageId'])
@Check('webhook_deliveries_status_check', `status IN ('pending', 'succeeded', 'failed', 'skipped')`)
@Index('webhook_deliveries_webhook_id_id_idx', ['webhookId', 'id'])
@Index('webhook_deliveries_due_idx', ['nextAttemptAt'], { where: `(status = 'pending'::text)` })
export class WebhookDelivery {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  webhookId: number;

  @ManyToOne(() => Webhook, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id' })
  webhook?: Relation<Webhook>;

  @Column({ type: 'text' })
  messageId: string;

  @Column({ type: 'text' })
  eventType: WebhookTrigger;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', default: 'pending' })
  status: DeliveryStatus;

  /** Every attempt made, redeliveries included (each is kept in `webhook_delivery_attempts`). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  /** `attempts` when the current round began (a redelivery starts one): its backoff counts from there. */
  @Column({ type: 'integer', default: 0 })
  roundStartAttempts: number;

  /** When it is next due; null once it succeeded or failed. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  @Column({ type: 'timestamptz' })
  retryUntil: Date;

  /**
   * The scope reading this booking needs (`BOOKING_READ`, `TEAM_BOOKING_READ` for a team's); null
   * for a PING. Checked against the grant when it is sent: an event the grant no longer covers is
   * `skipped`, not sent.
   */
  @Column({ type: 'text', nullable: true })
  requiredScope: string | null;

  @Column({ type: 'integer', nullable: true })
  responseCode: number | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
