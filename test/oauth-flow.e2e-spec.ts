import type * as OAuth from 'oauth4webapi' with { 'resolution-mode': 'import' };
import { createApprovedClient, createUser, signIn } from './factories';
import { consent } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * The whole flow as a third-party app drives it, over real HTTP, with a standards-following client
 * library: discovery, authorization with state (and PKCE), code exchange, refresh, introspection,
 * revocation.
 */
describe('The authorization-code flow, driven by oauth4webapi', () => {
  let t: TestApp;
  let oauth: typeof OAuth;
  let as: OAuth.AuthorizationServer;
  let insecure: { [OAuth.allowInsecureRequests]: true };

  beforeAll(async () => {
    oauth = await import('oauth4webapi'); // ESM-only
    insecure = { [oauth.allowInsecureRequests]: true } as typeof insecure;
    t = await createTestApp();
    const issuer = new URL(t.url);
    as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('discovers the server metadata (RFC 8414)', () => {
    expect(as).toMatchObject({
      issuer: t.url,
      authorization_endpoint: `${t.url}/auth/oauth2/authorize`,
      token_endpoint: `${t.url}/v2/auth/oauth2/token`,
      revocation_endpoint: `${t.url}/v2/auth/oauth2/revoke`,
      introspection_endpoint: `${t.url}/v2/auth/oauth2/introspect`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(as.scopes_supported).toHaveLength(30);
    expect(as.scopes_supported).toContain('ORG_PROFILE_WRITE');
  });

  async function authorize(clientId: string, redirectUri: string, scope: string, pkce?: { challenge: string }) {
    const user = await createUser(t);
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', scope);
    url.searchParams.set('state', state);
    if (pkce) {
      url.searchParams.set('code_challenge', pkce.challenge);
      url.searchParams.set('code_challenge_method', 'S256');
    }
    const callback = await consent(await signIn(t, user), Object.fromEntries(url.searchParams));
    return { user, callback, state };
  }

  it.each([
    ['client_secret_basic', (s: string) => oauth.ClientSecretBasic(s)],
    ['client_secret_post', (s: string) => oauth.ClientSecretPost(s)],
  ])('confidential client (%s): code → tokens → refresh → introspect → revoke', async (_name, auth) => {
    const redirectUri = 'https://app.example.com/callback';
    const { client: registered, secret } = await createApprovedClient(t, { redirectUris: [redirectUri], scopes: ['BOOKING_READ', 'PROFILE_READ'] });
    const client: OAuth.Client = { client_id: registered.clientId };
    const clientAuth = auth(secret!);

    const { user, callback, state } = await authorize(client.client_id, redirectUri, 'PROFILE_READ BOOKING_READ');
    expect(callback.searchParams.get('iss')).toBe(t.url);
    const params = oauth.validateAuthResponse(as, client, callback, state);

    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, oauth.nopkce, insecure),
    );
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 1800, scope: 'BOOKING_READ PROFILE_READ' });
    expect(tokens.access_token).toMatch(/^sat_[\w-]{43}$/);
    expect(tokens.refresh_token).toMatch(/^srt_[\w-]{43}$/);

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, insecure),
    );
    expect(refreshed.scope).toBe('BOOKING_READ PROFILE_READ');
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    const info = await oauth.processIntrospectionResponse(
      as,
      client,
      await oauth.introspectionRequest(as, client, clientAuth, refreshed.access_token, insecure),
    );
    expect(info).toMatchObject({
      active: true,
      token_type: 'bearer',
      token_use: 'access_token',
      scope: 'BOOKING_READ PROFILE_READ',
      client_id: client.client_id,
      sub: String(user.id),
      iss: t.url,
    });
    expect(info.exp! - info.iat!).toBe(1800);
    expect(info.username).toBeUndefined(); // the user's email is not the introspecting client's business

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, clientAuth, refreshed.refresh_token!, insecure));
    const after = await oauth.processIntrospectionResponse(
      as,
      client,
      await oauth.introspectionRequest(as, client, clientAuth, refreshed.access_token, insecure),
    );
    expect(after.active).toBe(false); // revoking the refresh token revoked the whole grant
    await expect(
      oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshed.refresh_token!, insecure)),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('public client with PKCE: no secret, the verifier proves the app', async () => {
    const redirectUri = 'http://127.0.0.1/callback';
    const { client: registered } = await createApprovedClient(t, { type: 'public', redirectUris: [redirectUri], scopes: ['SCHEDULE_READ'] });
    const client: OAuth.Client = { client_id: registered.clientId, token_endpoint_auth_method: 'none' };
    const verifier = oauth.generateRandomCodeVerifier();
    const challenge = await oauth.calculatePKCECodeChallenge(verifier);

    // A native app listens on a port it picked at run time (RFC 8252 §7.3).
    const runtimeRedirect = 'http://127.0.0.1:49152/callback';
    const { callback, state } = await authorize(client.client_id, runtimeRedirect, 'SCHEDULE_READ', { challenge });
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, oauth.None(), params, runtimeRedirect, verifier, insecure),
    );
    expect(tokens.scope).toBe('SCHEDULE_READ');

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), tokens.refresh_token!, insecure),
    );
    expect(refreshed.scope).toBe('SCHEDULE_READ');
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, oauth.None(), refreshed.access_token, insecure));
    const info = await oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, oauth.None(), refreshed.access_token, insecure));
    expect(info.active).toBe(false);
  });

  it('the library rejects a callback whose state was tampered with', async () => {
    const redirectUri = 'https://app.example.com/callback';
    const { client: registered } = await createApprovedClient(t, { redirectUris: [redirectUri] });
    const client: OAuth.Client = { client_id: registered.clientId };
    const { callback } = await authorize(client.client_id, redirectUri, 'PROFILE_READ');
    expect(() => oauth.validateAuthResponse(as, client, callback, 'another-state')).toThrow(/state/);
  });
});
