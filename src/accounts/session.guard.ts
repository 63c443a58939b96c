import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { AccessRule } from '../common/access/access.decorators';
import { ForbiddenError, UnauthorizedError, UnsupportedMediaTypeError } from '../common/errors/domain-errors';
import { hasContent } from '../common/http/body-parsers';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CsrfService } from './csrf.service';
import { SessionsService } from './sessions.service';
import { SignInRedirect } from './sign-in-redirect';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Authenticates first-party routes by the session cookie only: an `Authorization` header is never
 * consulted here, so an OAuth access token cannot act as its user's browser.
 *
 * Every state-changing request is checked against cross-site forgery first:
 * - an HTML form must carry this browser's `_csrf` token (forms are read urlencoded; a multipart body
 *   is refused with 415 before it gets here, and an empty one fails this check);
 * - a JSON request must say `Content-Type: application/json` (a cross-site page cannot send that
 *   without a CORS preflight, which this server never grants), and where the browser sends
 *   `Origin`, it must be APP_URL's origin;
 * - anything else (notably `text/plain`, which browsers send cross-site freely) is refused, except
 *   a bodiless PUT, PATCH or DELETE, which no other site can send without a preflight.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  private readonly appOrigin: string;

  constructor(
    private readonly sessions: SessionsService,
    private readonly csrf: CsrfService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.appOrigin = new URL(config.urls.appUrl).origin;
  }

  /** Synchronous for routes that are not first-party, so they pay no promise for this guard. */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.accessRule;
    if (rule?.kind !== 'first-party') return true;
    return this.check(req, rule);
  }

  private async check(req: Request, rule: Extract<AccessRule, { kind: 'first-party' }>): Promise<boolean> {
    await this.sessions.resolve(req);
    if (!SAFE_METHODS.has(req.method)) this.assertNotForged(req);
    if (rule.signedIn === 'required' && !req.currentUser) {
      if (rule.html && req.method === 'GET') throw new SignInRedirect(req.originalUrl);
      throw new UnauthorizedError('Sign in to continue.');
    }
    if (rule.admin && req.currentUser?.role !== 'admin') {
      throw new ForbiddenError('This needs an administrator account.');
    }
    return true;
  }

  private assertNotForged(req: Request): void {
    if (req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) {
      const body = req.body as Record<string, unknown> | undefined;
      if (!this.csrf.isValid(req, body?._csrf)) {
        throw new ForbiddenError('The form has expired or did not come from this site. Reload the page and try again.', 'csrf_failed');
      }
      delete body!._csrf;
      return;
    }
    const origin = req.get('origin');
    if (origin !== undefined && origin !== this.appOrigin) {
      throw new ForbiddenError('Cross-origin requests are not accepted here.', 'csrf_failed');
    }
    if (req.is('application/json')) return;
    // PUT, PATCH and DELETE cannot be sent cross-site without a preflight, which is never granted.
    if (req.method !== 'POST' && !hasContent(req)) return;
    throw new UnsupportedMediaTypeError('Send the request as application/json or as an HTML form.');
  }
}

