import request from 'supertest';
import { RegistrationPolicyService } from '../../src/oauth/registration/registration-policy.service';
import { PERSONAL_SCOPES, type RegistrationPolicy } from '../../src/oauth/registration/registration-policy';
import { createAdmin, signIn } from '../factories';
import { createTestApp, TestApp } from '../setup/test-app';

/** RFC 7591: an agent registers itself, when the registration policy allows it. */
describe('Dynamic client registration (RFC 7591)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: '4' });
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const setPolicy = (changes: Partial<RegistrationPolicy>) =>
    t.app.get(RegistrationPolicyService).update({ kind: 'system' }, { dynamicRegistration: true, metadataDocuments: false, scopes: PERSONAL_SCOPES, autoApproveHosts: [], ...changes });
  const register = (body: object) => request(t.url).post('/v2/auth/oauth2/register').send(body);
  const agent = { redirect_uris: ['http://127.0.0.1:33418/callback'], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], client_name: 'Desk Agent' };

  it('is off by default: 404, and the metadata names no registration endpoint', async () => {
    const res = await register(agent).expect(404);
    expect(res.body).toEqual({ error: 'invalid_request', error_description: 'Dynamic client registration is not enabled on this server.' });
    const metadata = (await request(t.url).get('/.well-known/oauth-authorization-server').expect(200)).body;
    expect(metadata.registration_endpoint).toBeUndefined();
    expect(metadata.client_id_metadata_document_supported).toBeUndefined();
  });

  it('registers a public client, pending review, with the policy’s scopes; the metadata advertises the endpoint', async () => {
    await setPolicy({});
    const metadata = (await request(t.url).get('/.well-known/oauth-authorization-server').expect(200)).body;
    expect(metadata.registration_endpoint).toBe(`${t.url}/v2/auth/oauth2/register`);
    const res = await register(agent).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      client_id: expect.any(String),
      client_id_issued_at: expect.any(Number),
      redirect_uris: agent.redirect_uris,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      client_name: 'Desk Agent',
      scope: PERSONAL_SCOPES.join(' '),
    });
    // In the review queue, without an owner, marked as self-registered.
    const admin = await signIn(t, await createAdmin(t));
    const queue = (await admin.get('/v2/admin/oauth-clients?status=pending').expect(200)).body.data.items;
    expect(queue).toMatchObject([{ clientId: res.body.client_id, kind: 'dynamic', owner: null, status: 'pending', type: 'public' }]);
    expect((await admin.get('/settings/admin/oauth-clients?status=pending').expect(200)).text).toContain('Self-registered');
    // Pending: no authorization yet.
    const page = await admin.get('/auth/oauth2/authorize').query({ client_id: res.body.client_id, redirect_uri: agent.redirect_uris[0], response_type: 'code', scope: 'PROFILE_READ' });
    expect(page.status).toBe(400);
    expect(page.text).toContain('waiting for review');
  });

  it('a confidential client gets its secret once, and `*` approves it at once; scopes are capped by the policy', async () => {
    await setPolicy({ autoApproveHosts: ['*'], scopes: ['PROFILE_READ', 'BOOKING_READ'] });
    const res = await register({ redirect_uris: ['https://agent.example/cb'], token_endpoint_auth_method: 'client_secret_post', scope: 'PROFILE_READ ORG_PROFILE_WRITE NOPE' }).expect(201);
    expect(res.body).toMatchObject({ token_endpoint_auth_method: 'client_secret_post', client_secret: expect.stringMatching(/.{30,}/), client_secret_expires_at: 0, scope: 'PROFILE_READ', client_name: 'Agent at agent.example' });
    const [row] = await t.dataSource.query(`SELECT status, type, kind, owner_id FROM oauth_clients WHERE client_id = $1`, [res.body.client_id]);
    expect(row).toEqual({ status: 'approved', type: 'confidential', kind: 'dynamic', owner_id: null });
    // The secret works at the token endpoint (a wrong one does not).
    const introspect = (secret: string) => request(t.url).post('/v2/auth/oauth2/introspect').type('form').send({ token: 'x', client_id: res.body.client_id, client_secret: secret });
    expect((await introspect(res.body.client_secret).expect(200)).body).toEqual({ active: false });
    await introspect('wrong').expect(401);
  });

  it.each([
    [{ ...agent, redirect_uris: ['http://agent.example/cb'] }, 'invalid_redirect_uri', /must use https/],
    [{ ...agent, redirect_uris: [] }, 'invalid_redirect_uri', /At least 1 redirect URI/],
    [{ ...agent, redirect_uris: Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`) }, 'invalid_redirect_uri', /At most 10/],
    [{ ...agent, redirect_uris: ['https://a.example/cb#x'] }, 'invalid_redirect_uri', /fragment/],
    [{ ...agent, redirect_uris: 'https://a.example/cb' }, 'invalid_client_metadata', /array of strings/],
    [{ ...agent, token_endpoint_auth_method: 'private_key_jwt' }, 'invalid_client_metadata', /token_endpoint_auth_method/],
    [{ ...agent, grant_types: ['client_credentials'] }, 'invalid_client_metadata', /grant_types/],
    [{ ...agent, response_types: ['token'] }, 'invalid_client_metadata', /response_types/],
    [{ ...agent, scope: 'ORG_PROFILE_WRITE' }, 'invalid_client_metadata', /scope names none/],
    [{ ...agent, client_name: 42 }, 'invalid_client_metadata', /client_name must be a string/],
    [{ ...agent, client_uri: 'javascript:alert(1)' }, 'invalid_client_metadata', /client_uri/],
  ])('refuses %j as %s', async (body, error, description) => {
    await setPolicy({});
    const res = await register(body).expect(400);
    expect(res.body.error).toBe(error);
    expect(res.body.error_description).toMatch(description);
    expect(await t.dataSource.query(`SELECT 1 FROM oauth_clients WHERE kind = 'dynamic'`)).toEqual([]);
  });

  it('counts registrations per address', async () => {
    await setPolicy({});
    for (let i = 0; i < 4; i++) await register(agent).expect(201);
    const refused = await register(agent).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.error).toBe('temporarily_unavailable');
  });
});
