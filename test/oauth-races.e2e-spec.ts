import request from 'supertest';
import { createApprovedClient, createUser, signIn } from './factories';
import { consent, issueTokens, REDIRECT_URI } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * Redemption and rotation under concurrency. Meaningful on PostgreSQL (`DATABASE_URL`), where the
 * requests really run in parallel on separate connections; on the embedded engine they queue.
 */
describe('OAuth races', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('20 parallel redemptions of one code give exactly one token response', async () => {
    const { client, secret } = await createApprovedClient(t, { redirectUris: [REDIRECT_URI] });
    const agent = await signIn(t, await createUser(t));
    const code = (await consent(agent, { client_id: client.clientId, redirect_uri: REDIRECT_URI, scope: 'PROFILE_READ', state: 's' })).searchParams.get('code')!;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.url)
          .post('/v2/auth/oauth2/token')
          .type('form')
          .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: client.clientId, client_secret: secret }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.status === 400 && r.body.error === 'invalid_grant')).toHaveLength(19);
    const [{ grants }] = await t.dataSource.query(`SELECT count(*)::int AS grants FROM oauth_grants`);
    expect(grants).toBe(1); // one grant only; the replays revoked it, as a replay must
  });

  it('20 parallel refreshes with one refresh token all succeed and leave the grant usable', async () => {
    const issued = await issueTokens(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.url)
          .post('/v2/auth/oauth2/token')
          .type('form')
          .send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [{ revoked, consumed }] = await t.dataSource.query(
      `SELECT count(*) FILTER (WHERE g.revoked_at IS NOT NULL)::int AS revoked,
              (SELECT count(*)::int FROM oauth_refresh_tokens WHERE used_at IS NOT NULL) AS consumed
         FROM oauth_grants g`,
    );
    expect(revoked).toBe(0);
    expect(consumed).toBe(1); // rotated exactly once; the others were served inside the reuse window
    // Every new refresh token works.
    for (const r of results.slice(0, 3)) {
      await request(t.url)
        .post('/v2/auth/oauth2/token')
        .type('form')
        .send({ grant_type: 'refresh_token', refresh_token: r.body.refresh_token, client_id: issued.clientId, client_secret: issued.secret })
        .expect(200);
    }
  });
});
