import type { Request } from 'express';
import type { ErrorShape } from '../common/errors/all-exceptions.filter';
import { BEARER_REALM } from './bearer-errors';

/**
 * The resources this server protects (RFC 9728, RFC 8707), by their path under `BASE_URL`: the REST
 * API, the MCP endpoint, and the whole server (`''`, which covers both). A token's audience is one
 * of them; a request reaches the resource its path is under.
 */
export const RESOURCE_PATHS = ['', '/v2', '/mcp'] as const;
export type ResourcePath = (typeof RESOURCE_PATHS)[number];

/** What a token without a `resource` is for: the REST API, as every token was before resources existed. */
export const DEFAULT_RESOURCE: ResourcePath = '/v2';

/** The resource a request path is under (only `/v2` and `/mcp` carry bearer-protected routes). */
export function resourceOfPath(path: string): '/v2' | '/mcp' {
  return path === '/mcp' || path.startsWith('/mcp/') ? '/mcp' : '/v2';
}

/** The resource identifier (RFC 8707 §2): the absolute URL. */
export const resourceUrl = (baseUrl: string, resource: ResourcePath): string => `${baseUrl}${resource}`;

/** RFC 9728 §3.1: the well-known segment goes between the host and the resource's path. */
export const resourceMetadataUrl = (baseUrl: string, resource: ResourcePath): string => `${baseUrl}/.well-known/oauth-protected-resource${resource}`;

/** Whether a token for `audience` may be used at `resource`: the whole server covers both of its parts. */
export function audienceCovers(audience: ResourcePath, resource: ResourcePath): boolean {
  return audience === '' || audience === resource;
}

/**
 * The resource a `resource` parameter names, or null when it is not one of ours. Compared as URLs
 * (so the spelling of scheme and host does not matter); the whole server is also recognised with
 * the trailing slash a URL parser gives a bare origin. A fragment is never allowed (RFC 8707 §2).
 */
export function parseResource(baseUrl: string, value: string): ResourcePath | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.hash || value.includes('#')) return null;
  for (const resource of RESOURCE_PATHS) {
    if (url.href === new URL(resourceUrl(baseUrl, resource)).href) return resource;
  }
  return null;
}

/**
 * RFC 9728 §5.1: every 401 and 403 of a bearer-protected route names the resource's metadata in
 * its challenge, beside the `error` and `scope` it already has, so a client that knows nothing
 * about this server learns where to find the authorization server from any refusal. A refusal
 * that carried no challenge (a role too low in a team) gets a bare one with the pointer. Other
 * routes and statuses are left as they are.
 *
 * At `/mcp`, a 401 without a token also names in `scope` the scopes its tools use (RFC 6750 §3):
 * an MCP client asks for exactly that (MCP authorization, scope selection), so it gets a token
 * that lists the tools in one round.
 */
export function bearerChallengeHeaders(baseUrl: string, mcpFirstScopes: readonly string[]) {
  return (req: Request, error: ErrorShape): Record<string, string> => {
    const kind = req.accessRule?.kind;
    if ((kind !== 'scopes' && kind !== 'public') || (error.status !== 401 && error.status !== 403)) return error.headers;
    let challenge = error.headers['WWW-Authenticate'] ?? `Bearer realm="${BEARER_REALM}"`;
    if (!challenge.startsWith('Bearer ')) return error.headers;
    const resource = resourceOfPath(req.path);
    if (resource === '/mcp' && error.status === 401 && !challenge.includes('error=')) challenge += `, scope="${mcpFirstScopes.join(' ')}"`;
    const metadata = resourceMetadataUrl(baseUrl, resource);
    return { ...error.headers, 'WWW-Authenticate': `${challenge}, resource_metadata="${metadata}"` };
  };
}
