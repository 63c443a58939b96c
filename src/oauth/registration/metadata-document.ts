import { ValidationError } from '../../common/errors/domain-errors';
import { isScope, type Scope, sortScopes } from '../../scopes/scope-catalogue';
import { checkName, checkOptionalUri, checkRedirectUris } from '../clients/client-rules';
import type { RegistrationPolicy } from './registration-policy';

/** At most a day: a document may say less (Cache-Control), never more. */
export const MAX_CACHE_SECONDS = 24 * 3600;
export const DOCUMENT_MAX_BYTES = 64 * 1024;

/**
 * Whether a `client_id` names a Client ID Metadata Document: an https URL with a path (the IETF
 * draft's rule, which MCP clients follow), without credentials, fragment or dot segments.
 */
export function isMetadataDocumentId(clientId: string): boolean {
  if (!clientId.startsWith('https://')) return false;
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return false;
  }
  return url.pathname !== '/' && url.href === clientId && !url.username && !url.password && !url.hash && !/\/\.\.?(\/|$)/.test(clientId);
}

/** A document's client, as the record is made of it. */
export interface DocumentClient {
  name: string;
  redirectUris: string[];
  scopes: Scope[];
  logoUri: string | null;
  websiteUri: string | null;
}

/**
 * Validates a fetched document: `client_id` equal to the URL it was fetched from (so one site
 * cannot describe another's client), `redirect_uris` by the rules of every client,
 * `token_endpoint_auth_method` `none` (a document cannot carry a secret: the client is public and
 * proves itself with PKCE), and a `client_name`. Scopes are capped by the policy, as for dynamic
 * registration. Answers why it is refused, in words for the person at the authorization page.
 */
export function readMetadataDocument(url: string, document: unknown, policy: RegistrationPolicy): DocumentClient {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) throw new ValidationError('The document is not a JSON object.');
  const d = document as Record<string, unknown>;
  if (d.client_id !== url) throw new ValidationError('Its client_id is not the URL it was fetched from.');
  if (d.token_endpoint_auth_method !== 'none') throw new ValidationError('Its token_endpoint_auth_method must be "none".');
  if (typeof d.client_name !== 'string') throw new ValidationError('It has no client_name.');
  if (!Array.isArray(d.redirect_uris) || d.redirect_uris.some((u) => typeof u !== 'string')) throw new ValidationError('Its redirect_uris must be an array of strings.');
  const optional = (field: string) => (typeof d[field] === 'string' ? (d[field] as string) : null);
  const asked = typeof d.scope === 'string' ? d.scope.split(' ').filter(Boolean) : [];
  const scopes = asked.length === 0 ? policy.scopes : sortScopes(asked.filter((s): s is Scope => isScope(s) && policy.scopes.includes(s as Scope)));
  if (scopes.length === 0) throw new ValidationError('Its scope names none of the scopes a self-registered client may have here.');
  return {
    name: checkName(d.client_name),
    redirectUris: checkRedirectUris(d.redirect_uris as string[]),
    scopes,
    logoUri: checkOptionalUri('Its logo_uri', optional('logo_uri')),
    websiteUri: checkOptionalUri('Its client_uri', optional('client_uri')),
  };
}

/** How long a response may be reused (RFC 9111 §5.2.2: `no-store`/`no-cache` none, else `max-age`), at most a day. */
export function freshFor(cacheControl: string | null): number {
  if (!cacheControl || /(^|,)\s*(no-store|no-cache|private)\s*(,|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Math.min(Number(match[1]), MAX_CACHE_SECONDS) : 0;
}
