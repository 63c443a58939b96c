import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { AuthPrincipal } from './auth-principal';
import { audienceCovers, resourceOfPath, resourceUrl } from './protected-resources';
import { BearerRequestError, InvalidTokenError } from './bearer-errors';

/**
 * Authenticates routes declared with `@RequireScopes` (token required) or `@PublicEndpoint` (token
 * optional, but an invalid one is refused). Other routes pass through untouched: first-party
 * routes never look at `Authorization`, so an access token can never act as a browser session.
 *
 * The header is read by passport-http-bearer alone (see `BearerStrategy`); this guard only decides
 * what its outcome means for the route. Tokens are accepted only in the `Authorization` header.
 * RFC 6750 also allows a form field or a query parameter; both put the token where logs and
 * browser history keep it (§5.3), so they are refused with a clear message rather than used.
 */
@Injectable()
export class BearerAuthGuard extends AuthGuard('bearer') {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  /** Synchronous for routes that take no access token, so they pay no promise for this guard. */
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const kind = req.accessRule?.kind;
    if (kind !== 'scopes' && kind !== 'public') return true;
    return this.authenticate(context, req);
  }

  private async authenticate(context: ExecutionContext, req: Request): Promise<boolean> {
    const body = req.body as Record<string, unknown> | undefined;
    if ((req.query as Record<string, unknown>).access_token !== undefined || body?.access_token !== undefined) {
      throw new BearerRequestError('Send the access token in the Authorization header ("Authorization: Bearer <token>"), never in the URL or body.');
    }
    await super.canActivate(context);
    const principal = (req.user as AuthPrincipal | undefined) ?? undefined;
    if (principal) {
      const here = resourceOfPath(req.path);
      if (!audienceCovers(principal.audience, here)) {
        const { baseUrl } = this.config.urls;
        throw InvalidTokenError.wrongAudience(resourceUrl(baseUrl, principal.audience), resourceUrl(baseUrl, here));
      }
    }
    req.auth = principal;
    return true;
  }

  /**
   * passport-http-bearer's outcomes: a principal; an error from our strategy (an unknown, expired
   * or revoked token); status 400 for a malformed `Authorization` header; or, with no bearer
   * token at all (no header, or another scheme), a bare challenge. RFC 6750 §3.1: that last case
   * carries no error code, and on a public route it simply means an anonymous call.
   */
  override handleRequest<T>(error: unknown, principal: T, _info: unknown, context: ExecutionContext, status?: number): T {
    if (error) throw error;
    if (principal) return principal;
    if (status === 400) throw new InvalidTokenError('invalid_token');
    const req = context.switchToHttp().getRequest<Request>();
    if (req.accessRule?.kind === 'public') return undefined as T;
    throw new InvalidTokenError('missing_token');
  }
}
