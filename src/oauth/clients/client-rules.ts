import { ValidationError } from '../../common/errors/domain-errors';
import { isScope, Scope, sortScopes } from '../../scopes/scope-catalogue';

export const MAX_REDIRECT_URIS = 10;
const MAX_URI_LENGTH = 2048;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Redirect URI rules (RFC 6749 §3.1.2, RFC 9700 §4.1, RFC 8252 §7.3): absolute, no fragment, no
 * wildcard (they are compared as exact strings, so a pattern would never match and only confuses),
 * `https` except `http` on a loopback host, no credentials in them, no duplicates, 1 to 10.
 */
export function checkRedirectUris(value: readonly string[]): string[] {
  if (value.length === 0) throw new ValidationError('At least 1 redirect URI is required.');
  if (value.length > MAX_REDIRECT_URIS) {
    throw new ValidationError(`At most ${MAX_REDIRECT_URIS} redirect URIs are allowed; ${value.length} were given.`);
  }
  // Every problem at once (each once), so a list with several is fixed in one go.
  const problems = new Set<string>();
  const seen = new Set<string>();
  for (const uri of value) {
    const problem = redirectUriProblem(uri) ?? (seen.has(uri) ? 'is listed twice' : null);
    if (problem) problems.add(`Redirect URI "${withoutCredentials(uri)}" ${problem}.`);
    seen.add(uri);
  }
  if (problems.size) throw new ValidationError([...problems].join(' '));
  return [...value];
}

/** A URI as a message may show it: a password in it is not repeated back. */
function withoutCredentials(uri: string): string {
  return uri.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1***@');
}

function redirectUriProblem(uri: string): string | null {
  if (uri.length > MAX_URI_LENGTH) return `is longer than ${MAX_URI_LENGTH} characters`;
  if (uri.includes('*')) return 'contains a wildcard; register each exact URI instead';
  if (uri.includes('#')) return 'has a fragment (#...), which redirect URIs must not have';
  if (/\s/.test(uri)) return 'contains whitespace';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'is not an absolute URL';
  }
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') {
    return LOOPBACK_HOSTS.has(url.hostname) ? null : 'must use https (http is allowed only for localhost, 127.0.0.1 and [::1])';
  }
  return 'must use https (or http on localhost, 127.0.0.1 or [::1])';
}

/** At least one scope, each a known name. Duplicates are dropped; the order becomes the catalogue's. */
export function checkScopes(value: readonly string[]): Scope[] {
  if (value.length === 0) throw new ValidationError('Select at least 1 scope.');
  const unknown = value.filter((s) => !isScope(s));
  if (unknown.length > 0) throw new ValidationError(`Unknown scope${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`);
  return sortScopes(value as Scope[]);
}

/** Logo and website addresses are shown on the consent page: https only (http on loopback for development). */
export function checkOptionalUri(field: string, value: string | null | undefined): string | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const uri = value.trim();
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw new ValidationError(`${field} "${uri}" is not an absolute URL.`);
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) throw new ValidationError(`${field} "${uri}" must use https.`);
  if (uri.length > MAX_URI_LENGTH) throw new ValidationError(`${field} is longer than ${MAX_URI_LENGTH} characters.`);
  return uri;
}

/** A client's name: 1 to `MAX_CLIENT_NAME` characters once trimmed. */
export const MAX_CLIENT_NAME = 100;
export const CLIENT_NAME_RULE = `The name must be 1 to ${MAX_CLIENT_NAME} characters long.`;

export function checkName(value: string): string {
  const name = value.trim();
  if (name.length === 0 || name.length > MAX_CLIENT_NAME) throw new ValidationError(CLIENT_NAME_RULE);
  return name;
}
