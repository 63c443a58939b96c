import { createApprovedClient, createUser, DEFAULT_PASSWORD } from '../factories';
import { createTestApp, TestApp } from '../setup/test-app';
import { FlowDriver, REDIRECT_URI, sessionCookie, TokenPair, tokensOf } from './support/oauth-client';
import { PostgresCluster } from './support/postgres-cluster';
import { expectNoServerFault, Outcome, Traffic } from './support/traffic';
import { describeWith } from '../setup/system-programs';

/**
 * Issue 15, item 3: the app runs on a PostgreSQL server of the spec's own, under steady load (code
 * exchanges, refreshes, API calls, readiness probes). The server is stopped hard (`-m immediate`:
 * backends killed, connections dropped) and started again. While it is down every answer is a
 * 503 in its route family's shape; once it is back the same app serves again without a restart;
 * and nothing is left half done.
 */
describeWith('postgresql')('A database outage under load', () => {
  let cluster: PostgresCluster;
  let t: TestApp;
  const traffic = new Traffic();

  beforeAll(async () => {
    cluster = await PostgresCluster.create();
    t = await createTestApp({
      DATABASE_URL: await cluster.createDatabase('outage'),
      // The loops call far faster than an app would; the limit is not what this spec is about.
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      // A refresh whose commit landed but whose answer was lost to the outage comes back as a reuse:
      // the window (10 s by default) must cover the outage for the app to recover; here it may be slow.
      REFRESH_REUSE_WINDOW_SECONDS: '120',
    });
  }, 120_000);
  afterAll(async () => {
    await traffic.stop();
    await t?.close();
    await cluster?.destroy();
  });

  it('503 while PostgreSQL is down, full service when it is back, no half-done state', async () => {
    const user = await createUser(t);
    const { client, secret } = await createApprovedClient(t, { scopes: ['PROFILE_READ'], redirectUris: [REDIRECT_URI] });
    const app = new FlowDriver(traffic, { clientId: client.clientId, secret: secret!, scope: 'PROFILE_READ' }, await sessionCookie(t.url, user.email, DEFAULT_PASSWORD));
    const received: TokenPair[] = [];
    const unanswered: string[] = []; // codes whose exchange failed: retried once the database is back

    const firstPair = async () => {
      const auth = await app.authorize(t.url);
      if (!('code' in auth)) throw new Error(`authorize failed: ${auth.failed.status}`);
      const res = await app.exchange(t.url, auth.code);
      received.push(tokensOf(res));
      return tokensOf(res);
    };
    const chains = [await firstPair(), await firstPair()];

    // Two apps' refresh chains, each also calling the API with its latest access token.
    chains.forEach((_, i) =>
      traffic.loop(async () => {
        const res = await app.refresh(t.url, chains[i].refresh_token);
        if (res.status === 200) received.push((chains[i] = tokensOf(res)));
        await app.me(t.url, chains[i].access_token);
      }),
    );
    // People authorizing the app, and the app exchanging their codes.
    traffic.loop(async () => {
      const auth = await app.authorize(t.url);
      if (!('code' in auth)) return;
      const res = await app.exchange(t.url, auth.code);
      if (res.status === 200) received.push(tokensOf(res));
      else unanswered.push(auth.code);
    });
    traffic.loop(async () => void (await traffic.send('ready', `${t.url}/health/ready`)));

    const count = (os: Outcome[], kind: string, status: number) => os.filter((o) => o.kind === kind && o.status === status).length;
    const each = (kinds: string[], status: number, n: number) => () => kinds.every((k) => count(traffic.within(traffic.phase), k, status) >= n);

    await traffic.until(each(['refresh', 'api', 'code-exchange', 'ready'], 200, 3));

    await cluster.stopImmediately();
    traffic.phase = 'down';
    // Every kind of request must come back, repeatedly, while the server is down: one that hung
    // would never arrive and the spec would not get past this line.
    await traffic.until(each(['refresh', 'api', 'authorize-page', 'ready'], 503, 5));

    traffic.phase = 'back';
    await cluster.start();
    await traffic.until(each(['refresh', 'api', 'code-exchange', 'ready'], 200, 3));
    await traffic.stop();
    console.log(`Database outage spec, outcomes by kind, phase and status:\n${traffic.summary()}`);

    expectNoServerFault(traffic.outcomes);
    const down = traffic.within('down');
    expect(down.filter((o) => o.status !== 503).map((o) => `${o.kind} ${o.status}`)).toEqual([]);
    for (const o of down) {
      expect(o.headers.get('retry-after')).toBe('5');
      if (o.kind === 'refresh' || o.kind === 'code-exchange') {
        expect(JSON.parse(o.body)).toEqual({ error: 'temporarily_unavailable', error_description: expect.any(String) });
      } else if (o.kind === 'api' || o.kind === 'ready') {
        expect(JSON.parse(o.body)).toEqual({ status: 'error', error: { code: 'unavailable', message: expect.any(String) } });
      } else {
        expect(o.contentType).toMatch(/text\/html/);
      }
    }

    // A code whose exchange went unanswered is either still good (nothing was done) or was
    // redeemed before the answer was lost (a second use is refused, and its grant revoked).
    let replayed = 0;
    for (const code of unanswered) {
      const res = await app.exchange(t.url, code);
      if (res.status === 200) received.push(tokensOf(res));
      else if (JSON.parse(res.body).error === 'invalid_grant') replayed += 1;
      else throw new Error(`retrying a code answered ${res.status} ${res.body}`);
    }

    // Every token pair a client received works: each access token calls the API, and the
    // latest refresh token of each chain refreshes.
    for (const pair of received) expect((await app.me(t.url, pair.access_token)).status).toBe(200);
    for (const chain of chains) expect((await app.refresh(t.url, chain.refresh_token)).status).toBe(200);

    // No code redeemed twice, no grant without its tokens, nothing revoked but replayed codes.
    const [facts] = await t.dataSource.query(`
      SELECT (SELECT count(*) FROM oauth_authorization_codes WHERE used_at IS NOT NULL AND grant_id IS NULL)::int AS used_without_grant,
             (SELECT count(*) FROM oauth_grants g WHERE NOT EXISTS (SELECT 1 FROM oauth_authorization_codes c WHERE c.grant_id = g.id))::int AS grants_without_code,
             (SELECT count(*) FROM oauth_grants g WHERE NOT EXISTS (SELECT 1 FROM oauth_refresh_tokens r WHERE r.grant_id = g.id)
                                                     OR NOT EXISTS (SELECT 1 FROM oauth_access_tokens a WHERE a.grant_id = g.id))::int AS grants_without_tokens,
             (SELECT count(*) FROM oauth_grants WHERE revoked_at IS NOT NULL)::int AS revoked`);
    expect(facts).toEqual({ used_without_grant: 0, grants_without_code: 0, grants_without_tokens: 0, revoked: replayed });
  }, 240_000);
});
