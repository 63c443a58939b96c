import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../common/time/clock';
import { SecretBox, SecretBoxError } from '../common/crypto/secret-box';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sql } from '../database/sql';
import { SessionFlash } from './session-flash.entity';

/** Long enough to follow a redirect on a slow connection; short enough that nothing lingers. */
export const FLASH_TTL_MS = 5 * 60 * 1000;

/**
 * A value a page shows once, after the form that produced it redirected there (post/redirect/get):
 * a new client secret must not sit in a POST answer that a reload sends again, nor in a URL, which
 * lands in history, logs and Referer headers.
 *
 * The value is split between the two sides, so neither alone can reveal it: it is sealed with a
 * fresh random key (AES-256-GCM); the sealed text is stored with the session, and the key goes to
 * the browser in a cookie (httpOnly, SameSite=Strict, scoped to the one page that shows it, expiring
 * with the value). Showing it deletes the row in the same statement that reads it, so it is shown
 * once even if two requests race, and signing out (which deletes the session) deletes it too.
 */
@Injectable()
export class SessionFlashService {
  private readonly cookieName: string;

  constructor(
    @InjectRepository(SessionFlash) private readonly flashes: Repository<SessionFlash>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.cookieName = config.urls.secure ? '__Secure-flash' : 'flash';
  }

  /** Keeps `value` for this session's next visit to `path`; a value kept under the same name is replaced. */
  async put(req: Request, res: Response, name: string, path: string, value: string): Promise<void> {
    const session = req.currentSession;
    if (!session) throw new Error('A flash belongs to a signed-in session');
    const key = randomBytes(32);
    const sealed = new SecretBox(key).seal(value, name);
    const expiresAt = new Date(this.clock.now() + FLASH_TTL_MS);
    await this.flashes.upsert({ sessionIdHash: session.idHash, name, sealed, expiresAt }, ['sessionIdHash', 'name']);
    res.cookie(this.cookieName, key.toString('base64url'), { ...this.cookieOptions(path), maxAge: FLASH_TTL_MS });
  }

  /** The value kept under `name`, once; undefined when there is none, it expired, or this browser lacks its key. */
  async take(req: Request, res: Response, name: string, path: string): Promise<string | undefined> {
    const session = req.currentSession;
    const key: unknown = req.cookies?.[this.cookieName];
    if (typeof key === 'string') res.clearCookie(this.cookieName, this.cookieOptions(path));
    if (!session) return undefined;
    const { rows } = await sql<{ sealed: string; expires_at: Date }>(
      this.flashes.manager,
      'DELETE FROM session_flashes WHERE session_id_hash = $1 AND name = $2 RETURNING sealed, expires_at',
      [session.idHash, name],
    );
    const row = rows[0];
    if (!row || typeof key !== 'string' || new Date(row.expires_at).getTime() <= this.clock.now()) return undefined;
    const raw = Buffer.from(key, 'base64url');
    if (raw.length !== 32) return undefined;
    try {
      return new SecretBox(raw).open(row.sealed, name);
    } catch (error) {
      // Not the key it was sealed with (a cookie from an earlier flash): nothing to show.
      if (error instanceof SecretBoxError) return undefined;
      throw error;
    }
  }

  async purgeExpired(): Promise<number> {
    const result = await this.flashes.delete({ expiresAt: LessThan(new Date(this.clock.now())) });
    return result.affected ?? 0;
  }

  private cookieOptions(path: string) {
    return { httpOnly: true, sameSite: 'strict' as const, secure: this.config.urls.secure, path };
  }
}
