import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { prepared, runPrepared, sql } from '../../database/sql';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Scope } from '../../scopes/scope-catalogue';
import { mintAccessToken, mintRefreshToken } from './token-format';

/**
 * Refresh-token rotation, the token endpoint's busiest statement, which also authenticates the
 * client: it is approved, and `$8` is the SHA-256 of one of its active secrets (null for a public
 * client, which presents none). So the common case costs one round trip. Comparing hashes with `=`
 * is safe where comparing secrets would not be: timing could at most reveal a prefix of
 * SHA-256(presented secret), which does not lead back to a 256-bit random secret.
 */
const ROTATE = prepared(
  'refresh_token_rotate',
  `WITH client AS (
     SELECT c.client_id FROM oauth_clients c
      WHERE c.client_id = $2 AND c.status = 'approved'
        AND CASE WHEN c.type = 'public' THEN $8::bytea IS NULL
                 ELSE EXISTS (SELECT 1 FROM oauth_client_secrets s
                               WHERE s.client_id = c.client_id AND s.revoked_at IS NULL AND s.secret_hash = $8::bytea) END
   ), used AS (
     UPDATE oauth_refresh_tokens rt SET used_at = now()
       FROM oauth_grants g, client
      WHERE rt.token_hash = $1 AND rt.used_at IS NULL AND rt.expires_at > now()
        AND g.id = rt.grant_id AND g.revoked_at IS NULL AND g.client_id = client.client_id
        AND ($3::text[] IS NULL OR g.unrestricted OR $3::text[] <@ g.scopes)
     RETURNING g.id AS grant_id, g.scopes, g.unrestricted
   ), a AS (
     INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, expires_at)
     SELECT $4, grant_id, coalesce($3::text[], scopes), unrestricted AND $3::text[] IS NULL, now() + make_interval(secs => $6)
       FROM used
   ), r AS (
     INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at)
     SELECT $5, grant_id, now() + make_interval(secs => $7) FROM used
   )
   SELECT grant_id, scopes, unrestricted FROM used`,
);

/** The outcome of a successful grant: the pair in clear, for the token response only. */
export interface IssuedTokens {
  grantId: string;
  accessToken: string;
  refreshToken: string;
  scopes: Scope[];
  unrestricted: boolean;
}

export interface GrantTerms {
  clientId: string;
  userId: number;
  scopes: Scope[];
  unrestricted: boolean;
}

/**
 * Issuing tokens. Each operation is a single SQL statement (or one transaction), so that redeeming
 * and rotating happen exactly once however many requests race for them: the row lock taken by the
 * conditional UPDATE makes the others wait, then find nothing left to take.
 */
@Injectable()
export class TokenStore {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the grant for a redeemed code, with its first token pair, and records it on the code. */
  async createGrant(manager: EntityManager, terms: GrantTerms, codeHash: Buffer): Promise<IssuedTokens> {
    const access = mintAccessToken();
    const refresh = mintRefreshToken();
    const { rows } = await sql<{ id: string }>(
      manager,
      `WITH g AS (
         INSERT INTO oauth_grants (client_id, user_id, scopes, unrestricted) VALUES ($1, $2, $3, $4) RETURNING id
       ), a AS (
         INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, expires_at)
         SELECT $5, id, $3, $4, now() + make_interval(secs => $7) FROM g
       ), r AS (
         INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at)
         SELECT $6, id, now() + make_interval(secs => $8) FROM g
       ), c AS (
         UPDATE oauth_authorization_codes SET grant_id = g.id FROM g WHERE code_hash = $9
       )
       SELECT id FROM g`,
      [terms.clientId, terms.userId, terms.scopes, terms.unrestricted, access.hash, refresh.hash, this.accessTtl, this.refreshTtl, codeHash],
    );
    return { grantId: rows[0].id, accessToken: access.value, refreshToken: refresh.value, scopes: terms.scopes, unrestricted: terms.unrestricted };
  }

  /**
   * Rotates a refresh token: consumes it and issues a new pair under the same grant, in one
   * statement that also authenticates the client (see ROTATE). Returns null when nothing was
   * consumed (a client or secret that does not pass, or a token unknown, used, expired, revoked,
   * another client's, or asked to widen its scopes), without saying which.
   */
  async rotate(refreshHash: Buffer, clientId: string, secretHash: Buffer | null, narrowTo: Scope[] | null): Promise<IssuedTokens | null> {
    const access = mintAccessToken();
    const refresh = mintRefreshToken();
    const [row] = await runPrepared<{ grant_id: string; scopes: Scope[]; unrestricted: boolean }>(this.dataSource, ROTATE, [
      refreshHash,
      clientId,
      narrowTo,
      access.hash,
      refresh.hash,
      this.accessTtl,
      this.refreshTtl,
      secretHash,
    ]);
    if (!row) return null;
    return {
      grantId: row.grant_id,
      accessToken: access.value,
      refreshToken: refresh.value,
      scopes: narrowTo ?? row.scopes,
      unrestricted: row.unrestricted && narrowTo === null,
    };
  }

  /** A fresh pair under an existing grant (a refresh token replayed within the reuse window). */
  async reissue(grant: { id: string; scopes: Scope[]; unrestricted: boolean }, narrowTo: Scope[] | null): Promise<IssuedTokens> {
    const access = mintAccessToken();
    const refresh = mintRefreshToken();
    const scopes = narrowTo ?? grant.scopes;
    const unrestricted = grant.unrestricted && narrowTo === null;
    await sql(
      this.dataSource,
      `WITH a AS (
         INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, expires_at)
         VALUES ($1, $3, $4, $5, now() + make_interval(secs => $6))
       )
       INSERT INTO oauth_refresh_tokens (token_hash, grant_id, expires_at) VALUES ($2, $3, now() + make_interval(secs => $7))`,
      [access.hash, refresh.hash, grant.id, scopes, unrestricted, this.accessTtl, this.refreshTtl],
    );
    return { grantId: grant.id, accessToken: access.value, refreshToken: refresh.value, scopes, unrestricted };
  }

  /** Why a refresh token could not be rotated. */
  async diagnoseRefresh(refreshHash: Buffer): Promise<RefreshTokenState | null> {
    const { rows } = await sql<RefreshTokenState>(
      this.dataSource,
      `SELECT g.id AS "grantId", g.client_id AS "clientId", g.scopes, g.unrestricted,
              g.revoked_at IS NOT NULL AS "grantRevoked", rt.expires_at <= now() AS expired,
              CASE WHEN rt.used_at IS NULL THEN NULL ELSE extract(epoch FROM now() - rt.used_at)::float8 END AS "secondsSinceUse"
         FROM oauth_refresh_tokens rt JOIN oauth_grants g ON g.id = rt.grant_id
        WHERE rt.token_hash = $1`,
      [refreshHash],
    );
    return rows[0] ?? null;
  }

  private get accessTtl() {
    return this.config.oauth.accessTokenTtlSeconds;
  }

  private get refreshTtl() {
    return this.config.oauth.refreshTokenTtlSeconds;
  }
}

export interface RefreshTokenState {
  grantId: string;
  clientId: string;
  scopes: Scope[];
  unrestricted: boolean;
  grantRevoked: boolean;
  expired: boolean;
  /** Null while unused. */
  secondsSinceUse: number | null;
}
