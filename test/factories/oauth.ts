import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { sha256 } from '../../src/common/crypto/tokens';
import type { User } from '../../src/accounts/user.entity';
import { s256 } from '../../src/oauth/token/pkce';
import type { TestApp } from '../setup/test-app';
import { createApprovedClient, createUser, csrfFrom, signIn, type ClientOptions } from './index';

export const REDIRECT_URI = 'https://app.example.com/callback';
export const VERIFIER = 'a-pkce-code-verifier-that-is-long-enough-0123456789';

/**
 * Goes through the consent page as a signed-in person would: GET the authorization URL, then post
 * the decision with the page's CSRF token. Returns where the browser is sent.
 */
export async function consent(agent: request.Agent, params: Record<string, string>, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const page = await agent.get('/auth/oauth2/authorize').query(params).expect(200);
  const res = await agent
    .post('/auth/oauth2/authorize')
    .type('form')
    .send({ ...params, _csrf: csrfFrom(page.text), decision })
    .expect(303);
  return new URL(res.headers.location as string);
}

export interface Issued {
  user: User;
  clientId: string;
  secret?: string;
  accessToken: string;
  refreshToken: string;
  scope: string;
}

/** An approved client, a person who authorized it, and the token pair it got: the shortest way to a real token. */
export async function issueTokens(
  t: TestApp,
  options: ClientOptions & { user?: User; owner?: User; requested?: string; pkce?: boolean } = {},
): Promise<Issued> {
  const user = options.user ?? (await createUser(t));
  const scopes = options.scopes ?? ['BOOKING_READ', 'PROFILE_READ'];
  const { client, secret } = await createApprovedClient(t, { ...options, scopes, redirectUris: [REDIRECT_URI] });
  const pkce = options.pkce ?? client.type === 'public';
  const params: Record<string, string> = {
    client_id: client.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: options.requested ?? scopes.join(' '),
    state: 'st',
    ...(pkce ? { code_challenge: s256(VERIFIER), code_challenge_method: 'S256' } : {}),
  };
  const location = await consent(await signIn(t, user), params);
  const code = location.searchParams.get('code')!;
  const res = await request(t.url)
    .post('/v2/auth/oauth2/token')
    .type('form')
    .send({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: client.clientId,
      ...(secret ? { client_secret: secret } : {}),
      ...(pkce ? { code_verifier: VERIFIER } : {}),
    })
    .expect(200);
  return { user, clientId: client.clientId, secret, accessToken: res.body.access_token, refreshToken: res.body.refresh_token, scope: res.body.scope };
}

/**
 * A valid access token with exactly these scopes for `user` (created if absent), issued directly
 * through the token store: for specs about what a token may do, not how it was obtained.
 */
export async function issueAccessToken(
  t: TestApp,
  options: {
    user?: User;
    scopes?: string[];
    unrestricted?: boolean;
    /** An approved client to reuse (saves creating one per token). */
    clientId?: string;
    /** The resource it is for, by its path: `/v2` (the default), `/mcp`, or `''` for both. */
    audience?: '' | '/v2' | '/mcp';
  } = {},
): Promise<{ token: string; user: User; clientId: string; grantId: string }> {
  const user = options.user ?? (await createUser(t));
  const client = options.clientId
    ? { clientId: options.clientId }
    : (await createApprovedClient(t, { scopes: options.scopes?.length ? options.scopes : ['PROFILE_READ'] })).client;
  const token = `sat_${randomBytes(32).toString('base64url')}`;
  const [{ id: grantId }] = await t.dataSource.query(
    `INSERT INTO oauth_grants (client_id, user_id, scopes, unrestricted, audience) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [client.clientId, user.id, options.scopes ?? [], options.unrestricted ?? false, options.audience ?? '/v2'],
  );
  await t.dataSource.query(
    `INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, audience, expires_at) VALUES ($1, $2, $3, $4, $5, now() + interval '30 minutes')`,
    [sha256(token), grantId, options.scopes ?? [], options.unrestricted ?? false, options.audience ?? '/v2'],
  );
  return { token, user, clientId: client.clientId, grantId };
}

/** RFC 7662 introspection as `clientId` (Basic), expecting 200. */
export function introspectAs(t: TestApp, clientId: string, secret: string, value: string) {
  return request(t.url).post('/v2/auth/oauth2/introspect').auth(clientId, secret).type('form').send({ token: value }).expect(200);
}

/** An RFC 6749 §5.2 error: its status and code, a description (matching `description` if given), and `no-store`. */
export function expectOAuthError(res: request.Response, status: number, error: string, description?: RegExp): void {
  expect(res.status).toBe(status);
  expect(res.body.error).toBe(error);
  expect(typeof res.body.error_description).toBe('string');
  if (description) expect(res.body.error_description).toMatch(description);
  expect(res.headers['cache-control']).toBe('no-store');
}
