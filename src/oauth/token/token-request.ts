import { OAuthError } from '../errors/oauth-error';

export type OAuthParams = Partial<Record<string, string>>;
export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

/** Client IDs issued here are 24 characters; anything much longer is not one. */
export const MAX_CLIENT_ID = 128;

/**
 * The client credentials a request presents (RFC 6749 §2.3): `client_secret` by HTTP Basic or in
 * the body, or a public client's `client_id` alone. Malformed ones are kept as the error they
 * earn, raised only when the client is authenticated, so every grant reports problems in one order.
 */
export type PresentedCredentials =
  | { kind: 'presented'; clientId: string; secret?: string; method: ClientAuthMethod }
  | { kind: 'malformed'; code: 'invalid_request' | 'invalid_client'; description: string };

/**
 * One request to the token, revocation or introspection endpoint, read once at the edge: its
 * parameters, the client credentials it presents, and the caller's address (for failure limits).
 * Everything below the controller works from this, never from the HTTP request.
 */
export interface TokenRequest {
  params: OAuthParams;
  credentials: PresentedCredentials;
  ip: string;
}

export function required(params: OAuthParams, name: string): string {
  const value = params[name];
  if (value === undefined) throw new OAuthError('invalid_request', `The ${name} parameter is required.`);
  return value;
}

