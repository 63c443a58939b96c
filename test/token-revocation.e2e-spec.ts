import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { createAdmin, createApprovedClient, createUser, signIn } from './factories';
import { consent, expectOAuthError, introspectAs, issueTokens, REDIRECT_URI } from './factories/oauth';
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

  it('suspension revokes every grant of the client and its unredeemed codes (audited); reinstating it revives none', async () => {
    const { client, secret } = await createApprovedClient(t, { redirectUris: [REDIRECT_URI], scopes: ['PROFILE_READ'] });
    const codeFor = async () => {
      const params = { client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'PROFILE_READ', state: 's' };
      return (await consent(await signIn(t, await createUser(t)), params)).searchParams.get('code')!;
    };
    const token = (form: Record<string, string>) =>
      request(t.url).post('/v2/auth/oauth2/token').type('form').send({ ...form, client_id: client.clientId, client_secret: secret! });
    const exchange = (code: string) => token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    const pairs = [(await exchange(await codeFor()).expect(200)).body, (await exchange(await codeFor()).expect(200)).body];
    const pendingCode = await codeFor();
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reinstate`).send({}).expect(200);

    for (const pair of pairs) {
      expect((await introspect(client.clientId, secret!, pair.access_token)).body.active).toBe(false);
      expectOAuthError(await token({ grant_type: 'refresh_token', refresh_token: pair.refresh_token }), 400, 'invalid_grant');
    }
    expectOAuthError(await exchange(pendingCode), 400, 'invalid_grant');
    const revoked = (await t.app.get(AuditService).history('oauth_client', client.clientId)).filter((e) => e.action === 'grant.revoked');
    expect(revoked).toHaveLength(1);
    expect(revoked[0].details).toMatchObject({ reason: 'client_suspended' });
    expect((revoked[0].details as { grantIds: string[] }).grantIds).toHaveLength(2);
  });
});
