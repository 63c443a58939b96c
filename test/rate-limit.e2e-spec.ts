import request from 'supertest';
import { issueAccessToken } from './factories/oauth';
import { holdClock } from './setup/clock';
import { freePort, runProgram, waitForReady } from './setup/processes';
import { createTestApp, TestApp } from './setup/test-app';

describe('Per-token API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // the default: 600 calls a minute per token
  });
  afterAll(() => t.close());

  const me = (token: string) => request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`);

  it('the 601st call within a minute on one token → 429 with Retry-After; another token is unaffected; a minute on, it is served again', async () => {
    // The app's clock stands still: all 601 calls fall in one window however long they take, and
    // the window turns only when the spec moves the clock on.
    const clock = holdClock(t, Date.now());
    try {
      const first = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
      const second = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
      const head = await me(first.token).expect(200);
      expect(head.headers['ratelimit-limit']).toBe('600');
      expect(head.headers['ratelimit-remaining']).toBe('599');
      expect(head.headers['ratelimit-reset']).toBe('60');
      for (let sent = 1; sent < 600; sent += 50) {
        await Promise.all(Array.from({ length: Math.min(50, 600 - sent) }, () => me(first.token).expect(200)));
      }
      const limited = await me(first.token).expect(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.body).toEqual({ status: 'error', error: { code: 'rate_limited', message: expect.stringContaining('Too many API calls') } });
      const other = await me(second.token).expect(200);
      expect(other.headers['ratelimit-remaining']).toBe('599');
      // The block lasts the window: a millisecond short of it, still refused; at its end, counted afresh.
      clock.advance(59_999);
      expect((await me(first.token).expect(429)).headers['retry-after']).toBe('1');
      clock.advance(1);
      expect((await me(first.token).expect(200)).headers['ratelimit-remaining']).toBe('599');
    } finally {
      clock.release();
    }
  });

  it('does not count, nor limit, first-party or OAuth endpoints', async () => {
    const res = await request(t.url).get('/health').expect(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('The token lookup cache', () => {
  const call = (t: TestApp, token: string) => request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`);

  it('is used: a revocation made elsewhere (another instance) is not seen while the entry lives', async () => {
    // A TTL far longer than the spec: "still cached" cannot depend on how fast the machine is.
    const t = await createTestApp({ TOKEN_CACHE_TTL_MS: '60000' });
    try {
      const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
      await call(t, token).expect(200);
      await t.dataSource.query(`UPDATE oauth_access_tokens SET revoked_at = now()`); // not through this instance
      await call(t, token).expect(200);
    } finally {
      await t.close();
    }
  });

  it('is bounded: once TOKEN_CACHE_TTL_MS has passed since the lookup, the revocation applies', async () => {
    const t = await createTestApp({ TOKEN_CACHE_TTL_MS: '60000' });
    const clock = holdClock(t, Date.now());
    try {
      const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
      await call(t, token).expect(200);
      await t.dataSource.query(`UPDATE oauth_access_tokens SET revoked_at = now()`); // not through this instance
      // The app's clock stands still: the entry ages only when the spec moves it on. It serves
      // until the TTL has passed, and not a millisecond past it.
      clock.advance(60_000);
      await call(t, token).expect(200);
      clock.advance(1);
      await call(t, token).expect(401);
    } finally {
      clock.release();
      await t.close();
    }
  });
});

describe('Per-token API rate limit shared through Redis (REDIS_URL)', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL, RATE_LIMIT_API_PER_MINUTE: '6' });
  });
  afterAll(() => a?.close());

  it('counts in Redis: the 7th call of a 6-a-minute token is refused', async () => {
    const { token } = await issueAccessToken(a, { scopes: ['PROFILE_READ'] });
    for (let i = 0; i < 6; i++) await request(a.url).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(200);
    await request(a.url).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(429);
  });

  // Skipped on the embedded database: it belongs to one process, so there cannot be a second instance.
  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('shares the count with another instance of the service (a separate process)', async () => {
    if (a.config.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const port = await freePort();
    const other = runProgram('src/main.ts', [], {
      DATABASE_URL: a.config.database.url,
      REDIS_URL,
      RATE_LIMIT_API_PER_MINUTE: '6',
      PORT: String(port),
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    });
    try {
      const otherUrl = `http://127.0.0.1:${port}`;
      await waitForReady(otherUrl, other);
      const { token } = await issueAccessToken(a, { scopes: ['PROFILE_READ'] });
      for (let i = 0; i < 6; i++) {
        await request(i % 2 === 0 ? a.url : otherUrl).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(200);
      }
      await request(otherUrl).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(429);
      await request(a.url).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(429);
    } finally {
      other.proc.kill('SIGTERM');
      await other.exited;
    }
  }, 60_000);
});
