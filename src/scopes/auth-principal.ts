import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { VerifiedAccessToken } from '../oauth/grants/access-token-verifier';

/** Who is calling through an OAuth access token: a person, through an app, with these scopes. */
export type AuthPrincipal = VerifiedAccessToken;

/**
 * The caller's principal. On `@RequireScopes` routes it is always there; on `@PublicEndpoint`
 * routes it is `undefined` when no token was sent.
 */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): AuthPrincipal | undefined => {
  return context.switchToHttp().getRequest<Request>().auth;
});
