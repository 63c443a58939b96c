import type { ResourcePath } from '../../scopes/protected-resources';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import type { Scope } from '../../scopes/scope-catalogue';
import { Grant } from './grant.entity';

/** An access token (`sat_...`), known here only by its SHA-256 hash. */
@Entity('oauth_access_tokens')
@Check('oauth_access_tokens_audience_check', `audience IN ('', '/v2', '/mcp')`)
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

  /** The resource it is for (RFC 8707), by its path under BASE_URL: `/v2`, `/mcp`, or `''` for both. */
  @Column({ type: 'text', default: '/v2' })
  audience: ResourcePath;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
