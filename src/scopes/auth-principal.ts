import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ResourcePath } from './protected-resources';
import type { Scope } from './scope-catalogue';

/** Who is calling through an OAuth access token: a person, through an app, with these scopes. */
export interface AuthPrincipal {
  userId: number;
  clientId: string;
  grantId: string;
  /** Empty when `unrestricted`. */
  scopes: Scope[];
  /** A legacy client's token without `scope`: every endpoint is allowed. */
  unrestricted: boolean;
  /** The resource the token is for (RFC 8707): it is accepted there only (`''`: both parts of the server). */
  audience: ResourcePath;
  /** Identifies the token (its hash, base64) for per-token rate limits; never the token itself. */
  tokenKey: string;
}

/**
 * What the bearer strategy needs: a live access token's principal, or null. This folder declares
 * it and the tokens' owner (`oauth/grants`) provides it, so the guards below the OAuth server do
 * not import it: the app module hands `ScopesModule` the module that provides this port.
 */
export interface AccessTokenLookup {
  verify(token: string): Promise<AuthPrincipal | null>;
}
export const ACCESS_TOKEN_LOOKUP = Symbol('AccessTokenLookup');

/**
 * The caller's principal. On `@RequireScopes` routes it is always there; on `@PublicEndpoint`
 * routes it is `undefined` when no token was sent.
 */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthPrincipal | undefined => {
  return context.switchToHttp().getRequest<Request>().auth;
});
