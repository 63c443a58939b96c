import request from 'supertest';
import { ClientsService } from '../src/oauth/clients/clients.service';
import { createAdmin, createUser, signIn } from './factories';
import { addOrgMember, createOrganization } from './factories/organizations';
import { createSchedule } from './factories/scheduling';
import { consent, issueAccessToken, issueTokens, REDIRECT_URI } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

describe('GET/PATCH /v2/me and the bearer rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const me = (token?: string) => {
    const req = request(t.url).get('/v2/me');
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('no token → 401 with a Bearer challenge naming the resource metadata, and the error envelope', async () => {
    const res = await me().expect(401);
    expect(res.headers['www-authenticate']).toBe(`Bearer realm="api", resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`);
    expect(res.body).toEqual({ status: 'error', error: { code: 'missing_token', message: expect.stringContaining('Authorization: Bearer') } });
  });

  it('a token without PROFILE_READ → 403 insufficient_scope', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['BOOKING_READ', 'PROFILE_WRITE'] });
    const res = await me(token).expect(403);
    expect(res.headers['www-authenticate']).toBe(
      `Bearer realm="api", error="insufficient_scope", scope="PROFILE_READ", resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`,
    );
    expect(res.body.error.code).toBe('insufficient_scope');
  });

  it('a token with PROFILE_READ → 200 with the documented profile', async () => {
    const user = await createUser(t, { name: 'Ana Lima', timeZone: 'Europe/Lisbon' });
    const { token } = await issueAccessToken(t, { user, scopes: ['PROFILE_READ'] });
    const res = await me(token).expect(200);
    expect(res.body).toEqual({
      status: 'success',
      data: {
        id: user.id,
        email: user.email,
        name: 'Ana Lima',
        timeZone: 'Europe/Lisbon',
        weekStart: 'monday',
        locale: 'en',
        createdAt: expect.any(String),
        username: user.email.split('@')[0],
        timeFormat: 12,
        defaultScheduleId: null,
        organizationId: null,
      },
    });
  });

  it('names the default schedule and the organization, once the person has them; an invitation is no membership', async () => {
    const user = await createUser(t, { email: 'Bo.Silva+cal@example.com' });
    const { token } = await issueAccessToken(t, { user, scopes: ['PROFILE_READ', 'PROFILE_WRITE'] });
    const schedule = await createSchedule(t, { userId: user.id }, { name: 'Hours' });
    const invited = await createOrganization(t, undefined, 'Invited Org');
    await addOrgMember(t, invited.organization.id, user, 'MEMBER', false);
    expect((await me(token).expect(200)).body.data).toMatchObject({ username: 'bo-silva-cal', defaultScheduleId: schedule.id, organizationId: null });
    const joined = await createOrganization(t, undefined, 'Joined Org');
    await addOrgMember(t, joined.organization.id, user);
    expect((await me(token).expect(200)).body.data).toMatchObject({ defaultScheduleId: schedule.id, organizationId: joined.organization.id });
    // A locale other than US English writes 24 hours; PATCH answers the same profile.
    const patched = await request(t.url).patch('/v2/me').set('Authorization', `Bearer ${token}`).send({ locale: 'pt-PT' }).expect(200);
    expect(patched.body.data).toMatchObject({ locale: 'pt-PT', timeFormat: 24, defaultScheduleId: schedule.id, organizationId: joined.organization.id });
  });

  it.each([
    ['an unknown token', 'sat_' + 'A'.repeat(43)],
    ['a malformed token', 'not-a-token'],
    ['a refresh token', 'srt_' + 'A'.repeat(43)],
  ])('%s → 401 invalid_token', async (_what, token) => {
    const res = await me(token).expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="api", error="invalid_token"/);
  });

  it('a non-Bearer Authorization header → 401, a bare challenge (RFC 6750 §3.1: an unsupported method)', async () => {
    const res = await request(t.url).get('/v2/me').set('Authorization', 'Basic dXNlcjpwYXNz').expect(401);
    expect(res.headers['www-authenticate']).toBe(`Bearer realm="api", resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`);
  });

  it('a malformed Bearer header → 401 invalid_token', async () => {
    const res = await request(t.url).get('/v2/me').set('Authorization', 'Bearer two words').expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="api", error="invalid_token"/);
  });

  it('an expired token → 401', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    await t.dataSource.query(`UPDATE oauth_access_tokens SET expires_at = now() - interval '1 second'`);
    await me(token).expect(401);
  });

  it('a revoked token → 401 at once, even with the lookup cache', async () => {
    const issued = await issueTokens(t, { scopes: ['PROFILE_READ'] });
    await me(issued.accessToken).expect(200); // now cached
    await request(t.url).post('/v2/auth/oauth2/revoke').auth(issued.clientId, issued.secret!).type('form').send({ token: issued.accessToken }).expect(200);
    await me(issued.accessToken).expect(401);
  });

  it('a token of a client suspended after issue → 401 at once, and for good: reinstating the client does not revive it', async () => {
    const issued = await issueTokens(t, { scopes: ['PROFILE_READ'] });
    await me(issued.accessToken).expect(200);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${issued.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    await me(issued.accessToken).expect(401);
    await admin.post(`/v2/admin/oauth-clients/${issued.clientId}/reinstate`).send({}).expect(200);
    await me(issued.accessToken).expect(401);
  });

  it('a token whose app the user revoked on /settings/apps → 401 at once', async () => {
    const issued = await issueTokens(t, { scopes: ['PROFILE_READ'] });
    await me(issued.accessToken).expect(200);
    const agent = await signIn(t, issued.user);
    const page = await agent.get('/settings/apps');
    await agent.post(`/settings/apps/${issued.clientId}/revoke`).type('form').send({ _csrf: /name="_csrf" value="([^"]+)"/.exec(page.text)![1], confirm: 'yes' }).expect(303);
    await me(issued.accessToken).expect(401);
  });

  it('a legacy (unrestricted) token → 200, on every scoped route', async () => {
    const owner = await createUser(t);
    const { client, secret } = await t.app.get(ClientsService).createLegacy({ kind: 'cli' }, owner.id, { name: 'Old', redirectUris: [REDIRECT_URI] });
    const agent = await signIn(t, await createUser(t));
    const code = (await consent(agent, { client_id: client.clientId, redirect_uri: REDIRECT_URI, state: 's' })).searchParams.get('code')!;
    const tokens = await request(t.url)
      .post('/v2/auth/oauth2/token')
      .type('form')
      .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: client.clientId, client_secret: secret })
      .expect(200);
    await me(tokens.body.access_token).expect(200);
    await request(t.url).patch('/v2/me').set('Authorization', `Bearer ${tokens.body.access_token}`).send({ locale: 'pt-br' }).expect(200);
  });

  it('refuses a token in the query string or body (it would end up in logs)', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    const res = await request(t.url).get(`/v2/me?access_token=${token}`).expect(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(t.rawLogs()).not.toContain(token.slice(4, 30));
  });

  it('an access token never works on first-party routes', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'], unrestricted: true });
    await request(t.url).get('/v2/oauth-clients').set('Authorization', `Bearer ${token}`).expect(401);
    await request(t.url).get('/v2/admin/oauth-clients').set('Authorization', `Bearer ${token}`).expect(401);
  });

  describe('PATCH /v2/me', () => {
    const patch = (token: string, body: object) => request(t.url).patch('/v2/me').set('Authorization', `Bearer ${token}`).send(body);

    it('updates name, time zone, week start and locale with PROFILE_WRITE', async () => {
      const { token, user } = await issueAccessToken(t, { scopes: ['PROFILE_WRITE'] });
      const res = await patch(token, { name: 'New Name', timeZone: 'America/Sao_Paulo', weekStart: 'sunday', locale: 'pt-br' }).expect(200);
      expect(res.body.data).toMatchObject({ id: user.id, name: 'New Name', timeZone: 'America/Sao_Paulo', weekStart: 'sunday', locale: 'pt-BR' });
    });

    it('needs PROFILE_WRITE (PROFILE_READ is not enough)', async () => {
      const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
      await patch(token, { name: 'X' }).expect(403);
    });

    it.each([
      [{ timeZone: 'Mars/Olympus' }, /IANA time zone/],
      [{ weekStart: 'someday' }, /weekStart must be one of/],
      [{ locale: 'not a locale!' }, /BCP 47/],
      [{ name: '' }, /name/],
      [{ email: 'x@example.com' }, /email should not exist/],
    ])('refuses %p with 422', async (body, message) => {
      const { token } = await issueAccessToken(t, { scopes: ['PROFILE_WRITE'] });
      const res = await patch(token, body).expect(422);
      expect(res.body.error.message).toMatch(message);
    });
  });
});
