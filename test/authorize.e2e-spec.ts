import { AuditService } from '../src/audit/audit.service';
import { ClientsService } from '../src/oauth/clients/clients.service';
import { s256 } from '../src/oauth/token/pkce';
import { createAdmin, createApprovedClient, createClient, createUser, csrfFrom, signIn } from './factories';
import { consent, REDIRECT_URI } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

describe('The authorization endpoint and consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  async function setup(options: Parameters<typeof createApprovedClient>[1] = {}) {
    const { client, secret } = await createApprovedClient(t, { redirectUris: [REDIRECT_URI], ...options });
    const user = await createUser(t);
    const agent = await signIn(t, user);
    const params = { client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'PROFILE_READ', state: 'xyz' };
    return { client, secret, user, agent, params };
  }

  /** An error shown to the person: a 400 page, and no redirect anywhere. */
  async function expectErrorPage(agent: ReturnType<TestApp['http']>, params: Record<string, string>, message: RegExp, status = 400) {
    const res = await agent.get('/auth/oauth2/authorize').query(params);
    expect(res.status).toBe(status);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(message);
  }

  /** An error reported to the app at its redirect URI. */
  async function expectRedirectedError(agent: ReturnType<TestApp['http']>, params: Record<string, string>, error: string) {
    const res = await agent.get('/auth/oauth2/authorize').query(params).expect(303);
    const location = new URL(res.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe(params.state);
    expect(location.searchParams.get('iss')).toBe(t.url);
    return location;
  }

  it('sends a signed-out person to the login page and back to the consent page', async () => {
    const { params, user } = await setup();
    const agent = t.http();
    const res = await agent.get('/auth/oauth2/authorize').query(params).expect(303);
    const login = new URL(res.headers.location, t.url);
    expect(login.pathname).toBe('/auth/login');
    const returnTo = login.searchParams.get('returnTo')!;
    expect(returnTo).toMatch(/^\/auth\/oauth2\/authorize\?/);
    const form = await agent.get(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const back = await agent
      .post('/auth/login')
      .type('form')
      .send({ _csrf: csrfFrom(form.text), email: user.email, password: 'correct horse battery', returnTo })
      .expect(303);
    expect(back.headers.location).toBe(returnTo);
    const page = await agent.get(returnTo).expect(200);
    expect(page.text).toContain('wants to access your account');
  });

  it('the login page reached from an authorization request names the app asking, escaped', async () => {
    const { params, client } = await setup({ name: 'Acme <Calendar>' });
    const res = await t.http().get('/auth/oauth2/authorize').query(params).expect(303);
    const login = await t.http().get(res.headers.location).expect(200);
    expect(login.text).toContain('Sign in to continue to <strong>“Acme &lt;Calendar&gt;”</strong>');
    expect(login.text).toContain('<title>Sign in to continue to “Acme &lt;Calendar&gt;”</title>');
    expect(login.text).not.toContain('Acme <Calendar>');

    // A failed attempt shows the page again, still naming the app; so does the sign-up page.
    const returnTo = new URL(res.headers.location, t.url).searchParams.get('returnTo')!;
    const agent = t.http();
    const form = await agent.get(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const failed = await agent
      .post('/auth/login')
      .type('form')
      .send({ _csrf: csrfFrom(form.text), email: 'nobody@example.com', password: 'wrong password', returnTo })
      .expect(401);
    expect(failed.text).toContain('Sign in to continue to <strong>“Acme &lt;Calendar&gt;”</strong>');
    const signup = await t.http().get(`/auth/signup?returnTo=${encodeURIComponent(returnTo)}`).expect(200);
    expect(signup.text).toContain('Create an account to continue to <strong>“Acme &lt;Calendar&gt;”</strong>');
    expect(client.name).toBe('Acme <Calendar>');
  });

  it('the login page names no app unless the return address is a valid request of an approved client', async () => {
    const { params } = await setup({ name: 'Approved App' });
    const pending = await createClient(t, { name: 'Pending App', redirectUris: [REDIRECT_URI] });
    const loginFor = async (path: string) => (await t.http().get(`/auth/login?returnTo=${encodeURIComponent(path)}`).expect(200)).text;
    const authorize = (p: Record<string, string | string[]>) => {
      const query = new URLSearchParams();
      for (const [k, v] of Object.entries(p)) for (const one of [v].flat()) query.append(k, one);
      return `/auth/oauth2/authorize?${query}`;
    };

    expect(await loginFor(authorize(params))).toContain('“Approved App”');
    const refused = [
      authorize({ ...params, client_id: pending.client.clientId }), // not approved
      authorize({ ...params, client_id: 'no-such-client' }),
      authorize({ ...params, redirect_uri: 'https://evil.example/cb' }), // not a registered redirect URI
      authorize({ ...params, scope: 'NOT_A_SCOPE' }), // an invalid request
      authorize({ ...params, client_id: [params.client_id, params.client_id] }), // a parameter twice
      `/auth/oauth2/authorize/elsewhere?${new URLSearchParams(params)}`,
      `/settings/apps?client_id=${params.client_id}&name=Approved+App`,
      `https://evil.example/auth/oauth2/authorize?${new URLSearchParams(params)}`, // not a path of this site
    ];
    for (const returnTo of refused) {
      const text = await loginFor(returnTo);
      expect(text).not.toContain('continue to');
      expect(text).not.toContain('Pending App');
      expect(text).not.toContain('Approved App');
    }
  });

  it('shows the app, its website, the person and each scope in words, grouped, and cannot be framed', async () => {
    const { agent, params, user } = await setup({ name: 'Acme <Planner>', scopes: ['BOOKING_READ', 'PROFILE_READ', 'TEAM_EVENT_TYPE_READ', 'ORG_BOOKING_READ'] });
    const page = await agent.get('/auth/oauth2/authorize').query({ ...params, scope: 'ORG_BOOKING_READ,BOOKING_READ TEAM_EVENT_TYPE_READ' }).expect(200);
    expect(page.text).toContain('Acme &lt;Planner&gt;');
    expect(page.text).toContain('https://app.example.com');
    expect(page.text).toContain(user.email);
    expect(page.text).toMatch(/Your account<\/h2><ul class="scopes"><li data-scope="BOOKING_READ">View bookings<\/li>/);
    expect(page.text).not.toContain('Listing bookings'); // the developer's description of the scope stays out
    expect(page.text).not.toContain('/v2/teams/');
    expect(page.text).toMatch(/Your teams<\/h2>.*View team event types/s);
    expect(page.text).toMatch(/Your organization<\/h2>.*View all bookings across the organization/s);
    expect(page.text).not.toContain('View personal info'); // asked only for these three
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://app.example.com");
  });

  it('Allow redirects (303) with code, state and iss; Deny with access_denied', async () => {
    const { agent, params } = await setup();
    const allowed = await consent(agent, params, 'allow');
    expect(allowed.origin + allowed.pathname).toBe(REDIRECT_URI);
    expect(allowed.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(allowed.searchParams.get('state')).toBe('xyz');
    expect(allowed.searchParams.get('iss')).toBe(t.url);
    const denied = await consent(agent, params, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('xyz');
    expect(denied.searchParams.get('code')).toBeNull();
  });

  it('the decision needs the session’s CSRF token and re-validates the parameters', async () => {
    const { agent, params } = await setup();
    await agent.post('/auth/oauth2/authorize').type('form').send({ ...params, decision: 'allow' }).expect(403);
    const page = await agent.get('/auth/oauth2/authorize').query(params);
    const csrf = csrfFrom(page.text);
    const tampered = await agent
      .post('/auth/oauth2/authorize')
      .type('form')
      .send({ ...params, redirect_uri: 'https://evil.example/cb', _csrf: csrf, decision: 'allow' })
      .expect(400);
    expect(tampered.headers.location).toBeUndefined();
  });

  it('unknown client → error page, no redirect', async () => {
    const { agent, params } = await setup();
    await expectErrorPage(agent, { ...params, client_id: 'no-such-client' }, /not known here/);
    await expectErrorPage(agent, { ...params, client_id: '' }, /no client_id/);
  });

  it.each(['pending', 'rejected', 'suspended'])('%s client → a page saying so, no redirect (its redirect URI is not loopback)', async (status) => {
    const { client } = await createClient(t, { redirectUris: [REDIRECT_URI] });
    const admin = await signIn(t, await createAdmin(t));
    if (status === 'rejected') await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reject`).send({ reason: 'No' }).expect(200);
    if (status === 'suspended') {
      await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
      await admin.post(`/v2/admin/oauth-clients/${client.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    }
    const agent = await signIn(t, await createUser(t));
    await expectErrorPage(agent, { client_id: client.clientId, redirect_uri: REDIRECT_URI, scope: 'PROFILE_READ', state: 's' }, new RegExp(status === 'pending' ? 'waiting for review' : status), 403);
  });

  it.each([
    ['a trailing slash', `${REDIRECT_URI}/`],
    ['other case', REDIRECT_URI.replace('callback', 'Callback')],
    ['an extra query', `${REDIRECT_URI}?next=/admin`],
    ['another path', 'https://app.example.com/other'],
    ['another host', 'https://evil.example/callback'],
    ['nothing', ''],
  ])('unregistered redirect URI (%s) → error page, no redirect', async (_what, redirectUri) => {
    const { agent, params } = await setup();
    await expectErrorPage(agent, { ...params, redirect_uri: redirectUri }, /redirect_uri/);
  });

  it('checks the client before anything else, even for a signed-out visitor', async () => {
    const res = await t.http().get('/auth/oauth2/authorize').query({ client_id: 'nope', redirect_uri: REDIRECT_URI }).expect(400);
    expect(res.text).toContain('not known here');
  });

  it.each([
    ['a scope the client is not registered for', { scope: 'PROFILE_READ BOOKING_WRITE' }, 'invalid_scope'],
    ['an unknown scope', { scope: 'PROFILE_READ EVERYTHING' }, 'invalid_scope'],
    ['no scope', { scope: '' }, 'invalid_scope'],
    ['another response_type', { response_type: 'token' }, 'unsupported_response_type'],
    ['code_challenge_method=plain', { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }, 'invalid_request'],
    ['a malformed code_challenge', { code_challenge: 'short', code_challenge_method: 'S256' }, 'invalid_request'],
    ['a method without a challenge', { code_challenge_method: 'S256' }, 'invalid_request'],
  ])('%s → redirect with the error', async (_what, change, error) => {
    const { agent, params } = await setup();
    await expectRedirectedError(agent, { ...params, ...change }, error);
  });

  it('a repeated parameter → invalid_request', async () => {
    const { agent, client } = await setup();
    const res = await agent
      .get(`/auth/oauth2/authorize?client_id=${client.clientId}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&scope=PROFILE_READ&scope=BOOKING_READ&state=s`)
      .expect(303);
    expect(new URL(res.headers.location).searchParams.get('error')).toBe('invalid_request');
  });

  it('parses space- and comma-separated scopes, mixed, with duplicates', async () => {
    const { agent, params } = await setup({ scopes: ['BOOKING_READ', 'PROFILE_READ', 'SCHEDULE_READ'] });
    const page = await agent.get('/auth/oauth2/authorize').query({ ...params, scope: 'PROFILE_READ,BOOKING_READ  SCHEDULE_READ,PROFILE_READ' }).expect(200);
    expect(page.text).toContain('name="scope" value="BOOKING_READ SCHEDULE_READ PROFILE_READ"');
  });

  it('a public client without code_challenge → invalid_request', async () => {
    const { agent, params } = await setup({ type: 'public' });
    const location = await expectRedirectedError(agent, params, 'invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    await agent.get('/auth/oauth2/authorize').query({ ...params, code_challenge: s256('v'.repeat(50)) }).expect(200); // S256 is the default
  });

  describe('legacy clients', () => {
    async function legacy() {
      const owner = await createUser(t);
      const { client, secret } = await t.app.get(ClientsService).createLegacy({ kind: 'cli' }, owner.id, { name: 'Old App', redirectUris: [REDIRECT_URI] });
      return { client, secret: secret!, owner };
    }

    it('without scope, asks for full access and issues an unrestricted token (scope "")', async () => {
      const { client, secret } = await legacy();
      const agent = await signIn(t, await createUser(t));
      const params = { client_id: client.clientId, redirect_uri: REDIRECT_URI, state: 's' };
      const page = await agent.get('/auth/oauth2/authorize').query(params).expect(200);
      expect(page.text).toContain('Full access to your account');
      const code = (await consent(agent, params)).searchParams.get('code')!;
      const tokens = await t
        .http()
        .post('/v2/auth/oauth2/token')
        .type('form')
        .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: client.clientId, client_secret: secret })
        .expect(200);
      expect(tokens.body.scope).toBe('');
      const info = await t.http().post('/v2/auth/oauth2/introspect').auth(client.clientId, secret).type('form').send({ token: tokens.body.access_token }).expect(200);
      expect(info.body).toMatchObject({ active: true, scope: '', unrestricted: true });

      // `scope` on refresh restricts that access token only; the grant stays unrestricted.
      const refresh = (refreshToken: string, extra: Record<string, string> = {}) =>
        t.http().post('/v2/auth/oauth2/token').auth(client.clientId, secret).type('form').send({ grant_type: 'refresh_token', refresh_token: refreshToken, ...extra }).expect(200);
      const narrowed = await refresh(tokens.body.refresh_token, { scope: 'BOOKING_READ' });
      expect(narrowed.body.scope).toBe('BOOKING_READ');
      const narrowedInfo = await t.http().post('/v2/auth/oauth2/introspect').auth(client.clientId, secret).type('form').send({ token: narrowed.body.access_token }).expect(200);
      expect(narrowedInfo.body).toMatchObject({ active: true, scope: 'BOOKING_READ' });
      expect(narrowedInfo.body.unrestricted).toBeUndefined(); // said only of unrestricted tokens
      expect((await refresh(narrowed.body.refresh_token)).body.scope).toBe('');
    });

    it('with scope (any known names), restricts the token to them', async () => {
      const { client } = await legacy();
      const agent = await signIn(t, await createUser(t));
      const page = await agent.get('/auth/oauth2/authorize').query({ client_id: client.clientId, redirect_uri: REDIRECT_URI, scope: 'ORG_BOOKING_READ', state: 's' }).expect(200);
      expect(page.text).toContain('View all bookings across the organization');
      expect(page.text).not.toContain('Full access');
    });

    it('after migration, the old URL without scope gets invalid_scope while the old token still works', async () => {
      const { client, secret, owner } = await legacy();
      const user = await createUser(t);
      const agent = await signIn(t, user);
      const oldUrl = { client_id: client.clientId, redirect_uri: REDIRECT_URI, state: 's' };
      const code = (await consent(agent, oldUrl)).searchParams.get('code')!;
      const old = await t
        .http()
        .post('/v2/auth/oauth2/token')
        .type('form')
        .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: client.clientId, client_secret: secret })
        .expect(200);

      await (await signIn(t, owner)).patch(`/v2/oauth-clients/${client.clientId}`).send({ scopes: ['PROFILE_READ'] }).expect(200);

      await expectRedirectedError(agent, oldUrl, 'invalid_scope');
      await expectRedirectedError(agent, { ...oldUrl, scope: 'BOOKING_READ' }, 'invalid_scope');
      await agent.get('/auth/oauth2/authorize').query({ ...oldUrl, scope: 'PROFILE_READ' }).expect(200);

      const info = await t.http().post('/v2/auth/oauth2/introspect').auth(client.clientId, secret).type('form').send({ token: old.body.access_token }).expect(200);
      expect(info.body).toMatchObject({ active: true, unrestricted: true });
      const refreshed = await t
        .http()
        .post('/v2/auth/oauth2/token')
        .auth(client.clientId, secret)
        .type('form')
        .send({ grant_type: 'refresh_token', refresh_token: old.body.refresh_token })
        .expect(200);
      expect(refreshed.body.scope).toBe(''); // still unrestricted, refreshes included

      // ...until the user authorizes again: the new, scoped consent ends the unrestricted grant.
      const again = (await consent(agent, { ...oldUrl, scope: 'PROFILE_READ' })).searchParams.get('code')!;
      const scoped = await t
        .http()
        .post('/v2/auth/oauth2/token')
        .type('form')
        .send({ grant_type: 'authorization_code', code: again, redirect_uri: REDIRECT_URI, client_id: client.clientId, client_secret: secret })
        .expect(200);
      expect(scoped.body.scope).toBe('PROFILE_READ');
      const stale = await t.http().post('/v2/auth/oauth2/token').auth(client.clientId, secret).type('form').send({ grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token });
      expect(stale.body.error).toBe('invalid_grant');
      await t.http().get('/v2/me').set('Authorization', `Bearer ${refreshed.body.access_token}`).expect(401);
      await t.http().get('/v2/me').set('Authorization', `Bearer ${scoped.body.access_token}`).expect(200);
      // Recorded with the change, as the person's act.
      const history = await t.app.get(AuditService).history('oauth_client', client.clientId);
      expect(history.filter((e) => e.action === 'grant.revoked')).toEqual([
        expect.objectContaining({ actorKind: 'user', actorUserId: user.id, details: { reason: 'superseded', grants: 1 } }),
      ]);
    });
  });
});
