import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Grant } from './grant.entity';

/**
 * A refresh token (`srt_...`), known by its hash. Rotated on use: `usedAt` is stamped and a new one
 * issued. A used one that comes back later than the reuse window means a copy leaked: the grant is
 * revoked. Its scopes are always the grant's (RFC 6749 §6).
 */
@Entity('oauth_refresh_tokens')
export class RefreshToken {
  @PrimaryColumn({ type: 'bytea' })
  tokenHash: Buffer;

  @Index()
  @Column({ type: 'bigint' })
  grantId: string;

  @ManyToOne(() => Grant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'grant_id' })
  grant?: Relation<Grant>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
