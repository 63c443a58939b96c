import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiOAuth2, ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DeclareAccess, type MemberRuleOf } from '../common/access/access.decorators';
import { BEARER_CHALLENGE, ErrorEnvelopeDto, INSUFFICIENT_SCOPE_CHALLENGE, RATE_LIMIT_HEADERS, RETRY_AFTER } from '../common/api/error-responses';
import type { Scope } from './scope-catalogue';

export const OAUTH2_SCHEME = 'oauth2';
export const BEARER_SCHEME = 'bearer';

/**
 * The route needs an OAuth access token holding every one of these scopes. The same call writes
 * the scopes into the route's OpenAPI operation (security requirement and `x-required-scopes`), so
 * the documentation is generated from what is enforced and cannot drift from it.
 */
export function RequireScopes(...scopes: [Scope, ...Scope[]]) {
  return requireScopesAndRole(scopes);
}

/** `@RequireScopes`, plus the role a team or organization route needs (see `@TeamRoute`). */
export function requireScopesAndRole(scopes: Scope[], member?: MemberRuleOf) {
  if (scopes.length === 0) throw new Error('@RequireScopes needs at least one scope; use @PublicEndpoint() for none');
  return applyDecorators(
    DeclareAccess({ kind: 'scopes', scopes, ...(member ? { member } : {}) }),
    ApiOAuth2(scopes, OAUTH2_SCHEME),
    ApiBearerAuth(BEARER_SCHEME),
    ApiExtension('x-required-scopes', scopes),
    ApiUnauthorizedResponse({ description: 'No access token, or an invalid, expired or revoked one', type: ErrorEnvelopeDto, headers: BEARER_CHALLENGE }),
    ApiForbiddenResponse({ description: `\`insufficient_scope\`: the token lacks a needed scope: ${scopes.join(', ')}`, type: ErrorEnvelopeDto, headers: INSUFFICIENT_SCOPE_CHALLENGE }),
    TokenRateLimitResponse(),
  );
}

/**
 * A valid access token, whatever its scopes: the MCP endpoint, one route for many tools, each of
 * which declares its own scopes beside it (`mcp/mcp-tools.ts`) and is checked against them per call. The
 * token is authenticated, its audience checked and its calls counted as on any scoped route.
 */
export function RequireToken() {
  return applyDecorators(
    DeclareAccess({ kind: 'scopes', scopes: [] }),
    ApiOAuth2([], OAUTH2_SCHEME),
    ApiBearerAuth(BEARER_SCHEME),
    ApiExtension('x-required-scopes', []),
    ApiUnauthorizedResponse({ description: 'No access token, or an invalid, expired or revoked one', type: ErrorEnvelopeDto, headers: BEARER_CHALLENGE }),
    ApiForbiddenResponse({ description: '`insufficient_scope`: the token lacks the scope the called tool needs', type: ErrorEnvelopeDto, headers: INSUFFICIENT_SCOPE_CHALLENGE }),
    TokenRateLimitResponse(),
  );
}

/** Calls made with an access token count against its per-minute limit (`RateLimit-*` headers). */
function TokenRateLimitResponse() {
  return ApiTooManyRequestsResponse({
    description: '`rate_limited`: too many calls with this access token this minute',
    type: ErrorEnvelopeDto,
    headers: { ...RETRY_AFTER, ...RATE_LIMIT_HEADERS },
  });
}

/**
 * No scope needed and no token required; a token may be sent (it then identifies the app, e.g. to
 * record which app created a booking), and an invalid one is still refused.
 */
export function PublicEndpoint() {
  return applyDecorators(
    DeclareAccess({ kind: 'public' }),
    // In OpenAPI, an empty requirement makes authentication optional.
    ApiSecurity(OAUTH2_SCHEME, []),
    ApiBearerAuth(BEARER_SCHEME),
    ApiSecurity({} as never),
    ApiExtension('x-required-scopes', []),
    ApiUnauthorizedResponse({ description: 'A token was sent, but it is invalid, expired or revoked', type: ErrorEnvelopeDto, headers: BEARER_CHALLENGE }),
    TokenRateLimitResponse(),
  );
}
