// A Redis store for oidc-provider, in the shape its maintainers publish as the example for
// production (one ioredis connection, one key per model instance, JSON payloads, an index list per
// grant for revocation, consumable models kept as hashes so that spending one is a single field
// write). Written for this benchmark, with these differences from that example:
//   - every model that oidc-provider 9 consumes is a hash, not only the three the example names;
//   - the grant index's lifetime is raised in the same MULTI as the write (EXPIRE NX, then GT;
//     Redis 7) instead of reading its TTL first, which saves a round trip per token and cannot race;
//   - the uid and user-code indexes are written with their expiry in one command (SET ... EX);
//   - `consumed` comes back as a number, as the in-memory store keeps it.
// The benchmark's peer uses it when started with PEER_STORE=redis (bench/servers/oidc-peer.mjs).

import Redis from 'ioredis';

/** Models whose instances are spent once (oidc-provider calls `consume` on them). */
const CONSUMABLE = new Set([
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
  'PushedAuthorizationRequest',
]);

const grantKeyFor = (grantId) => `grant:${grantId}`;
const userCodeKeyFor = (userCode) => `userCode:${userCode}`;
const uidKeyFor = (uid) => `uid:${uid}`;

/**
 * `url`: e.g. redis://127.0.0.1:6379/12 (the database number picks a database of its own);
 * `prefix`: put before every key, so that only this store's keys are ever cleared.
 * Returns the adapter factory oidc-provider takes, and `clear()`/`close()` for the benchmark.
 */
export function createRedisStore(url, prefix) {
  const client = new Redis(url, { keyPrefix: prefix, lazyConnect: false });

  class RedisAdapter {
    constructor(name) {
      this.name = name;
      this.consumable = CONSUMABLE.has(name);
    }

    key(id) {
      return `${this.name}:${id}`;
    }

    async upsert(id, payload, expiresIn) {
      const key = this.key(id);
      const multi = client.multi();
      if (this.consumable) multi.hset(key, 'payload', JSON.stringify(payload));
      else multi.set(key, JSON.stringify(payload));
      if (expiresIn) multi.expire(key, expiresIn);

      if (payload.grantId) {
        // Every token of a grant, so that revoking the grant can find them all.
        const grantKey = grantKeyFor(payload.grantId);
        multi.rpush(grantKey, key);
        if (expiresIn) {
          // The list lives as long as its longest-lived token: a first expiry, then only longer ones.
          multi.expire(grantKey, expiresIn, 'NX');
          multi.expire(grantKey, expiresIn, 'GT');
        }
      }
      if (payload.userCode) multi.set(userCodeKeyFor(payload.userCode), id, 'EX', expiresIn);
      if (payload.uid) multi.set(uidKeyFor(payload.uid), id, 'EX', expiresIn);

      const results = await multi.exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    }

    async find(id) {
      if (!id) return undefined;
      if (this.consumable) {
        const { payload, consumed } = await client.hgetall(this.key(id));
        if (!payload) return undefined;
        const value = JSON.parse(payload);
        if (consumed) value.consumed = Number(consumed);
        return value;
      }
      const data = await client.get(this.key(id));
      return data ? JSON.parse(data) : undefined;
    }

    async findByUid(uid) {
      return this.find(await client.get(uidKeyFor(uid)));
    }

    async findByUserCode(userCode) {
      return this.find(await client.get(userCodeKeyFor(userCode)));
    }

    async consume(id) {
      await client.hset(this.key(id), 'consumed', Math.floor(Date.now() / 1000));
    }

    async destroy(id) {
      await client.del(this.key(id));
    }

    async revokeByGrantId(grantId) {
      const grantKey = grantKeyFor(grantId);
      const keys = await client.lrange(grantKey, 0, -1);
      await client.del(...keys, grantKey);
    }
  }

  /** Deletes this store's keys (and no others): SCAN for the prefix, UNLINK in batches. */
  async function clear() {
    const raw = new Redis(url); // no key prefix: SCAN returns full key names
    try {
      let cursor = '0';
      do {
        const [next, keys] = await raw.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 10_000);
        cursor = next;
        if (keys.length) await raw.unlink(...keys);
      } while (cursor !== '0');
    } finally {
      raw.disconnect();
    }
  }

  return {
    adapter: (name) => new RedisAdapter(name),
    clear,
    close: () => client.quit(),
  };
}
