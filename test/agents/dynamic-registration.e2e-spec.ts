import request from 'supertest';
import { RegistrationPolicyService } from '../../src/oauth/registration/registration-policy.service';
import { PERSONAL_SCOPES, type RegistrationPolicy } from '../../src/oauth/registration/registration-policy';
import { createAdmin, createClient, createUser, signIn } from '../factories';

/** Any valid S256 challenge: these requests never reach the token endpoint. */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
import { createTestApp, TestApp } from '../setup/test-app';

/** RFC 7591: an agent registers itself, when the registration policy allows it. */
describe('Dynamic client registration (RFC 7591)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REGISTRATIONS_PER_IP_PER_HOUR: '4', SELF_REGISTERED_PENDING_MAX: '2' });
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const setPolicy = (changes: Partial<RegistrationPolicy>) =>
    t.app.get(RegistrationPolicyService).update({ kind: 'system' }, { dynamicRegistration: true, metadataDocuments: false, scopes: PERSONAL_SCOPES, autoApproveHosts: [], ...changes });
  const register = (body: object) => request(t.url).post('/v2/auth/oauth2/register').send(body);
  const agent = { redirect_uris: ['http://127.0.0.1:33418/callback'], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], client_name: 'Desk Agent' };

  it('is on by default: the client waits for review, and the answer says so', async () => {
    const metadata = (await request(t.url).get('/.well-known/oauth-authorization-server').expect(200)).body;
    expect(metadata.registration_endpoint).toBe(`${t.url}/v2/auth/oauth2/register`);
    expect(metadata.client_id_metadata_document_supported).toBe(true);
    const res = await register(agent).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      client_id: expect.any(String),
      status: 'pending',
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
  });

  it('off: 404, and the metadata names no registration endpoint', async () => {
    await setPolicy({ dynamicRegistration: false });
    const res = await register(agent).expect(404);
    expect(res.body).toEqual({ error: 'invalid_request', error_description: 'Dynamic client registration is not enabled on this server.' });
    const metadata = (await request(t.url).get('/.well-known/oauth-authorization-server').expect(200)).body;
    expect(metadata.registration_endpoint).toBeUndefined();
    expect(metadata.client_id_metadata_document_supported).toBeUndefined();
  });

  it('pending: a waiting agent is told at its loopback redirect URI; a person elsewhere sees a page', async () => {
    const loopback = (await register(agent).expect(201)).body.client_id as string;
    const person = await signIn(t, await createUser(t));
    const ask = (clientId: string, redirectUri: string) =>
      person.get('/auth/oauth2/authorize').query({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'PROFILE_READ', state: 'st 1', code_challenge: CHALLENGE, code_challenge_method: 'S256' });
    const told = await ask(loopback, 'http://127.0.0.1:50123/callback').expect(303); // RFC 8252: any port of a loopback IP
    const location = new URL(told.headers.location as string);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:50123/callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      error: 'unauthorized_client',
      error_description: 'This app is waiting for review by an administrator and cannot be used yet.',
      state: 'st 1',
      iss: t.url,
    });

    const web = (await register({ ...agent, redirect_uris: ['https://agent.example/cb'] }).expect(201)).body.client_id as string;
    const page = await ask(web, 'https://agent.example/cb').expect(403);
    expect(page.headers.location).toBeUndefined();
    expect(page.text).toContain('Desk Agent is waiting for an administrator&#39;s review');
    expect(page.text).toContain('Nothing has been shared with it');
    // An unregistered redirect URI is still never sent anything.
    expect((await ask(loopback, 'http://evil.example/cb').expect(400)).headers.location).toBeUndefined();
  });

  it('at most SELF_REGISTERED_PENDING_MAX self-registered clients wait at once; approved ones do not count', async () => {
    const first = (await register(agent).expect(201)).body.client_id as string;
    await register(agent).expect(201);
    const refused = await register(agent).expect(429);
    expect(refused.body).toEqual({ error: 'temporarily_unavailable', error_description: expect.stringContaining('waiting for an administrator') });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM oauth_clients WHERE kind = 'dynamic'`))[0].n).toBe(2);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${first}/approve`).send({}).expect(200);
    await register(agent).expect(201);
  });

  it('a self-registered client may be granted any scope of the policy at that resource (step-up), and no other', async () => {
    await setPolicy({ autoApproveHosts: ['*'], scopes: [...PERSONAL_SCOPES, 'TEAM_PROFILE_READ'] });
    const clientId = (await register({ ...agent, scope: 'PROFILE_READ' }).expect(201)).body.client_id as string;
    const person = await signIn(t, await createUser(t));
    const ask = (scope: string, resource?: string) =>
      person.get('/auth/oauth2/authorize').query({ client_id: clientId, redirect_uri: agent.redirect_uris[0], response_type: 'code', scope, code_challenge: CHALLENGE, code_challenge_method: 'S256', ...(resource ? { resource } : {}) });
    // Registered for PROFILE_READ only; the policy allows the rest, at the MCP endpoint as at the API.
    const page = await ask('PROFILE_READ TEAM_PROFILE_READ', `${t.url}/mcp`).expect(200);
    expect(page.text).toContain('data-scope="TEAM_PROFILE_READ"');
    await ask('BOOKING_WRITE').expect(200);
    // At /mcp, only scopes its tools use; beyond the policy, nowhere.
    const notAtMcp = new URL((await ask('APPS_WRITE', `${t.url}/mcp`).expect(303)).headers.location as string);
    expect(notAtMcp.searchParams.get('error')).toBe('invalid_scope');
    expect(notAtMcp.searchParams.get('error_description')).toBe('The registration policy of this server does not let self-registered apps ask for: APPS_WRITE.');
    const beyond = new URL((await ask('ORG_PROFILE_READ').expect(303)).headers.location as string);
    expect(beyond.searchParams.get('error_description')).toBe('The registration policy of this server does not let self-registered apps ask for: ORG_PROFILE_READ.');
    // The policy is the ceiling: narrowing it narrows what the client may ask for.
    await setPolicy({ autoApproveHosts: ['*'], scopes: ['PROFILE_READ'] });
    const narrowed = new URL((await ask('PROFILE_READ TEAM_PROFILE_READ').expect(303)).headers.location as string);
    expect(narrowed.searchParams.get('error')).toBe('invalid_scope');
  });

  it('consent says the app registered itself, where it sends the person, and whether an administrator checked it', async () => {
    await setPolicy({ autoApproveHosts: ['*'] });
    const named = { ...agent, client_name: 'Google Calendar', client_uri: 'https://calendar.google.com' };
    const clientId = (await register(named).expect(201)).body.client_id as string;
    const person = await signIn(t, await createUser(t));
    const consentPage = async () =>
      (await person.get('/auth/oauth2/authorize').query({ client_id: clientId, redirect_uri: agent.redirect_uris[0], response_type: 'code', scope: 'PROFILE_READ', code_challenge: CHALLENGE, code_challenge_method: 'S256' }).expect(200)).text;
    const auto = await consentPage();
    expect(auto).toContain('<div class="notice" id="self-registered" data-reviewed="no">');
    expect(auto).toContain('<strong>This app registered itself</strong> with this server, and <strong>no administrator has checked it</strong>.');
    expect(auto).toContain('Its name and website are what it says about itself.');
    expect(auto).toContain('It registered without a web address describing it.');
    expect(auto).toContain('you are sent back to <strong id="redirect-host">127.0.0.1:33418</strong>');
    // Approved by a person (after a suspension and reinstatement, say): the notice says so.
    await t.dataSource.query(`UPDATE oauth_clients SET reviewed_by_id = (SELECT id FROM users LIMIT 1) WHERE client_id = $1`, [clientId]);
    expect(await consentPage()).toContain('<strong>This app registered itself</strong> with this server; an administrator approved it.');
    // A developer's client shows no such notice.
    const { client } = await createClient(t, { redirectUris: ['https://app.example.com/callback'], scopes: ['PROFILE_READ'] });
    await (await signIn(t, await createAdmin(t))).post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    const developers = await person.get('/auth/oauth2/authorize').query({ client_id: client.clientId, redirect_uri: 'https://app.example.com/callback', response_type: 'code', scope: 'PROFILE_READ' }).expect(200);
    expect(developers.text).not.toContain('id="self-registered"');
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
    await setPolicy({ autoApproveHosts: ['*'] });
    for (let i = 0; i < 4; i++) await register(agent).expect(201);
    const refused = await register(agent).expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.error).toBe('temporarily_unavailable');
  });
});
