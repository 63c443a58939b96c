import request from 'supertest';
import { s256 } from '../../src/oauth/token/pkce';
import { createApprovedClient, createUser, signIn } from '../factories';
import { consent, expectOAuthError, introspectAs, REDIRECT_URI, VERIFIER } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';

/** RFC 8707: a token is for one resource, named at authorization and narrowed (never widened) at the token endpoint. */
describe('Resource indicators (RFC 8707)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  async function codeFor(resource?: string | string[]) {
    const { client, secret } = await createApprovedClient(t, { redirectUris: [REDIRECT_URI], scopes: ['PROFILE_READ'] });
    const params: Record<string, string> = { client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'PROFILE_READ', state: 's' };
    const agent = await signIn(t, await createUser(t));
    let location: URL;
    if (Array.isArray(resource)) {
      // Repeated in the query string, as RFC 8707 allows: the consent form carries the one audience on.
      const query = new URLSearchParams(params);
      for (const r of resource) query.append('resource', r);
      const page = await agent.get(`/auth/oauth2/authorize?${query}`).expect(200);
      const hidden = /name="resource" value="([^"]+)"/.exec(page.text)![1];
      location = await consent(agent, { ...params, resource: hidden });
    } else {
      location = await consent(agent, resource ? { ...params, resource } : params);
    }
    return { clientId: client.clientId, secret: secret!, code: location.searchParams.get('code')! };
  }

  const exchange = (c: { clientId: string; secret: string; code: string }, resource?: string) =>
    request(t.url)
      .post('/v2/auth/oauth2/token')
      .auth(c.clientId, c.secret)
      .type('form')
      .send({ grant_type: 'authorization_code', code: c.code, redirect_uri: REDIRECT_URI, ...(resource ? { resource } : {}) });
  const refresh = (c: { clientId: string; secret: string }, token: string, resource?: string) =>
    request(t.url).post('/v2/auth/oauth2/token').auth(c.clientId, c.secret).type('form').send({ grant_type: 'refresh_token', refresh_token: token, ...(resource ? { resource } : {}) });
  const me = (token: string) => request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`);
  const aud = async (c: { clientId: string; secret: string }, token: string) => (await introspectAs(t, c.clientId, c.secret, token)).body.aud;

  it('without resource, a token is for the REST API, as before', async () => {
    const c = await codeFor();
    const tokens = (await exchange(c).expect(200)).body;
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
    expect(await aud(c, tokens.access_token)).toBe(`${t.url}/v2`);
    await me(tokens.access_token).expect(200);
  });

  it('a token for the MCP endpoint is refused by the REST API, naming its audience', async () => {
    const c = await codeFor(`${t.url}/mcp`);
    const tokens = (await exchange(c).expect(200)).body;
    expect(await aud(c, tokens.access_token)).toBe(`${t.url}/mcp`);
    expect(await aud(c, tokens.refresh_token)).toBe(`${t.url}/mcp`);
    const refused = await me(tokens.access_token).expect(401);
    expect(refused.body.error).toEqual({ code: 'invalid_token', message: `The access token is for ${t.url}/mcp, not ${t.url}/v2.` });
    expect(refused.headers['www-authenticate']).toBe(
      `Bearer realm="api", error="invalid_token", error_description="The access token is for ${t.url}/mcp, not ${t.url}/v2", resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`,
    );
    // A refresh cannot widen it to the REST API or the whole server.
    for (const wider of [`${t.url}/v2`, t.url]) expectOAuthError(await refresh(c, tokens.refresh_token, wider), 400, 'invalid_target', /never widen/);
  });

  it('a grant for the whole server works at the API, and a refresh may narrow its next token to one part', async () => {
    const c = await codeFor(t.url);
    const tokens = (await exchange(c).expect(200)).body;
    expect(await aud(c, tokens.access_token)).toBe(t.url);
    await me(tokens.access_token).expect(200);
    const narrowed = (await refresh(c, tokens.refresh_token, `${t.url}/mcp`).expect(200)).body;
    expect(await aud(c, narrowed.access_token)).toBe(`${t.url}/mcp`);
    await me(narrowed.access_token).expect(401);
    // The grant keeps its audience: the next refresh without resource is for the whole server again.
    const again = (await refresh(c, narrowed.refresh_token).expect(200)).body;
    expect(await aud(c, again.access_token)).toBe(t.url);
  });

  it('both parts asked at authorization make a grant for the whole server; the code exchange may narrow it', async () => {
    const c = await codeFor([`${t.url}/v2`, `${t.url}/mcp`]);
    const tokens = (await exchange(c, `${t.url}/v2`).expect(200)).body;
    expect(await aud(c, tokens.access_token)).toBe(`${t.url}/v2`);
    expect(await aud(c, tokens.refresh_token)).toBe(t.url);
  });

  it('a code exchange cannot widen the audience (the code is spent), and an unknown resource leaves the code unspent', async () => {
    const c = await codeFor(`${t.url}/v2`);
    expectOAuthError(await exchange(c, 'https://elsewhere.example/api'), 400, 'invalid_target', /resource must be one of/);
    expectOAuthError(await exchange(c, `${t.url}/v2#frag`), 400, 'invalid_target');
    expectOAuthError(await exchange(c, t.url), 400, 'invalid_target', /never widen it\. A code can be presented only once/);
    expectOAuthError(await exchange(c), 400, 'invalid_grant', /already presented/);
  });

  it('an unknown resource at authorization goes back to the app as invalid_target, with iss', async () => {
    const { client } = await createApprovedClient(t, { type: 'public', redirectUris: [REDIRECT_URI], scopes: ['PROFILE_READ'] });
    const agent = await signIn(t, await createUser(t));
    const res = await agent
      .get('/auth/oauth2/authorize')
      .query({
        client_id: client.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: 'PROFILE_READ',
        state: 'xyz',
        code_challenge: s256(VERIFIER),
        code_challenge_method: 'S256',
        resource: 'https://elsewhere.example/mcp',
      })
      .expect(303);
    const location = new URL(res.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'invalid_target', error_description: expect.stringContaining('resource must be one of'), state: 'xyz', iss: t.url });
  });
});
