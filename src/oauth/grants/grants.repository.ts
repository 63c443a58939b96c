import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { sql } from '../../database/sql';
import type { ResourcePath } from '../../scopes/protected-resources';
import type { Scope } from '../../scopes/scope-catalogue';
import {
  AUTHORIZED_APPS,
  AUTHORIZATIONS_OF_CLIENT,
  FIND_TOKEN,
  LIVE_GRANT,
  PURGE_BATCH,
  PURGES,
  REDEEM_CODE,
  REFRESH_TOKEN_STATE,
  REISSUE_PAIR,
  ROTATE_REFRESH_TOKEN,
  VERIFY_ACCESS_TOKEN,
} from './grants.sql';

export type RevocationReason = 'user_revoked' | 'code_replayed' | 'refresh_token_reused' | 'client_revoked' | 'client_suspended' | 'superseded';

/** What a grant allows: its client, its person, and its scopes (or none of them, when unrestricted). */
export interface GrantTerms {
  clientId: string;
  userId: number;
  scopes: Scope[];
  unrestricted: boolean;
  audience: ResourcePath;
}

/** What a refresh asks the new access token to be narrowed to (null: the grant's). */
export interface Narrowing {
  scopes: Scope[] | null;
  audience: ResourcePath | null;
}

/** The hashes of a new token pair and how long each lives. */
export interface NewPair {
  accessHash: Buffer;
  refreshHash: Buffer;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/** A client as presented at the token endpoint: its id, and the SHA-256 of its secret (null when none was sent). */
export interface PresentedClient {
  clientId: string;
  secretHash: Buffer | null;
}

export interface CodeRow {
  client_id: string;
  user_id: number;
  redirect_uri: string;
  scopes: Scope[];
  unrestricted: boolean;
  code_challenge: string | null;
  audience: ResourcePath;
}

export interface LiveAccessToken {
  user_id: number;
  client_id: string;
  grant_id: string;
  scopes: Scope[];
  unrestricted: boolean;
  audience: ResourcePath;
  expires_in_ms: number;
}

export interface RefreshTokenState {
  grantId: string;
  clientId: string;
  scopes: Scope[];
  unrestricted: boolean;
  audience: ResourcePath;
  grantRevoked: boolean;
  expired: boolean;
  /** Null while unused. */
  secondsSinceUse: number | null;
}

export interface FoundToken {
  type: 'access_token' | 'refresh_token';
  client_id: string;
  grant_id: string;
  active: boolean;
  scopes: string[];
  unrestricted: boolean;
  audience: ResourcePath;
  user_id: number;
  iat: number;
  exp: number;
}

export interface RawAuthorizedApp {
  client_id: string;
  name: string;
  website_uri: string | null;
  scopes: Scope[];
  unrestricted: boolean;
  first_authorized_at: Date;
  last_authorized_at: Date;
}

/**
 * The one owner of the tables of grants, codes, access and refresh tokens: every statement on them
 * runs here (the statements themselves are in `grants.sql.ts`). Methods take plain values, and a
 * transaction's manager where the caller needs several statements to commit together.
 */
@Injectable()
export class GrantsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // Access tokens

  async findLiveAccessToken(hash: Buffer): Promise<LiveAccessToken | null> {
    const { rows: [row] } = await sql<LiveAccessToken>(this.dataSource, VERIFY_ACCESS_TOKEN, [hash]);
    return row ?? null;
  }

  async revokeAccessToken(hash: Buffer): Promise<void> {
    await sql(this.dataSource, `UPDATE oauth_access_tokens SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL`, [hash]);
  }

  /** An access or refresh token by its hash; the table more likely to hold it is asked first. */
  async findToken(hash: Buffer, refreshFirst: boolean): Promise<FoundToken | null> {
    const tables = ['oauth_access_tokens', 'oauth_refresh_tokens'] as const;
    for (const table of refreshFirst ? [...tables].reverse() : tables) {
      const {
        rows: [row],
      } = await sql<FoundToken>(this.dataSource, FIND_TOKEN(table), [hash]);
      if (row) return row;
    }
    return null;
  }

  // Refresh tokens

  /** Consumes a refresh token and stores a new pair, authenticating the client in the same statement. */
  async rotate(refreshHash: Buffer, clientId: string, secretHash: Buffer | null, narrowTo: Narrowing, pair: NewPair) {
    const { rows: [row] } = await sql<{ grant_id: string; scopes: Scope[]; unrestricted: boolean; audience: ResourcePath }>(this.dataSource, ROTATE_REFRESH_TOKEN, [
      refreshHash,
      clientId,
      narrowTo.scopes,
      pair.accessHash,
      pair.refreshHash,
      pair.accessTtlSeconds,
      pair.refreshTtlSeconds,
      secretHash,
      narrowTo.audience,
    ]);
    return row ?? null;
  }

  async reissue(grantId: string, scopes: Scope[], unrestricted: boolean, audience: ResourcePath, pair: NewPair): Promise<void> {
    await sql(this.dataSource, REISSUE_PAIR, [pair.accessHash, pair.refreshHash, grantId, scopes, unrestricted, pair.accessTtlSeconds, pair.refreshTtlSeconds, audience]);
  }

  async refreshTokenState(hash: Buffer): Promise<RefreshTokenState | null> {
    const { rows } = await sql<RefreshTokenState>(this.dataSource, REFRESH_TOKEN_STATE, [hash]);
    return rows[0] ?? null;
  }

  // Authorization codes

  async insertCode(hash: Buffer, terms: GrantTerms & { redirectUri: string; codeChallenge: string | null }, ttlSeconds: number): Promise<void> {
    await sql(
      this.dataSource,
      `INSERT INTO oauth_authorization_codes (code_hash, client_id, user_id, redirect_uri, scopes, unrestricted, code_challenge, audience, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
      [hash, terms.clientId, terms.userId, terms.redirectUri, terms.scopes, terms.unrestricted, terms.codeChallenge, terms.audience, ttlSeconds],
    );
  }

  /**
   * Redeems a code in one statement (see `REDEEM_CODE`); null when no code was consumed. `audience`:
   * the resource asked for at the token endpoint (null: the code's own).
   */
  async redeemCode(
    hash: Buffer,
    client: PresentedClient,
    redirectUri: string,
    verifier: { sent: boolean; s256: string | null },
    audience: ResourcePath | null,
    pair: NewPair,
  ) {
    const { rows: [row] } = await sql<CodeRow & { grant_id: string | null; token_audience: ResourcePath; superseded: number }>(this.dataSource, REDEEM_CODE, [
      hash,
      client.clientId,
      redirectUri,
      verifier.sent,
      verifier.s256,
      pair.accessHash,
      pair.refreshHash,
      pair.accessTtlSeconds,
      pair.refreshTtlSeconds,
      client.secretHash,
      audience,
    ]);
    return row ?? null;
  }

  async codeState(hash: Buffer) {
    const { rows } = await sql<{ client_id: string; used: boolean; expired: boolean; grant_id: string | null }>(
      this.dataSource,
      `SELECT client_id, used_at IS NOT NULL AS used, expires_at <= now() AS expired, grant_id FROM oauth_authorization_codes WHERE code_hash = $1`,
      [hash],
    );
    return rows[0] ?? null;
  }

  // Grants

  /** Revokes one grant (its tokens check it); answers its client and person, or null if it was revoked already. */
  async revokeGrant(manager: EntityManager, grantId: string, reason: RevocationReason): Promise<{ clientId: string; userId: number } | null> {
    const { rows } = await sql<{ clientId: string; userId: number }>(
      manager,
      `UPDATE oauth_grants SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING client_id AS "clientId", user_id AS "userId"`,
      [grantId, reason],
    );
    return rows[0] ?? null;
  }

  /** Whether the person still has a live grant for the client. */
  async hasLiveGrant(manager: EntityManager, clientId: string, userId: number): Promise<boolean> {
    const { rows } = await sql(manager, `SELECT 1 FROM oauth_grants g WHERE g.client_id = $1 AND g.user_id = $2 AND ${LIVE_GRANT} LIMIT 1`, [clientId, userId]);
    return rows.length > 0;
  }

  /** Revokes the live grants a person gave a client (only the unrestricted ones, if asked); answers their ids. */
  async revokeGrantsOf(manager: EntityManager, userId: number, clientId: string, reason: RevocationReason, onlyUnrestricted = false): Promise<string[]> {
    const { rows } = await sql<{ id: string }>(
      manager,
      `UPDATE oauth_grants SET revoked_at = now(), revoked_reason = $3
        WHERE user_id = $1 AND client_id = $2 AND revoked_at IS NULL ${onlyUnrestricted ? 'AND unrestricted' : ''} RETURNING id`,
      [userId, clientId, reason],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Ends everything a client holds: its live grants (their tokens check them) and the codes it has
   * not redeemed yet, which would otherwise become grants. Answers the revoked grants' ids.
   */
  async revokeEverythingOfClient(manager: EntityManager, clientId: string, reason: RevocationReason): Promise<string[]> {
    await sql(manager, `DELETE FROM oauth_authorization_codes WHERE client_id = $1 AND used_at IS NULL`, [clientId]);
    const { rows } = await sql<{ id: string }>(
      manager,
      `UPDATE oauth_grants SET revoked_at = now(), revoked_reason = $2 WHERE client_id = $1 AND revoked_at IS NULL RETURNING id`,
      [clientId, reason],
    );
    return rows.map((r) => r.id);
  }

  /**
   * What the person's live grants let the client read through the API (`/v2`, or both parts of the
   * server): the union of their scopes, or null when there is none.
   */
  async apiScopesOf(clientId: string, userId: number): Promise<{ scopes: Scope[]; unrestricted: boolean } | null> {
    const { rows } = await sql<{ scopes: Scope[] | null; unrestricted: boolean | null }>(
      this.dataSource,
      `SELECT array_agg(DISTINCT s) FILTER (WHERE s IS NOT NULL) AS scopes, bool_or(g.unrestricted) AS unrestricted
         FROM oauth_grants g LEFT JOIN LATERAL unnest(g.scopes) s ON true
        WHERE g.client_id = $1 AND g.user_id = $2 AND g.audience IN ('', '/v2') AND ${LIVE_GRANT}`,
      [clientId, userId],
    );
    const row = rows[0];
    return row?.unrestricted === null || !row ? null : { scopes: row.scopes ?? [], unrestricted: row.unrestricted };
  }

  /**
   * Keeps only `allowed` in every live grant, live access token and unredeemed code of the client
   * (refresh tokens carry their grant's scopes). Legacy grants without restriction are left as
   * they are: their client has no scope list to narrow. Answers how many grants changed.
   */
  async narrowClientScopes(manager: EntityManager, clientId: string, allowed: readonly Scope[]): Promise<number> {
    const keep = `ARRAY(SELECT s FROM unnest(scopes) s WHERE s = ANY($2::text[]))`;
    const narrower = `NOT (scopes <@ $2::text[])`;
    const { affected } = await sql(
      manager,
      `UPDATE oauth_grants SET scopes = ${keep} WHERE client_id = $1 AND revoked_at IS NULL AND NOT unrestricted AND ${narrower}`,
      [clientId, allowed],
    );
    await sql(manager, `UPDATE oauth_access_tokens SET scopes = ${keep}
        WHERE grant_id IN (SELECT id FROM oauth_grants WHERE client_id = $1) AND revoked_at IS NULL AND expires_at > now() AND NOT unrestricted AND ${narrower}`, [clientId, allowed]);
    await sql(manager, `UPDATE oauth_authorization_codes SET scopes = ${keep} WHERE client_id = $1 AND used_at IS NULL AND NOT unrestricted AND ${narrower}`, [clientId, allowed]);
    return affected;
  }

  async authorizedApps(userId: number): Promise<RawAuthorizedApp[]> {
    return (await sql<RawAuthorizedApp>(this.dataSource, AUTHORIZED_APPS, [userId])).rows;
  }

  async authorizationsOf(clientId: string): Promise<{ grants: number; people: number }> {
    return (await sql<{ grants: number; people: number }>(this.dataSource, AUTHORIZATIONS_OF_CLIENT, [clientId])).rows[0];
  }

  /** Deletes what can no longer be used, batch by batch; answers how many rows of each kind. */
  async purgeExpired(): Promise<Record<keyof typeof PURGES, number>> {
    const removed = { codes: 0, accessTokens: 0, refreshTokens: 0, grants: 0 };
    for (const kind of Object.keys(PURGES) as (keyof typeof PURGES)[]) {
      for (;;) {
        const { affected } = await sql(this.dataSource, PURGES[kind]);
        removed[kind] += affected;
        if (affected < PURGE_BATCH) break;
      }
    }
    return removed;
  }
}
