import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { constantTimeEqual, randomToken } from '../common/crypto/tokens';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/**
 * CSRF tokens for HTML forms.
 * - Signed in: the synchronizer token stored with the session.
 * - Signed out (login and signup forms): a double-submit token: a random value in an httpOnly
 *   cookie that the form must repeat. Another site can neither read nor set that cookie.
 * JSON requests are protected differently (content type and Origin), see `SessionGuard`.
 */
@Injectable()
export class CsrfService {
  private readonly cookieName: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.cookieName = config.urls.secure ? '__Host-csrf' : 'csrf';
  }

  /** The token a form rendered for this request must carry. */
  tokenFor(req: Request, res: Response): string {
    if (req.currentSession) return req.currentSession.csrfToken;
    const existing = this.cookieToken(req);
    if (existing) return existing;
    const token = randomToken();
    res.cookie(this.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.urls.secure,
      path: '/',
    });
    return token;
  }

  /** Whether the submitted `_csrf` matches this browser's token. */
  isValid(req: Request, submitted: unknown): boolean {
    if (typeof submitted !== 'string' || submitted.length === 0) return false;
    const candidates = [req.currentSession?.csrfToken, req.currentSession ? undefined : this.cookieToken(req)];
    return candidates.some((expected) => expected !== undefined && constantTimeEqual(submitted, expected));
  }

  private cookieToken(req: Request): string | undefined {
    const value: unknown = req.cookies?.[this.cookieName];
    return typeof value === 'string' && value.length >= 32 && value.length <= 128 ? value : undefined;
  }
}
