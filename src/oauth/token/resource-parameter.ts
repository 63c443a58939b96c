import { parseResource, type ResourcePath, resourceUrl, RESOURCE_PATHS } from '../../scopes/protected-resources';
import { OAuthError } from '../errors/oauth-error';

/** The `resource` of a token request: none (keep the grant's audience), the one named, or why it is refused. */
export type RequestedAudience = { audience: ResourcePath | null } | { refused: OAuthError };

/**
 * RFC 8707 §2 at the token endpoint: `resource` must name one of this server's resources, else
 * `invalid_target`. One value: a token has one audience (`{BASE_URL}` is the one for both parts).
 */
export function requestedAudience(baseUrl: string, value: string | undefined): RequestedAudience {
  if (value === undefined) return { audience: null };
  const audience = parseResource(baseUrl, value);
  if (audience === null) return { refused: unknownResource(baseUrl) };
  return { audience };
}

export function unknownResource(baseUrl: string): OAuthError {
  const known = RESOURCE_PATHS.map((r) => resourceUrl(baseUrl, r)).join(', ');
  return new OAuthError('invalid_target', `resource must be one of ${known}.`);
}

export function audienceNotGranted(baseUrl: string, granted: ResourcePath): OAuthError {
  return new OAuthError('invalid_target', `resource may only narrow the authorized audience (${resourceUrl(baseUrl, granted)}), never widen it.`);
}
