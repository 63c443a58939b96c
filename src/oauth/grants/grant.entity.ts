import type { ResourcePath } from '../../scopes/protected-resources';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { Scope } from '../../scopes/scope-catalogue';
import { OAuthClient } from '../clients/client.entity';

/**
 * One consent, redeemed: a person let a client act for them with these scopes (or without
 * restriction, for a legacy client). Every token issued under it dies with it.
 */
@Entity('oauth_grants')
@Check('oauth_grants_audience_check', `audience IN ('', '/v2', '/mcp')`)
// Live legacy grants, which a new consent supersedes (written as PostgreSQL prints it back).
@Index('oauth_grants_live_unrestricted_idx', ['userId', 'clientId'], { where: '(unrestricted AND (revoked_at IS NULL))' })
export class Grant {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS', type: 'bigint' })
  id: string;

  @Index()
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

  @Column({ type: 'text', array: true })
  scopes: Scope[];

  /** Issued by a legacy client without `scope`: every endpoint is allowed. */
  @Column({ type: 'boolean', default: false })
  unrestricted: boolean;

  /** The resource it is for (RFC 8707), by its path under BASE_URL: `/v2`, `/mcp`, or `''` for both. */
  @Column({ type: 'text', default: '/v2' })
  audience: ResourcePath;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** e.g. `user_revoked`, `code_replayed`, `refresh_token_reused`, `client_revoked`. */
  @Column({ type: 'text', nullable: true })
  revokedReason: string | null;
}
