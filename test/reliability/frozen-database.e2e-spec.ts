import { postgresPool } from '../../src/database/typeorm-internals';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { describeWith } from '../setup/system-programs';
import { PostgresCluster } from './support/postgres-cluster';

/** Small bounds, so the spec is quick; what matters is that the answer comes within them. */
const CONNECT_TIMEOUT_MS = 2_000;
const STATEMENT_TIMEOUT_MS = 2_000;
/**
 * The longest any request may take while the server is frozen: waiting for a connection, then one
 * statement's client-side bound (the statement timeout plus its margin), plus generous slack for a
 * busy machine. Without client-side bounds these requests never end, so the slack costs nothing.
 */
const BOUND_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 1_000 + 10_000;

interface Answer {
  route: string;
  status: number;
  retryAfter: string | null;
  ms: number;
}

/**
 * Issue "Hardening, round three", item 4: PostgreSQL frozen (SIGSTOP), not stopped. Its sockets stay
 * open and nothing answers, so nothing fails by itself: only the app's own bounds (connection
 * timeout, client-side statement timeout) turn the wait into a 503. Every route must answer 503 with
 * Retry-After within those bounds, and serve again after SIGCONT without a restart.
 */
describeWith('postgresql')('A frozen database', () => {
  let cluster: PostgresCluster;
  let t: TestApp;

  beforeAll(async () => {
    cluster = await PostgresCluster.create();
    t = await createTestApp({
      DATABASE_URL: await cluster.createDatabase('frozen'),
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      // The list's token stays cached through the freeze, so the list reaches its own query.
      TOKEN_CACHE_TTL_MS: '60000',
      // A refresh sent during the freeze may commit once thawed; the one after must count as a retry.
      REFRESH_REUSE_WINDOW_SECONDS: '120',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  it('answers 503 with Retry-After within the configured bounds on every route, and serves again once thawed', async () => {
    const user = await createUser(t, { email: 'frozen@example.com' });
    const issued = await issueTokens(t, { user, scopes: ['PROFILE_READ', 'EVENT_TYPE_READ'] });
    // Never presented before the freeze: its lookup must reach the database.
    const uncached = (await issueAccessToken(t, { user, scopes: ['PROFILE_READ'], clientId: issued.clientId })).token;
    const cached = issued.accessToken;
    expect((await send('list', '/v2/event-types', bearer(cached))).status).toBe(200);

    const routes: [string, string, RequestInit][] = [
      ['me (uncached token)', '/v2/me', bearer(uncached)],
      ['list (cached token)', '/v2/event-types', bearer(cached)],
      ['refresh', '/v2/auth/oauth2/token', refresh(issued.clientId, issued.secret!, issued.refreshToken)],
      ['sign-in', '/auth/login', signIn(user.email)],
      ['ready', '/health/ready', {}],
    ];

    const logsBefore = t.logs.length;
    cluster.freeze();
    try {
      // Twice: the second round meets the pool as the first left it (connections that timed out).
      for (const round of [1, 2]) {
        const answers = await Promise.all(routes.map(([route, path, init]) => send(route, path, init)));
        console.log(`Frozen database, round ${round}:\n${answers.map((a) => `  ${a.route}: ${a.status} in ${a.ms} ms`).join('\n')}`);
        expect(answers.map(({ route, status, retryAfter }) => ({ route, status, retryAfter }))).toEqual(
          routes.map(([route]) => ({ route, status: 503, retryAfter: '5' })),
        );
      }
    } finally {
      cluster.thaw();
    }
    // Each outage answer is logged once, as a warning without a stack; nothing at error level.
    const frozenLogs = t.logs.slice(logsBefore);
    expect(frozenLogs.filter((l) => (l.level as number) >= 50).map((l) => l.msg)).toEqual([]);
    expect(frozenLogs.filter((l) => l.msg === 'Database unavailable' && l.level === 40)).toHaveLength(2 * routes.length);
    expect(JSON.stringify(frozenLogs)).not.toContain('"stack"');

    // Back without a restart: the same app serves every route again.
    expect((await send('me', '/v2/me', bearer(uncached))).status).toBe(200);
    expect((await send('list', '/v2/event-types', bearer(cached))).status).toBe(200);
    expect((await send('sign-in', '/auth/login', signIn(user.email))).status).toBe(204);
    expect((await send('ready', '/health/ready', {})).status).toBe(200);
    // A refresh sent during the freeze may have committed once thawed (its statement was waiting
    // in the server): then this one is a retry within the reuse window, and still gets a pair.
    expect((await send('refresh', '/v2/auth/oauth2/token', refresh(issued.clientId, issued.secret!, issued.refreshToken))).status).toBe(200);
  }, 180_000);

  it('drops a connection whose statement timed out on the client, instead of queueing the next statement behind it', async () => {
    const pool = postgresPool(t.dataSource);
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction(); // as a request's transaction would, on a connection of the pool
    const pooled = pool.totalCount;
    cluster.freeze();
    try {
      await expect(runner.query('SELECT 1')).rejects.toThrow('Query read timeout');
      // The ROLLBACK fails at once: kept, the connection would make it wait behind the frozen statement.
      await expect(runner.rollbackTransaction()).rejects.toThrow(/not queryable|Connection terminated/);
    } finally {
      await runner.release();
      cluster.thaw();
    }
    expect(pool.totalCount).toBe(pooled - 1);
    expect((await send('ready', '/health/ready', {})).status).toBe(200);
  }, 60_000);

  /** One request, cut off past the bound (status 0) so that a hang fails the spec instead of stalling it. */
  async function send(route: string, path: string, init: RequestInit): Promise<Answer> {
    const started = performance.now();
    try {
      const res = await fetch(`${t.url}${path}`, { ...init, signal: AbortSignal.timeout(BOUND_MS) });
      await res.text();
      return { route, status: res.status, retryAfter: res.headers.get('retry-after'), ms: Math.round(performance.now() - started) };
    } catch {
      return { route, status: 0, retryAfter: null, ms: Math.round(performance.now() - started) };
    }
  }
});

const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });

const refresh = (clientId: string, secret: string, refreshToken: string): RequestInit => ({
  method: 'POST',
  headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
});

const signIn = (email: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password: DEFAULT_PASSWORD }),
});
