import { Client } from 'pg';
import { MIGRATIONS } from '../../src/database/migrations';
import { freePort } from '../setup/processes';
import { AppInstance } from './support/app-instance';
import { LoadBalancer } from './support/load-balancer';
import { FlowDriver, REDIRECT_URI, TokenPair, tokensOf } from './support/oauth-client';
import { PostgresCluster } from './support/postgres-cluster';
import { RedisServer } from './support/redis-server';
import { Traffic } from './support/traffic';
import { describeWith } from '../setup/system-programs';

/**
 * Issue 15, item 5: two instances of the server (separate processes) behind Debian's HAProxy, on one
 * PostgreSQL and one Redis, started at the same moment on an empty database. The OAuth flow is
 * driven through the balancer, pinned to one instance or the other where the step says so.
 */
describeWith('haproxy')('Two instances behind a load balancer', () => {
  const CACHE_TTL_MS = 60_000; // far longer than the spec: only the spec's clock steps make an entry lapse
  const API_LIMIT = 8;
  let pg: PostgresCluster;
  let redis: RedisServer;
  let a: AppInstance;
  let b: AppInstance;
  let lb: LoadBalancer;
  let db: Client;
  let app: FlowDriver;
  const traffic = new Traffic();

  beforeAll(async () => {
    [pg, redis] = await Promise.all([PostgresCluster.create(), RedisServer.start()]);
    const databaseUrl = await pg.createDatabase('scale');
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, TOKEN_CACHE_TTL_MS: String(CACHE_TTL_MS), RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT), TRUST_PROXY: 'loopback' };
    // Both instances must agree on the issuer: the address clients use, the balancer's.
    const lbPort = await freePort();
    const publicUrl = `http://127.0.0.1:${lbPort}`;
    // Their clocks are held: B's token cache lapses when the spec moves B's clock on, not after a wait.
    [a, b] = await Promise.all(['a', 'b'].map((name) => AppInstance.start(name, { ...env, BASE_URL: publicUrl }, { heldClock: true })));
    await Promise.all([a.whenListening(), b.whenListening()]);
    lb = await LoadBalancer.start({ a: a.port, b: b.port }, lbPort);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await setUpApp();
  }, 240_000);
  afterAll(async () => {
    await db?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await lb?.stop();
    await redis?.kill();
    await pg?.destroy();
  });

  it('took the migrations in turn at simultaneous start-up: one instance applied them all, once', async () => {
    const applied = [a, b].map((i) => i.logs().filter((l) => l.msg === 'Applied migrations').flatMap((l) => l.applied as string[]));
    expect(applied.map((list) => list.length).sort()).toEqual([0, MIGRATIONS.length]);
    const { rows } = await db.query<{ name: string; n: number }>(`SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name`);
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    expect([...a.logs(), ...b.logs()].filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  /** A person, an app and its approval, all through the balancer (and across instances: sessions live in the database). */
  async function setUpApp(): Promise<void> {
    const signup = await fetch(`${lb.url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-instance': 'a' },
      body: JSON.stringify({ name: 'Dev', email: 'dev@example.com', password: 'a long enough password' }),
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    await db.query(`UPDATE users SET role = 'admin' WHERE email = 'dev@example.com'`);
    // Sessions live in the database: the one made at A works at B.
    const created = await fetch(`${lb.url}/v2/oauth-clients`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-instance': 'b' },
      body: JSON.stringify({ name: 'Scale App', type: 'confidential', redirectUris: [REDIRECT_URI], scopes: ['PROFILE_READ'] }),
    });
    expect(created.status).toBe(201);
    const { clientId, clientSecret } = ((await created.json()) as { data: { clientId: string; clientSecret: string } }).data;
    const approved = await fetch(`${lb.url}/v2/admin/oauth-clients/${clientId}/approve`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: '{}' });
    expect(approved.status).toBe(200);
    app = new FlowDriver(traffic, { clientId, secret: clientSecret, scope: 'PROFILE_READ' }, cookie);
  }

  const servedBy = (o: { headers: Headers }) => o.headers.get('x-served-by');
  async function pairVia(issuer: string, redeemer: string): Promise<TokenPair> {
    const auth = await app.via(issuer).authorize(lb.url);
    if (!('code' in auth)) throw new Error(`authorize answered ${auth.failed.status}`);
    const res = await app.via(redeemer).exchange(lb.url, auth.code);
    expect(res.status).toBe(200);
    expect(servedBy(res)).toBe(redeemer);
    return tokensOf(res);
  }

  it('redeems at B a code issued through A, and refreshes at B a token issued at A', async () => {
    const fromA = await pairVia('a', 'a');
    const atB = await app.via('b').refresh(lb.url, fromA.refresh_token);
    expect(atB.status).toBe(200);
    expect(servedBy(atB)).toBe('b');
    await pairVia('a', 'b');
  });

  it('20 parallel refreshes of one token, spread over both: every one answered, the grant intact', async () => {
    const pair = await pairVia('a', 'b');
    const results = await Promise.all(Array.from({ length: 20 }, () => app.refresh(lb.url, pair.refresh_token)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map(servedBy))).toEqual(new Set(['a', 'b']));
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM oauth_grants WHERE revoked_at IS NOT NULL`);
    expect(rows[0].n).toBe(0);
    // Every pair handed out works: its access token calls the API, its refresh token refreshes.
    for (const r of results.slice(0, 5)) {
      const next = tokensOf(r);
      expect((await app.via('a').refresh(lb.url, next.refresh_token)).status).toBe(200);
    }
    expect((await app.via('b').me(lb.url, tokensOf(results[19]).access_token)).status).toBe(200);
  });

  it('a revocation at A is refused at B once B’s cache entry (TOKEN_CACHE_TTL_MS) has lapsed', async () => {
    const pair = await pairVia('a', 'a');
    const cached = await app.via('b').me(lb.url, pair.access_token); // B now holds the token in its cache
    expect(cached.status).toBe(200);
    expect((await app.via('a').revoke(lb.url, pair.access_token)).status).toBe(200);
    expect((await app.via('a').me(lb.url, pair.access_token)).status).toBe(401); // at once where it was revoked
    // B's clock stands still: its entry serves until the spec moves it past the TTL, and not after.
    await b.advanceClock(CACHE_TTL_MS);
    expect((await app.via('b').me(lb.url, pair.access_token)).status).toBe(200);
    await b.advanceClock(1);
    const refused = await app.via('b').me(lb.url, pair.access_token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });

  it('shares the per-token rate limit between the instances (Redis)', async () => {
    const pair = await pairVia('b', 'a');
    const statuses: string[] = [];
    for (let i = 0; i < API_LIMIT; i++) {
      const res = await app.via(i % 2 ? 'a' : 'b').me(lb.url, pair.access_token);
      statuses.push(`${servedBy(res)} ${res.status}`);
    }
    expect(statuses).toEqual(Array.from({ length: API_LIMIT }, (_, i) => `${i % 2 ? 'a' : 'b'} 200`));
    // Each instance alone has seen only half: a limit counted per process would still let these through.
    for (const instance of ['a', 'b']) expect((await app.via(instance).me(lb.url, pair.access_token)).status).toBe(429);
  });
});
