import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { Scope } from '../../scopes/scope-catalogue';
import { Grant } from './grant.entity';

/** An access token (`sat_...`), known here only by its SHA-256 hash. */
@Entity('oauth_access_tokens')
export class AccessToken {
  @PrimaryColumn({ type: 'bytea' })
  tokenHash: Buffer;

  @Index()
  @Column({ type: 'bigint' })
  grantId: string;

  @ManyToOne(() => Grant, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'grant_id' })
  grant?: Relation<Grant>;

  /** The grant's scopes, or fewer when a refresh asked for a narrower `scope`. */
  @Column({ type: 'text', array: true })
  scopes: Scope[];

  @Column({ type: 'boolean' })
  unrestricted: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
