import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { EventType } from './event-type.entity';

/**
 * A secret address to book an event type, hidden or not. The token is shown once, when the link is
 * created; only its SHA-256 hash is stored (see `sha256` for why a fast hash is right), plus its last
 * characters so the owner can tell links apart.
 */
@Entity('event_type_private_links')
@Check('event_type_private_links_uses_check', 'use_count >= 0 AND (max_uses IS NULL OR max_uses > 0)')
export class PrivateLink {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Index('event_type_private_links_event_type_id_idx')
  @Column({ type: 'integer' })
  eventTypeId: number;

  @ManyToOne(() => EventType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_type_id' })
  eventType?: Relation<EventType>;

  @Column({ type: 'bytea', unique: true })
  tokenHash: Buffer;

  @Column({ type: 'text' })
  tokenHint: string;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  maxUses: number | null;

  @Column({ type: 'integer', default: 0 })
  useCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
