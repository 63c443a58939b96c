import request from 'supertest';
import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';

const PERSONAL = ['EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'BOOKING_READ', 'BOOKING_WRITE', 'SCHEDULE_READ', 'SCHEDULE_WRITE', 'APPS_READ', 'APPS_WRITE', 'PROFILE_READ', 'PROFILE_WRITE', 'WEBHOOK_READ', 'WEBHOOK_WRITE'];

/** RFC 9728: what an agent that knows only a URL learns from a refusal and the metadata it points to. */
describe('Protected resource metadata (RFC 9728)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it.each([
    ['', '', 'Scheduling (REST API and MCP endpoint)', PERSONAL],
    ['/v2', '/v2', 'Scheduling REST API', PERSONAL],
    // The MCP tools' scopes within the default policy: the personal ones (TEAM_PROFILE_READ is not).
    ['/mcp', '/mcp', 'Scheduling MCP endpoint', ['EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'BOOKING_READ', 'BOOKING_WRITE', 'SCHEDULE_READ', 'SCHEDULE_WRITE', 'APPS_READ', 'PROFILE_READ']],
  ])('the document of resource "%s"', async (suffix, path, name, scopes) => {
    const res = await request(t.url).get(`/.well-known/oauth-protected-resource${suffix}`).set('Origin', 'https://agent.example').expect(200);
    expect(res.body).toEqual({
      resource: `${t.url}${path}`,
      authorization_servers: [t.url],
      scopes_supported: scopes,
      bearer_methods_supported: ['header'],
      resource_name: name,
      resource_documentation: `${t.url}/docs`,
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('an unknown resource has no document', async () => {
    await request(t.url).get('/.well-known/oauth-protected-resource/v3').expect(404);
  });

  it('a bare 401 from the API leads to the document, and the document to the authorization server', async () => {
    const refused = await request(t.url).get('/v2/bookings').expect(401);
    const challenge = refused.headers['www-authenticate'] as string;
    const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1];
    expect(metadataUrl).toBe(`${t.url}/.well-known/oauth-protected-resource/v2`);
    const document = await request(metadataUrl).get('').expect(200);
    const as = await request(`${document.body.authorization_servers[0]}/.well-known/oauth-authorization-server`).get('').expect(200);
    expect(as.body).toMatchObject({ issuer: t.url, response_types_supported: ['code'], authorization_response_iss_parameter_supported: true });
  });

  it('every 401 and 403 of the API names the metadata beside its error and scope; public routes too', async () => {
    const pointer = `resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`;
    const invalid = await request(t.url).get('/v2/me').set('Authorization', `Bearer sat_${'A'.repeat(43)}`).expect(401);
    expect(invalid.headers['www-authenticate']).toMatch(new RegExp(`^Bearer realm="api", error="invalid_token", .*, ${pointer}$`));
    const { token } = await issueAccessToken(t, { scopes: ['BOOKING_READ'] });
    const forbidden = await request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(403);
    expect(forbidden.headers['www-authenticate']).toBe(`Bearer realm="api", error="insufficient_scope", scope="PROFILE_READ", ${pointer}`);
    const onPublic = await request(t.url).get('/v2/slots').query({ eventTypeId: 1 }).set('Authorization', 'Bearer nope').expect(401);
    expect(onPublic.headers['www-authenticate']).toContain(pointer);
    // The OAuth endpoints answer their own challenge (client authentication), untouched.
    const token401 = await request(t.url).post('/v2/auth/oauth2/token').auth('nobody', 'x').type('form').send({ grant_type: 'refresh_token', refresh_token: 'x' });
    expect(token401.status).toBe(401);
    expect(token401.headers['www-authenticate']).toBe(`Basic realm="${t.url}", charset="UTF-8"`);
  });
});
