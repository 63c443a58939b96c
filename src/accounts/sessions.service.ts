import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { randomToken, sha256 } from '../common/crypto/tokens';
import type { PageViewer } from '../common/html/layout';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Session } from './session.entity';

/**
 * Server-side sessions. The cookie holds 256 random bits; the table holds their hash. Any instance
 * can resolve any session, and signing out or expiry takes effect everywhere at once.
 */
@Injectable()
export class SessionsService {
  /** `__Host-` pins the cookie to this exact origin over https (no Domain, Path=/, Secure). */
  readonly cookieName: string;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookieName = config.urls.secure ? '__Host-sid' : 'sid';
  }

  /** Starts a session for a user: a new id every time, so a planted cookie cannot be upgraded (fixation). */
  async start(res: Response, userId: number): Promise<Session> {
    const id = randomToken();
    const session = this.sessions.create({
      idHash: sha256(id),
      userId,
      csrfToken: randomToken(),
      expiresAt: new Date(Date.now() + this.config.accounts.sessionTtlSeconds * 1000),
    });
    await this.sessions.insert(session);
    res.cookie(this.cookieName, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.urls.secure,
      path: '/',
      maxAge: this.config.accounts.sessionTtlSeconds * 1000,
    });
    return session;
  }

  /** Looks the session cookie up once per request and records the result on the request. */
  async resolve(req: Request): Promise<Session | undefined> {
    if (req.sessionResolved) return req.currentSession;
    req.sessionResolved = true;
    const id = this.cookieValue(req);
    if (!id) return undefined;
    const session = await this.sessions.findOne({
      where: { idHash: sha256(id), expiresAt: MoreThan(new Date()) },
      relations: { user: true },
    });
    if (session?.user) {
      req.currentSession = session;
      req.currentUser = session.user;
    }
    return req.currentSession;
  }

  /**
   * The signed-in person and their form token, for pages rendered outside a first-party route
   * (error pages, the not-found page). Reuses the lookup the session guard made, if it made one.
   */
  async viewerOf(req: Request): Promise<PageViewer | undefined> {
    const session = await this.resolve(req);
    return session?.user ? { user: session.user, csrfToken: session.csrfToken } : undefined;
  }

  async end(req: Request, res: Response): Promise<void> {
    const id = this.cookieValue(req);
    if (id) {
      await this.sessions.delete({ idHash: sha256(id) });
      res.clearCookie(this.cookieName, { path: '/', secure: this.config.urls.secure, sameSite: 'lax' });
    }
    req.currentSession = undefined;
    req.currentUser = undefined;
  }

  async purgeExpired(): Promise<number> {
    const result = await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }

  private cookieValue(req: Request): string | undefined {
    const value: unknown = req.cookies?.[this.cookieName];
    return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
  }
}
