import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sha256 } from '../../common/crypto/tokens';
import { sql } from '../../database/sql';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { OAuthError } from '../errors/oauth-error';
import { GrantsService } from '../grants/grants.service';
import { RevocationEvents } from '../revocation/revocation-events';

interface FoundToken {
  type: 'access_token' | 'refresh_token';
  client_id: string;
  grant_id: string;
  active: boolean;
  scopes: string[];
  unrestricted: boolean;
  user_id: number;
  iat: number;
  exp: number;
}

const FIND = (table: 'oauth_access_tokens' | 'oauth_refresh_tokens') => `
  SELECT '${table === 'oauth_access_tokens' ? 'access_token' : 'refresh_token'}' AS type, g.client_id, g.id AS grant_id,
         (t.expires_at > now() AND g.revoked_at IS NULL AND c.status = 'approved' AND ${
           table === 'oauth_access_tokens' ? 't.revoked_at IS NULL' : 't.used_at IS NULL'
         }) AS active,
         ${table === 'oauth_access_tokens' ? 't.scopes, t.unrestricted' : 'g.scopes, g.unrestricted'},
         g.user_id, extract(epoch FROM t.created_at)::bigint::int AS iat, extract(epoch FROM t.expires_at)::bigint::int AS exp
    FROM ${table} t
    JOIN oauth_grants g ON g.id = t.grant_id
    JOIN oauth_clients c ON c.client_id = g.client_id
   WHERE t.token_hash = $1`;

/** Revocation (RFC 7009) and introspection (RFC 7662) of tokens, by the client they were issued to. */
@Injectable()
export class TokenInspectionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly grants: GrantsService,
    private readonly revocations: RevocationEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Revokes an access token (that token only) or a refresh token (its whole grant, as the
   * published decisions say). An unknown token is not an error (RFC 7009 §2.2: the goal is
   * reached); a token issued to another client is refused (§2.1).
   */
  async revoke(clientId: string, token: string): Promise<void> {
    const found = await this.find(token);
    if (!found) return;
    if (found.client_id !== clientId) throw new OAuthError('invalid_grant', 'The token was issued to another client.');
    if (found.type === 'access_token') {
      await sql(this.dataSource, `UPDATE oauth_access_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [sha256(token)]);
      this.revocations.revoked();
    } else {
      await this.grants.revoke(found.grant_id, 'client_revoked', { kind: 'system' });
    }
  }

  /** RFC 7662 §2.2. A client learns about its own tokens only: anyone else's are simply inactive. */
  async introspect(clientId: string, token: string): Promise<Record<string, unknown>> {
    const found = await this.find(token);
    if (!found || !found.active || found.client_id !== clientId) return { active: false };
    // token_type is the RFC 6749 type (`bearer`, RFC 7662 §2.2); which credential it is goes in
    // `token_use`. No `username`: a token without PROFILE_READ must not reveal its user's email.
    return {
      active: true,
      token_type: 'bearer',
      token_use: found.type,
      scope: found.unrestricted ? '' : found.scopes.join(' '),
      ...(found.unrestricted ? { unrestricted: true } : {}),
      client_id: found.client_id,
      sub: String(found.user_id),
      iat: found.iat,
      exp: found.exp,
      iss: this.config.urls.issuer,
    };
  }

  /** Looks in both tables: the type hint is only a hint (RFC 7009 §2.1, RFC 7662 §2.1). */
  private async find(token: string): Promise<FoundToken | null> {
    const hash = sha256(token);
    const preferRefresh = token.startsWith('srt_');
    for (const table of preferRefresh ? (['oauth_refresh_tokens', 'oauth_access_tokens'] as const) : (['oauth_access_tokens', 'oauth_refresh_tokens'] as const)) {
      const {
        rows: [row],
      } = await sql<FoundToken>(this.dataSource, FIND(table), [hash]);
      if (row) return row;
    }
    return null;
  }
}
