import request from 'supertest';
import { issueTokens } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * The default endpoints of the MCP authorization specification of 2025-03-26, which clients use
 * when they have no metadata (the Python SDK refreshing after a restart): `/token`, `/register`
 * and `/authorize` at the root answer as the published endpoints do.
 */
describe('The 2025-03-26 default endpoints at the root', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('POST /token refreshes as the token endpoint does, errors and headers included', async () => {
    const issued = await issueTokens(t);
    const refreshed = await request(t.url)
      .post('/token')
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret })
      .expect(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
    expect(refreshed.body).toMatchObject({ token_type: expect.stringMatching(/^bearer$/i), access_token: expect.stringMatching(/^sat_/), scope: issued.scope });
    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${refreshed.body.access_token}`).expect(200);
    // A refusal is the token endpoint's own (RFC 6749 §5.2).
    const bad = await request(t.url).post('/token').type('form').send({ grant_type: 'password', client_id: issued.clientId, client_secret: issued.secret }).expect(400);
    expect(bad.body).toEqual({ error: 'unsupported_grant_type', error_description: expect.any(String) });
  });

  it('POST /register registers as RFC 7591 registration does', async () => {
    const res = await request(t.url).post('/register').send({ redirect_uris: ['http://127.0.0.1:9/cb'], token_endpoint_auth_method: 'none', client_name: 'Fallback Agent' }).expect(201);
    expect(res.body).toMatchObject({ client_id: expect.any(String), status: 'pending', client_name: 'Fallback Agent' });
  });

  it('GET /authorize redirects to the authorization page with the same query', async () => {
    const query = 'response_type=code&client_id=abc&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2Fcb&state=a%20b&scope=PROFILE_READ';
    const res = await request(t.url).get(`/authorize?${query}`).expect(302);
    expect(res.headers.location).toBe(`${t.url}/auth/oauth2/authorize?${query}`);
  });

  it('other methods and paths are not taken over', async () => {
    await request(t.url).get('/token').expect(404);
    await request(t.url).get('/register').expect(404);
    await request(t.url).post('/tokens').type('form').send({}).expect(404);
  });
});
