import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One try at sending a delivery: kept, so a redelivery adds to the history and erases none of it. */
@Entity('webhook_delivery_attempts')
@Index('webhook_delivery_attempts_delivery_id_id_idx', ['deliveryId', 'id'])
export class WebhookDeliveryAttempt {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  deliveryId: number;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: Relation<WebhookDelivery>;

  /** When the request started. */
  @Column({ type: 'timestamptz' })
  at: Date;

  /** The receiver's status; null when it did not answer. */
  @Column({ type: 'integer', nullable: true })
  responseCode: number | null;

  /** Why it failed; null on a 2xx. */
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'integer' })
  durationMs: number;
}
