import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { sha256 } from '../common/crypto/tokens';
import { prepared, runPrepared } from '../database/sql';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RevocationEvents } from '../oauth/revocation/revocation-events';
import type { AuthPrincipal } from './auth-principal';
import type { Scope } from './scope-catalogue';

const VERIFY = prepared(
  'access_token_verify',
  `SELECT g.user_id, g.client_id, g.id AS grant_id, t.scopes, t.unrestricted,
           (extract(epoch FROM t.expires_at - now()) * 1000)::float8 AS expires_in_ms
      FROM oauth_access_tokens t
      JOIN oauth_grants g ON g.id = t.grant_id
      JOIN oauth_clients c ON c.client_id = g.client_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()
       AND g.revoked_at IS NULL AND c.status = 'approved'`,
);

interface TokenRow {
  user_id: number;
  client_id: string;
  grant_id: string;
  scopes: Scope[];
  unrestricted: boolean;
  expires_in_ms: number;
}

/**
 * Resolves an access token to its principal, in one indexed query: the token exists (by hash), is
 * not expired or revoked, its grant is not revoked, and its client is still approved.
 *
 * A short in-process cache (TOKEN_CACHE_TTL_MS, 5 s by default, never past the token's own expiry)
 * spares that query on a busy token. Its staleness is bounded by the TTL: a revocation or
 * suspension made through another instance takes effect here within that delay; one made through
 * this instance clears the cache at once (and a lookup still running then is not cached). Invalid
 * tokens are never cached.
 */
@Injectable()
export class BearerTokenService {
  private readonly cache?: LRUCache<string, AuthPrincipal>;
  /** Bumped by every revocation: a lookup that began before one must not refill the cache. */
  private generation = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    revocations: RevocationEvents,
  ) {
    const ttl = config.oauth.tokenCacheTtlMs;
    if (ttl > 0) {
      const cache = new LRUCache<string, AuthPrincipal>({ max: 10_000, ttl, ttlAutopurge: false });
      revocations.onRevocation(() => {
        this.generation += 1;
        cache.clear();
      });
      this.cache = cache;
    }
  }

  async verify(token: string): Promise<AuthPrincipal | null> {
    // Every access token this server issues is `sat_` + 43 characters; anything else cannot match.
    if (token.length !== 47 || !token.startsWith('sat_')) return null;
    const hash = sha256(token);
    const key = hash.toString('base64');
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const [row] = await runPrepared<TokenRow>(this.dataSource, VERIFY, [hash]);
    if (!row) return null;
    const principal: AuthPrincipal = {
      userId: row.user_id,
      clientId: row.client_id,
      grantId: row.grant_id,
      scopes: row.scopes,
      unrestricted: row.unrestricted,
      tokenKey: key,
    };
    if (this.cache && generation === this.generation) this.cache.set(key, principal, { ttl: Math.min(this.config.oauth.tokenCacheTtlMs, Math.max(1, Math.floor(row.expires_in_ms))) });
    return principal;
  }
}
