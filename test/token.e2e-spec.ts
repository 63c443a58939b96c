import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { s256 } from '../src/oauth/token/pkce';
import { createAdmin, createApprovedClient, createUser, signIn } from './factories';
import { consent, expectOAuthError, introspectAs, issueTokens, REDIRECT_URI, VERIFIER } from './factories/oauth';
import { HeldClock, holdClock } from './setup/clock';
import { createTestApp, TestApp } from './setup/test-app';

describe('The token endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  /** Ten seconds into a minute: the client-authentication failure window (a minute, aligned on the clock) has 50 left. */
  const MINUTE_PLUS_TEN_SECONDS = Date.UTC(2030, 0, 7, 9, 0, 10);
  let clock: HeldClock | undefined;
  afterEach(() => clock?.release());
  afterAll(() => t.close());

  const token = () => request(t.url).post('/v2/auth/oauth2/token');
  const introspect = (clientId: string, secret: string, value: string) => introspectAs(t, clientId, secret, value);

  async function codeFor(options: { type?: 'public' | 'confidential'; pkce?: boolean; scopes?: string[] } = {}) {
    const { client, secret } = await createApprovedClient(t, { redirectUris: [REDIRECT_URI], type: options.type, scopes: options.scopes });
    const agent = await signIn(t, await createUser(t));
    const location = await consent(agent, {
      client_id: client.clientId,
      redirect_uri: REDIRECT_URI,
      scope: (options.scopes ?? ['PROFILE_READ']).join(' '),
      state: 's',
      ...(options.pkce ? { code_challenge: s256(VERIFIER), code_challenge_method: 'S256' } : {}),
    });
    return { clientId: client.clientId, secret: secret!, code: location.searchParams.get('code')! };
  }

  const exchange = (c: { clientId: string; secret?: string; code: string }, extra: Record<string, string> = {}) =>
    token()
      .type('form')
      .send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI, client_id: c.clientId, ...(c.secret ? { client_secret: c.secret } : {}), ...extra });

  it('answers exactly the token response of the spec, with no-store headers', async () => {
    const res = await exchange(await codeFor({ scopes: ['PROFILE_READ', 'BOOKING_READ'] })).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    expect(res.body).toMatchObject({ token_type: 'bearer', expires_in: 1800, scope: 'BOOKING_READ PROFILE_READ' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
  });

  it('accepts a JSON body and HTTP Basic as well', async () => {
    const c = await codeFor();
    await token().auth(c.clientId, c.secret).send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI }).expect(200);
  });

  it('decodes HTTP Basic credentials as form-urlencoded (RFC 6749 §2.3.1)', async () => {
    const c = await codeFor();
    const basic = Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.secret)}`).toString('base64');
    await token().set('Authorization', `Basic ${basic}`).type('form').send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI }).expect(200);
  });

  it('refuses other body types', async () => {
    expectOAuthError(await token().set('Content-Type', 'text/plain').send('grant_type=authorization_code'), 400, 'invalid_request', /x-www-form-urlencoded/);
  });

  it('answers malformed JSON in the OAuth error shape', async () => {
    expectOAuthError(await token().set('Content-Type', 'application/json').send('{"grant_type":'), 400, 'invalid_request', /not valid JSON/);
  });

  it('grant_type=password → unsupported_grant_type; none → invalid_request', async () => {
    const c = await codeFor();
    expectOAuthError(await token().type('form').send({ grant_type: 'password', username: 'a', password: 'b', client_id: c.clientId, client_secret: c.secret }), 400, 'unsupported_grant_type');
    expectOAuthError(await token().type('form').send({ client_id: c.clientId, client_secret: c.secret }), 400, 'invalid_request', /grant_type/);
  });

  it('a repeated parameter → invalid_request; in JSON, a list where a parameter goes is the wrong type', async () => {
    const c = await codeFor();
    const res = await token().type('form').send(`grant_type=authorization_code&code=${c.code}&code=${c.code}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&client_id=${c.clientId}&client_secret=${c.secret}`);
    expectOAuthError(res, 400, 'invalid_request', /^The code parameter is sent more than once\.$/);
    // In JSON a list is not a parameter sent twice, only the wrong type.
    const list = await token().send({ grant_type: ['refresh_token'], refresh_token: 'x', client_id: 'y' });
    expectOAuthError(list, 400, 'invalid_request', /^The grant_type parameter must be a string\.$/);
  });

  it('a NUL character in any parameter → invalid_request, before the code is looked at (and it stays redeemable)', async () => {
    const c = await codeFor();
    expectOAuthError(await exchange(c, { redirect_uri: `${REDIRECT_URI}\u0000` }), 400, 'invalid_request', /NUL/);
    expectOAuthError(await exchange({ ...c, clientId: `${c.clientId}\u0000` }), 400, 'invalid_request', /NUL/);
    expect((await exchange(c)).status).toBe(200);
  });

  it('both HTTP Basic and a body secret → invalid_request', async () => {
    const c = await codeFor();
    expectOAuthError(await exchange(c).auth(c.clientId, c.secret), 400, 'invalid_request', /not both/);
  });

  it('client authentication failures → 401 invalid_client (with a Basic challenge when Basic was used)', async () => {
    const c = await codeFor();
    const wrong = await exchange({ ...c, secret: 'scs_wrong' });
    expectOAuthError(wrong, 401, 'invalid_client');
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic realm=/); // every 401 carries a challenge
    expectOAuthError(await exchange({ ...c, clientId: 'unknown-client' }), 401, 'invalid_client');
    expectOAuthError(await exchange({ ...c, clientId: 'x'.repeat(6000) }), 400, 'invalid_request', /too long/);
    expectOAuthError(await exchange({ ...c, secret: undefined }), 401, 'invalid_client', /client_secret is required/);
    const basic = await token().auth(c.clientId, 'scs_wrong').type('form').send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI });
    expectOAuthError(basic, 401, 'invalid_client');
    expect(basic.headers['www-authenticate']).toMatch(/^Basic realm=/);
    // Basic credentials that are not base64, or none at all, fail the same way as undecodable ones.
    for (const header of ['Basic !!!notbase64', 'Basic', 'basic Zm9v']) {
      const bad = await token().set('Authorization', header).type('form').send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI });
      expectOAuthError(bad, 401, 'invalid_client', /malformed HTTP Basic credentials/);
      expect(bad.headers['www-authenticate']).toMatch(/^Basic realm=/);
    }
    const otherScheme = await token().set('Authorization', 'Bearer sat_x').type('form').send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI });
    expectOAuthError(otherScheme, 400, 'invalid_request', /HTTP Basic or with client_id/);
    await exchange(c).expect(200); // the code was not consumed by the failed attempts
  });

  it('a revoked secret stops working at once → 401 invalid_client; tokens already issued keep working', async () => {
    const issued = await issueTokens(t);
    const owner = await signIn(t, (await t.dataSource.query(`SELECT u.email FROM users u JOIN oauth_clients c ON c.owner_id = u.id WHERE c.client_id = $1`, [issued.clientId]))[0]);
    const second = (await owner.post(`/v2/oauth-clients/${issued.clientId}/secrets`).send({}).expect(201)).body.data;
    const [first] = (await owner.get(`/v2/oauth-clients/${issued.clientId}/secrets`)).body.data;
    await owner.delete(`/v2/oauth-clients/${issued.clientId}/secrets/${first.id}`).expect(204);

    const old = await token().type('form').send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret });
    expectOAuthError(old, 401, 'invalid_client', /revoked/);
    expect((await introspect(issued.clientId, second.secret, issued.accessToken)).body.active).toBe(true);
    await token().type('form').send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: second.secret }).expect(200);
  });

  it('limits failed client authentications: the 11th failure in a minute is 429 with Retry-After', async () => {
    const c = await codeFor();
    clock = holdClock(t, MINUTE_PLUS_TEN_SECONDS);
    for (let i = 0; i < 10; i++) expectOAuthError(await exchange({ ...c, secret: `scs_wrong${i}` }), 401, 'invalid_client');
    const blocked = await exchange({ ...c, secret: 'scs_wrong-again' });
    expectOAuthError(blocked, 429, 'temporarily_unavailable', /Too many failed client authentications/);
    expect(blocked.headers['retry-after']).toBe('50'); // until the minute ends
    // The next minute counts afresh: a wrong secret is a plain invalid_client again.
    clock.advance(50_000);
    expectOAuthError(await exchange({ ...c, secret: 'scs_wrong-next-minute' }), 401, 'invalid_client');
    // Whoever knows the (public) client_id cannot lock the client out: its real secret still works.
    await exchange(c).expect(200);
  });

  it('a client that is not approved → unauthorized_client (suspension stops refreshes at once)', async () => {
    const issued = await issueTokens(t);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${issued.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    const res = await token().type('form').send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret });
    expectOAuthError(res, 400, 'unauthorized_client', /suspended/);
    const inspecting = await request(t.url).post('/v2/auth/oauth2/introspect').auth(issued.clientId, issued.secret!).type('form').send({ token: issued.accessToken });
    expectOAuthError(inspecting, 400, 'unauthorized_client');
  });

  describe('authorization codes', () => {
    it('a code used twice → invalid_grant, and the first pair is revoked', async () => {
      const c = await codeFor();
      const first = await exchange(c).expect(200);
      const second = await exchange(c);
      expectOAuthError(second, 400, 'invalid_grant', /already used/);
      expect((await introspect(c.clientId, c.secret, first.body.access_token)).body.active).toBe(false);
      expectOAuthError(await token().type('form').send({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token, client_id: c.clientId, client_secret: c.secret }), 400, 'invalid_grant');
      const actions = (await t.app.get(AuditService).history('oauth_client', c.clientId)).map((e) => e.action);
      expect(actions).toContain('grant.revoked');
    });

    it('a code older than its lifetime → invalid_grant', async () => {
      const c = await codeFor();
      await t.dataSource.query(`UPDATE oauth_authorization_codes SET expires_at = now() - interval '1 second'`);
      expectOAuthError(await exchange(c), 400, 'invalid_grant', /expired/);
    });

    it('a code lives AUTH_CODE_TTL_SECONDS (60 by default)', async () => {
      await codeFor();
      const [row] = await t.dataSource.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM oauth_authorization_codes`);
      expect(row.ttl).toBe(60);
    });

    it('a redirect_uri different from the authorize one → invalid_grant (and the code is spent)', async () => {
      const c = await codeFor();
      expectOAuthError(await exchange(c, { redirect_uri: `${REDIRECT_URI}/` }), 400, 'invalid_grant', /redirect_uri does not match .* presented only once: start the authorization again/);
      // The right request after the refusal: spent, and nothing was issued, so nothing is said to be revoked.
      const again = await exchange(c);
      expectOAuthError(again, 400, 'invalid_grant', /already presented and refused/);
      expect(again.body.error_description).not.toMatch(/revoked/);
      expectOAuthError(await exchange({ ...c }, { redirect_uri: '' }), 400, 'invalid_request', /redirect_uri parameter is required/);
    });

    it('a code issued to another client → invalid_grant, and the code stays usable by its client', async () => {
      const c = await codeFor();
      const other = await createApprovedClient(t);
      expectOAuthError(await exchange({ clientId: other.client.clientId, secret: other.secret, code: c.code }), 400, 'invalid_grant', /another client/);
      await exchange(c).expect(200);
    });

    it('PKCE: the right verifier works; a wrong one → invalid_grant', async () => {
      const ok = await codeFor({ pkce: true });
      await exchange(ok, { code_verifier: VERIFIER }).expect(200);
      const wrong = await codeFor({ pkce: true });
      expectOAuthError(await exchange(wrong, { code_verifier: `${VERIFIER}x` }), 400, 'invalid_grant', /does not match/);
      const missing = await codeFor({ pkce: true });
      expectOAuthError(await exchange(missing), 400, 'invalid_grant', /code_verifier is required/);
    });

    it('PKCE: a verifier for a code issued without a challenge → invalid_grant', async () => {
      const c = await codeFor();
      expectOAuthError(await exchange(c, { code_verifier: VERIFIER }), 400, 'invalid_grant', /no code_challenge/);
    });

    it('a public client authenticates with PKCE alone; a secret from it is refused', async () => {
      const c = await codeFor({ type: 'public', pkce: true });
      expectOAuthError(await exchange({ ...c, secret: 'scs_x' }, { code_verifier: VERIFIER }), 401, 'invalid_client', /public clients/);
      const c2 = await codeFor({ type: 'public', pkce: true });
      await exchange({ clientId: c2.clientId, code: c2.code }, { code_verifier: VERIFIER }).expect(200);
    });
  });

  describe('refresh tokens', () => {
    const refresh = (issued: { clientId: string; secret?: string }, refreshToken: string, extra: Record<string, string> = {}) =>
      token().type('form').send({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: issued.clientId, client_secret: issued.secret, ...extra });

    it('keeps the original scopes, rotates, and may narrow but never widen', async () => {
      const issued = await issueTokens(t, { scopes: ['BOOKING_READ', 'PROFILE_READ', 'SCHEDULE_READ'], requested: 'BOOKING_READ PROFILE_READ' });
      const kept = await refresh(issued, issued.refreshToken).expect(200);
      expect(kept.body.scope).toBe('BOOKING_READ PROFILE_READ');
      expect(kept.body.refresh_token).not.toBe(issued.refreshToken);

      expectOAuthError(await refresh(issued, kept.body.refresh_token, { scope: 'BOOKING_READ SCHEDULE_READ' }), 400, 'invalid_scope', /never widen/);
      const narrowed = await refresh(issued, kept.body.refresh_token, { scope: 'PROFILE_READ' }).expect(200); // not consumed by the refusal
      expect(narrowed.body.scope).toBe('PROFILE_READ');
      const back = await refresh(issued, narrowed.body.refresh_token).expect(200);
      expect(back.body.scope).toBe('BOOKING_READ PROFILE_READ'); // the refresh token keeps the grant's scopes (RFC 6749 §6)
    });

    it('client authentication fails on a refresh exactly as on any grant, and the token is not spent', async () => {
      // A valid client with a valid token takes one statement; everything else the full path.
      const issued = await issueTokens(t);
      const wrong = { clientId: issued.clientId, secret: 'scs_wrong' };
      expectOAuthError(await refresh(wrong, issued.refreshToken), 401, 'invalid_client', /not valid/);
      const basic = await token().auth(issued.clientId, 'scs_wrong').type('form').send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken });
      expectOAuthError(basic, 401, 'invalid_client');
      expect(basic.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expectOAuthError(await refresh({ clientId: issued.clientId }, issued.refreshToken), 401, 'invalid_client', /client_secret is required/);
      expectOAuthError(await refresh({ clientId: 'unknown-client', secret: issued.secret }, issued.refreshToken), 401, 'invalid_client', /unknown client_id/);
      // Client authentication comes first, before the request's own problems.
      expectOAuthError(await refresh(wrong, issued.refreshToken, { scope: 'NOT_A_SCOPE' }), 401, 'invalid_client');
      expectOAuthError(await token().type('form').send({ grant_type: 'refresh_token', client_id: issued.clientId, client_secret: 'scs_wrong' }), 401, 'invalid_client');
      expectOAuthError(await refresh(issued, issued.refreshToken, { scope: 'NOT_A_SCOPE' }), 400, 'invalid_scope', /Unknown scope/);
      await refresh(issued, issued.refreshToken).expect(200);
    });

    it('past the failure limit a failing refresh gets 429, and the right secret still refreshes', async () => {
      const issued = await issueTokens(t);
      clock = holdClock(t, MINUTE_PLUS_TEN_SECONDS);
      for (let i = 0; i < 10; i++) expectOAuthError(await refresh({ clientId: issued.clientId, secret: `scs_wrong${i}` }, issued.refreshToken), 401, 'invalid_client');
      const blocked = await refresh({ clientId: issued.clientId, secret: 'scs_wrong-again' }, issued.refreshToken);
      expectOAuthError(blocked, 429, 'temporarily_unavailable', /Too many failed client authentications/);
      await refresh(issued, issued.refreshToken).expect(200);
    });

    it('a public client refreshes with its client_id alone; a secret from it is refused without spending the token', async () => {
      const issued = await issueTokens(t, { type: 'public' });
      expectOAuthError(await refresh({ clientId: issued.clientId, secret: 'scs_anything' }, issued.refreshToken), 401, 'invalid_client', /public clients/);
      const rotated = await refresh({ clientId: issued.clientId }, issued.refreshToken).expect(200);
      expect(rotated.body.refresh_token).toMatch(/^srt_/);
    });

    it('a refresh token of another client → invalid_grant', async () => {
      const issued = await issueTokens(t);
      const other = await createApprovedClient(t);
      expectOAuthError(await refresh({ clientId: other.client.clientId, secret: other.secret }, issued.refreshToken), 400, 'invalid_grant', /another client/);
      await refresh(issued, issued.refreshToken).expect(200);
    });

    it('reuse within the window gets a fresh pair; later reuse revokes the whole grant', async () => {
      const issued = await issueTokens(t);
      const first = await refresh(issued, issued.refreshToken).expect(200);
      const again = await refresh(issued, issued.refreshToken).expect(200); // concurrent-refresh window
      expect(again.body.access_token).not.toBe(first.body.access_token);

      await t.dataSource.query(`UPDATE oauth_refresh_tokens SET used_at = now() - interval '11 seconds' WHERE used_at IS NOT NULL`);
      expectOAuthError(await refresh(issued, issued.refreshToken), 400, 'invalid_grant', /already used/);
      for (const pair of [first.body, again.body]) {
        expect((await introspect(issued.clientId, issued.secret!, pair.access_token)).body.active).toBe(false);
        expectOAuthError(await refresh(issued, pair.refresh_token), 400, 'invalid_grant', /revoked/);
      }
      const actions = (await t.app.get(AuditService).history('oauth_client', issued.clientId)).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['refresh_token.reuse_detected', 'grant.revoked']));
    });

    it('an expired refresh token → invalid_grant', async () => {
      const issued = await issueTokens(t);
      await t.dataSource.query(`UPDATE oauth_refresh_tokens SET expires_at = now() - interval '1 second'`);
      expectOAuthError(await refresh(issued, issued.refreshToken), 400, 'invalid_grant', /expired/);
    });

    it('refresh tokens live 30 days, access tokens 30 minutes', async () => {
      await issueTokens(t);
      const [r] = await t.dataSource.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM oauth_refresh_tokens`);
      const [a] = await t.dataSource.query(`SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM oauth_access_tokens`);
      expect([r.ttl, a.ttl]).toEqual([30 * 86400, 1800]);
    });
  });
});
