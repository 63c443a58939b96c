import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { OAuthClient } from '../oauth/clients/client.entity';
import type { WebhookTrigger } from './webhook-triggers';

/**
 * A subscription of one app, for one person: the person's bookings, posted to `subscriberUrl`. It
 * belongs to the pair (client, person) whose token created it, and goes with either: deleting the
 * client or the person deletes it (foreign keys); revoking or suspending the app deletes it too.
 *
 * The signing secret is stored as it is (it must be read back to sign each delivery); see
 * docs/decisions.md. After a rotation the previous secret keeps signing, beside the new one, until
 * `previousSecretExpiresAt`, so a receiver can switch over without losing a delivery.
 */
@Entity('webhooks')
@Index('webhooks_client_id_user_id_idx', ['clientId', 'userId'])
export class Webhook {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'text' })
  clientId: string;

  @ManyToOne(() => OAuthClient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id', referencedColumnName: 'clientId' })
  client?: Relation<OAuthClient>;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  subscriberUrl: string;

  @Column({ type: 'text', array: true })
  triggers: WebhookTrigger[];

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Why the server turned it off (deliveries failing for 3 days); null when the app did, or when active. */
  @Column({ type: 'text', nullable: true })
  disabledReason: string | null;

  @Column({ type: 'text' })
  secret: string;

  @Column({ type: 'text', nullable: true })
  previousSecret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  previousSecretExpiresAt: Date | null;

  /** The first failure since the last success; after 3 days of failing the webhook is disabled. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  /**
   * The lease of the instance sending one of its deliveries: none other is sent meanwhile, by any
   * instance, so a slow receiver holds one sending slot, and its events arrive one after another.
   */
  @Column({ type: 'timestamptz', nullable: true })
  sendingUntil: Date | null;

  /** The last PING queued: one per 10 s. */
  @Column({ type: 'timestamptz', nullable: true })
  lastPingAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
