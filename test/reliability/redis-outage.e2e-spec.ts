import Redis from 'ioredis';
import request from 'supertest';
import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { RedisServer } from './support/redis-server';

/**
 * Issue 15, item 4: with REDIS_URL set, losing Redis must not stop the API. The per-token limit
 * falls back to counting in the process (with one warning), and goes back to Redis when it returns.
 */
describe('A Redis outage', () => {
  let redis: RedisServer;
  let inspect: Redis;
  let t: TestApp;
  const LIMIT = 5;

  beforeAll(async () => {
    redis = await RedisServer.start();
    inspect = new Redis(redis.url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => 100 });
    inspect.on('error', () => undefined); // the spec kills the server under it
    t = await createTestApp({ REDIS_URL: redis.url, RATE_LIMIT_API_PER_MINUTE: String(LIMIT) });
  });
  afterAll(async () => {
    await t?.close();
    inspect?.disconnect();
    await redis?.kill();
  });

  const call = (token: string) => request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`);
  const statuses = async (token: string, n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await call(token)).status);
    return out;
  };
  const hitsInRedis = async () => {
    const keys = await inspect.keys('*api-calls*hits');
    return (await Promise.all(keys.map((k) => inspect.get(k)))).map(Number).sort();
  };
  const logged = (msg: string) => t.logs.filter((l) => l.msg === msg);

  it('keeps serving, counting in the process while Redis is away, and returns to Redis', async () => {
    await inspect.connect();
    const before = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    expect(await statuses(before.token, LIMIT + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await hitsInRedis()).toEqual([LIMIT + 1]); // counted in Redis

    await redis.kill();
    const during = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    // Served without Redis, and still limited: the count moved into the process.
    expect(await statuses(during.token, LIMIT + 2)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await call(during.token);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.error.code).toBe('rate_limited');
    const warnings = logged('Redis is unavailable: API rate limits are counted in this process until it is back');
    expect(warnings).toHaveLength(1);
    expect(warnings[0].level).toBe(40); // warn

    await redis.start();
    await inspect.connect().catch(() => undefined); // reconnects by itself; this only waits for it
    // The app reconnects on its own (within a second of Redis returning). Calls are served
    // meanwhile; the first one counted in Redis again is announced in the log. Each check uses a
    // new token so that the calls made meanwhile never reach the limit, however long that takes.
    const served: number[] = [];
    while (logged('Redis is back: API rate limits are counted in Redis again').length === 0) {
      served.push((await call((await issueAccessToken(t, { scopes: ['PROFILE_READ'] })).token)).status);
      await new Promise((resolve) => setTimeout(resolve, 100)); // pacing between checks, not a condition
    }
    expect(served.every((s) => s === 200)).toBe(true);
    // From now on the count is in Redis: only the calls made since the switch are there.
    const fresh = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    expect(await statuses(fresh.token, LIMIT + 1)).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await hitsInRedis()).includes(LIMIT + 1)).toBe(true);
    expect(logged('Redis is back: API rate limits are counted in Redis again')).toHaveLength(1);
    expect(t.logs.filter((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 500)).toEqual([]);
  }, 60_000);
});
