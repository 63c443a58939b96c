import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { Clock } from '../../common/time/clock';
import { sha256 } from '../../common/crypto/tokens';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { AccessTokenLookup, AuthPrincipal } from '../../scopes/auth-principal';
import { RevocationEvents } from '../revocation/revocation-events';
import { GrantsRepository } from './grants.repository';
import { ACCESS_TOKEN_LENGTH, ACCESS_TOKEN_PREFIX } from './token-format';

/** What a live access token stands for: a person, through an app, with these scopes. */
export type VerifiedAccessToken = AuthPrincipal;

/**
 * Resolves an access token to what it stands for, in one indexed query: the token exists (by
 * hash), is not expired or revoked, its grant is not revoked, and its client is still usable (the
 * same definition of "live" that introspection uses).
 *
 * A short in-process cache (TOKEN_CACHE_TTL_MS, 5 s by default, never past the token's own expiry)
 * spares that query on a busy token. Its staleness is bounded by the TTL: a revocation or
 * suspension made through another instance takes effect here within that delay; one made through
 * this instance clears the cache at once (and a lookup still running then is not cached). Invalid
 * tokens are never cached. Entries age on the `Clock`'s monotonic reading (what the cache uses by
 * default), so a spec moves past the TTL by advancing the clock rather than by sleeping. The cache
 * asks the clock on every read (`ttlResolution: 0`): by default it keeps one reading for a
 * millisecond of real time, which would make "has the entry lapsed?" depend on the machine's pace
 * right after a spec moves the clock.
 */
@Injectable()
export class AccessTokenVerifier implements AccessTokenLookup {
  private readonly cache?: LRUCache<string, VerifiedAccessToken>;
  /** Bumped by every revocation: a lookup that began before one must not refill the cache. */
  private generation = 0;

  constructor(
    private readonly repository: GrantsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    revocations: RevocationEvents,
    clock: Clock,
  ) {
    const ttl = config.oauth.tokenCacheTtlMs;
    if (ttl > 0) {
      const cache = new LRUCache<string, VerifiedAccessToken>({ max: 10_000, ttl, ttlResolution: 0, ttlAutopurge: false, perf: { now: () => clock.monotonic() } });
      revocations.onRevocation(() => {
        this.generation += 1;
        cache.clear();
      });
      this.cache = cache;
    }
  }

  async verify(token: string): Promise<VerifiedAccessToken | null> {
    // Every access token this server issues has one prefix and one length; anything else cannot match.
    if (token.length !== ACCESS_TOKEN_LENGTH || !token.startsWith(ACCESS_TOKEN_PREFIX)) return null;
    const hash = sha256(token);
    const key = hash.toString('base64');
    const cached = this.cache?.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const row = await this.repository.findLiveAccessToken(hash);
    if (!row) return null;
    const verified: VerifiedAccessToken = {
      userId: row.user_id,
      clientId: row.client_id,
      grantId: row.grant_id,
      scopes: row.scopes,
      unrestricted: row.unrestricted,
      audience: row.audience,
      tokenKey: key,
    };
    if (this.cache && generation === this.generation) {
      this.cache.set(key, verified, { ttl: Math.min(this.config.oauth.tokenCacheTtlMs, Math.max(1, Math.floor(row.expires_in_ms))) });
    }
    return verified;
  }
}
