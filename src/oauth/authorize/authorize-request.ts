import { DEFAULT_RESOURCE, parseResource, type ResourcePath, resourceUrl } from '../../scopes/protected-resources';
import { Scope } from '../../scopes/scope-catalogue';
import { parseScopeParameter } from '../../scopes/scope-parameter';
import type { ClientCredentials } from '../clients/client-credentials.service';
import { OAuthErrorCode } from '../errors/oauth-error';
import { S256_CHALLENGE } from '../token/pkce';
import { unknownResource } from '../token/resource-parameter';
import { isRegisteredRedirectUri } from './redirect-uri';

export interface AuthorizeRequest {
  client: ClientCredentials;
  /** As requested; it matched a registered one. */
  redirectUri: string;
  state?: string;
  scopes: Scope[];
  /** A legacy client asked without `scope`: the token may call every endpoint. */
  unrestricted: boolean;
  codeChallenge: string | null;
  /** What the grant will be for (RFC 8707); the REST API when the request named no `resource`. */
  audience: ResourcePath;
  /** The resource the request named, as its URL (the consent form carries it on); none for the default. */
  resource?: string;
}

/** An error that may be sent back to the client's redirect URI (RFC 6749 §4.1.2.1). */
export class RedirectableError {
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    readonly redirectUri: string,
    readonly state?: string,
  ) {}
}

/**
 * What a client may be granted at a resource, and how a request beyond it is refused: for most
 * clients, the scopes they were registered (and reviewed) for, wherever the token is for.
 */
export type ScopeCeiling = (client: ClientCredentials, audience: ResourcePath) => { allowed: readonly Scope[]; refusal: string };

const registeredScopes: ScopeCeiling = (client) => ({ allowed: client.scopes, refusal: 'This app is not registered for:' });

const SINGLE = ['response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method'];

/**
 * Validates the parameters after the client and its redirect URI are trusted: anything wrong from
 * here on can safely be reported to the app at its redirect URI.
 */
export function validateAuthorizeParameters(
  client: ClientCredentials,
  redirectUri: string,
  params: Record<string, unknown>,
  baseUrl: string,
  ceiling: ScopeCeiling = registeredScopes,
): AuthorizeRequest | RedirectableError {
  const stateValue = typeof params.state === 'string' && params.state.length <= 2048 ? params.state : undefined;
  const fail = (error: OAuthErrorCode, description: string) => new RedirectableError(error, description, redirectUri, stateValue);

  for (const name of SINGLE) {
    if (params[name] !== undefined && typeof params[name] !== 'string') return fail('invalid_request', `The ${name} parameter must be sent once, as text.`);
  }
  const get = (name: string) => ((params[name] as string | undefined) === '' ? undefined : (params[name] as string | undefined));
  if (get('state') !== undefined && stateValue === undefined) return fail('invalid_request', 'state is longer than 2048 characters.');
  const responseType = get('response_type');
  if (responseType !== undefined && responseType !== 'code') {
    return fail('unsupported_response_type', 'Only response_type=code (the authorization-code flow) is supported.');
  }

  const audience = audienceOf(params.resource, baseUrl);
  if (audience === null) return fail('invalid_target', unknownResource(baseUrl).message);

  const scope = get('scope');
  const { allowed, refusal } = ceiling(client, audience ?? DEFAULT_RESOURCE);
  let scopes: Scope[] = [];
  let unrestricted = false;
  if (scope === undefined) {
    if (!client.legacy) return fail('invalid_scope', `scope is required: ask for some of ${allowed.join(' ')}.`);
    unrestricted = true;
  } else {
    const parsed = parseScopeParameter(scope);
    if (parsed.unknown.length > 0) return fail('invalid_scope', `Unknown scope: ${parsed.unknown.join(', ')}.`);
    if (parsed.scopes.length === 0) return fail('invalid_scope', 'scope names no scope.');
    const extra = client.legacy ? [] : parsed.scopes.filter((s) => !allowed.includes(s));
    if (extra.length > 0) return fail('invalid_scope', `${refusal} ${extra.join(', ')}.`);
    scopes = parsed.scopes;
  }

  const challenge = get('code_challenge');
  const method = get('code_challenge_method');
  if (method !== undefined && challenge === undefined) return fail('invalid_request', 'code_challenge_method was sent without code_challenge.');
  if (challenge !== undefined) {
    if (method === 'plain') return fail('invalid_request', 'code_challenge_method=plain is not supported: use S256.');
    if (method !== undefined && method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
    if (!S256_CHALLENGE.test(challenge)) return fail('invalid_request', 'code_challenge must be the 43-character base64url SHA-256 of the code_verifier.');
  } else if (client.type === 'public') {
    return fail('invalid_request', 'Public clients must use PKCE: send code_challenge with code_challenge_method=S256.');
  }

  return {
    client,
    redirectUri,
    state: stateValue,
    scopes,
    unrestricted,
    codeChallenge: challenge ?? null,
    audience: audience ?? DEFAULT_RESOURCE,
    resource: audience === undefined ? undefined : resourceUrl(baseUrl, audience),
  };
}

/**
 * RFC 8707 §2: `resource` may be sent several times, each value one of our resources. The grant has
 * one audience: the one named, or the whole server when both of its parts are. Undefined when none
 * was sent, null when one is not ours.
 */
function audienceOf(value: unknown, baseUrl: string): ResourcePath | null | undefined {
  const values = value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];
  if (values.length === 0) return undefined;
  const parsed = new Set<ResourcePath | null>(values.map((v) => (typeof v === 'string' ? parseResource(baseUrl, v) : null)));
  if (parsed.has(null)) return null;
  return parsed.size === 1 ? [...parsed][0] : '';
}

/** Whether the requested redirect URI may receive responses at all. */
export function redirectUriAllowed(client: ClientCredentials, requested: unknown): requested is string {
  return typeof requested === 'string' && isRegisteredRedirectUri(client.redirectUris, requested);
}
