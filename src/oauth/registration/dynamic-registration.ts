import { ValidationError } from '../../common/errors/domain-errors';
import { isScope, type Scope, sortScopes } from '../../scopes/scope-catalogue';
import { checkName, checkOptionalUri, checkRedirectUris } from '../clients/client-rules';
import { OAuthError } from '../errors/oauth-error';
import type { RegistrationPolicy } from './registration-policy';

export const AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];
const GRANT_TYPES = ['authorization_code', 'refresh_token'];

/** A registration request (RFC 7591 §2), checked: what the client record is made of. */
export interface RegistrationRequest {
  name: string;
  redirectUris: string[];
  authMethod: AuthMethod;
  grantTypes: string[];
  scopes: Scope[];
  logoUri: string | null;
  websiteUri: string | null;
}

const metadataError = (description: string) => new OAuthError('invalid_client_metadata', description);

/**
 * Reads RFC 7591 §2 client metadata. Unknown fields are ignored (§2: the server ignores what it
 * does not understand); known ones must be well-formed. Redirect URIs follow the developer form's
 * rules (https, or http on a loopback address, RFC 8252 §7.3; exact strings; 1 to 10), refused
 * with `invalid_redirect_uri`. The scope is capped by the policy (§2: the server may replace what
 * is asked): the policy's scopes the client asked for, or all of them when it asked for none.
 */
export function readRegistration(body: unknown, policy: RegistrationPolicy): RegistrationRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw metadataError('Send the client metadata as a JSON object.');
  const m = body as Record<string, unknown>;
  const strings = (field: string, fallback: string[]): string[] => {
    const value = m[field];
    if (value === undefined) return fallback;
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw metadataError(`${field} must be an array of strings.`);
    return value as string[];
  };
  const text = (field: string): string | undefined => {
    const value = m[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw metadataError(`${field} must be a string.`);
    return value;
  };

  let redirectUris: string[];
  try {
    redirectUris = checkRedirectUris(strings('redirect_uris', []));
  } catch (error) {
    if (error instanceof ValidationError) throw new OAuthError('invalid_redirect_uri', error.message);
    throw error;
  }
  const authMethod = (text('token_endpoint_auth_method') ?? 'client_secret_basic') as AuthMethod;
  if (!AUTH_METHODS.includes(authMethod)) throw metadataError(`token_endpoint_auth_method must be one of ${AUTH_METHODS.join(', ')}.`);
  const grantTypes = strings('grant_types', ['authorization_code']);
  const unsupported = grantTypes.filter((g) => !GRANT_TYPES.includes(g));
  if (unsupported.length > 0 || !grantTypes.includes('authorization_code')) {
    throw metadataError(`grant_types must include authorization_code and may add refresh_token; not supported: ${unsupported.join(', ') || '(none)'}.`);
  }
  const responseTypes = strings('response_types', ['code']);
  if (responseTypes.length !== 1 || responseTypes[0] !== 'code') throw metadataError('response_types must be ["code"].');

  const asked = text('scope');
  const requested = asked === undefined ? [] : asked.split(' ').filter(Boolean);
  const scopes = requested.length === 0 ? policy.scopes : sortScopes(requested.filter((s): s is Scope => isScope(s) && policy.scopes.includes(s as Scope)));
  if (scopes.length === 0) throw metadataError(`scope names none of the scopes a self-registered client may have here: ${policy.scopes.join(' ')}.`);

  try {
    return {
      name: checkName(text('client_name') ?? `Agent at ${new URL(redirectUris[0]).host}`),
      redirectUris,
      authMethod,
      grantTypes: [...new Set(grantTypes)],
      scopes,
      logoUri: checkOptionalUri('logo_uri', text('logo_uri')),
      websiteUri: checkOptionalUri('client_uri', text('client_uri')),
    };
  } catch (error) {
    if (error instanceof ValidationError) throw metadataError(error.message);
    throw error;
  }
}
