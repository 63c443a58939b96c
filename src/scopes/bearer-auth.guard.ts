import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { AuthPrincipal } from './auth-principal';
import { BearerRequestError, InvalidTokenError } from './bearer-errors';

/**
 * Authenticates routes declared with `@RequireScopes` (token required) or `@PublicEndpoint` (token
 * optional, but an invalid one is refused). Other routes pass through untouched: first-party
 * routes never look at `Authorization`, so an access token can never act as a browser session.
 *
 * Tokens are accepted only in the `Authorization` header. RFC 6750 also allows a form field or a
 * query parameter; both put the token where logs and browser history keep it (§5.3), so they are
 * refused with a clear message rather than silently ignored.
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const kind = req.accessRule?.kind;
    if (kind !== 'scopes' && kind !== 'public') return true;
    const body = req.body as Record<string, unknown> | undefined;
    if ((req.query as Record<string, unknown>).access_token !== undefined || body?.access_token !== undefined) {
      throw new BearerRequestError('Send the access token in the Authorization header ("Authorization: Bearer <token>"), never in the URL or body.');
    }
    const header = req.headers.authorization;
    if (header === undefined) {
      if (kind === 'public') return true;
      throw new InvalidTokenError('missing_token');
    }
    if (!/^Bearer\s+\S+$/i.test(header)) throw new InvalidTokenError('invalid_token');
    await super.canActivate(context);
    req.auth = req.user as AuthPrincipal;
    return true;
  }

  override handleRequest<T>(error: unknown, principal: T): T {
    if (error) throw error;
    if (!principal) throw new InvalidTokenError('invalid_token');
    return principal;
  }
}
