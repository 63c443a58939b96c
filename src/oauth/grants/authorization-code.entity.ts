import type { ResourcePath } from '../../scopes/protected-resources';
import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { Scope } from '../../scopes/scope-catalogue';
import { OAuthClient } from '../clients/client.entity';
import { Grant } from './grant.entity';

/**
 * An authorization code, bound to the client, the person, the exact redirect URI, the scopes and
 * the PKCE challenge. Single use: redeeming it stamps `usedAt`; the grant it created is kept so
 * that a second redemption can revoke everything the first one produced.
 */
@Entity('oauth_authorization_codes')
@Check('oauth_authorization_codes_audience_check', `audience IN ('', '/v2', '/mcp')`)
export class AuthorizationCode {
  @PrimaryColumn({ type: 'bytea' })
  codeHash: Buffer;

  @Column({ type: 'text' })
  clientId: string;

  @ManyToOne(() => OAuthClient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_id', referencedColumnName: 'clientId' })
  client?: Relation<OAuthClient>;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  redirectUri: string;

  @Column({ type: 'text', array: true })
  scopes: Scope[];

  @Column({ type: 'boolean' })
  unrestricted: boolean;

  /** The resource it is for (RFC 8707), by its path under BASE_URL: `/v2`, `/mcp`, or `''` for both. */
  @Column({ type: 'text', default: '/v2' })
  audience: ResourcePath;

  /** S256 challenge, or null when the (confidential) client sent none. */
  @Column({ type: 'text', nullable: true })
  codeChallenge: string | null;

  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'bigint', nullable: true })
  grantId: string | null;

  @ManyToOne(() => Grant, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'grant_id' })
  grant?: Relation<Grant>;
}
