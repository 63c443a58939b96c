import request from 'supertest';
import { createApprovedClient } from './factories';
import { expectOAuthError, introspectAs, issueTokens } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

describe('Token revocation (RFC 7009) and introspection (RFC 7662)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const introspect = (clientId: string, secret: string, value: string) => introspectAs(t, clientId, secret, value);
  const revoke = (c: { clientId: string; secret?: string }, value: string, hint?: string) =>
    request(t.url).post('/v2/auth/oauth2/revoke').type('form').send({ token: value, client_id: c.clientId, client_secret: c.secret, ...(hint ? { token_type_hint: hint } : {}) });

  it('revoking an access token revokes only it; revoking a refresh token revokes the grant', async () => {
    const issued = await issueTokens(t);
    const other = await request(t.url).post('/v2/auth/oauth2/token').type('form').send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret }).expect(200);
    await revoke(issued, issued.accessToken, 'refresh_token').expect(200); // a wrong hint is only a hint
    expect((await introspect(issued.clientId, issued.secret!, issued.accessToken)).body.active).toBe(false);
    expect((await introspect(issued.clientId, issued.secret!, other.body.access_token)).body.active).toBe(true);
    await revoke(issued, other.body.refresh_token).expect(200);
    expect((await introspect(issued.clientId, issued.secret!, other.body.access_token)).body.active).toBe(false);
  });

  it('an unknown token is not an error; another client’s token is refused and left alone', async () => {
    const issued = await issueTokens(t);
    await revoke(issued, 'sat_not-a-token').expect(200);
    const other = await createApprovedClient(t);
    const res = await revoke({ clientId: other.client.clientId, secret: other.secret }, issued.accessToken);
    expectOAuthError(res, 400, 'invalid_grant', /another client/);
    expect((await introspect(issued.clientId, issued.secret!, issued.accessToken)).body.active).toBe(true);
    expect((await introspect(other.client.clientId, other.secret!, issued.accessToken)).body).toEqual({ active: false });
  });

  it('both need client authentication', async () => {
    const issued = await issueTokens(t);
    expectOAuthError(await revoke({ clientId: issued.clientId, secret: 'scs_wrong' }, issued.accessToken), 401, 'invalid_client');
    const res = await request(t.url).post('/v2/auth/oauth2/introspect').type('form').send({ token: issued.accessToken });
    expectOAuthError(res, 400, 'invalid_request', /client_id/);
  });

  it('introspects refresh tokens and says when they are spent', async () => {
    const issued = await issueTokens(t);
    expect((await introspect(issued.clientId, issued.secret!, issued.refreshToken)).body).toMatchObject({ active: true, token_use: 'refresh_token', token_type: 'bearer', scope: 'BOOKING_READ PROFILE_READ' });
    await request(t.url).post('/v2/auth/oauth2/token').type('form').send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret }).expect(200);
    expect((await introspect(issued.clientId, issued.secret!, issued.refreshToken)).body).toEqual({ active: false });
  });
});
