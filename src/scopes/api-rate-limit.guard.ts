import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, ThrottlerException, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** The per-token limit counts calls in windows of a minute. */
const WINDOW_MS = 60_000;
const MESSAGE = 'Too many API calls with this access token. Wait and try again (see Retry-After).';

/**
 * The per-token API limit (600 calls a minute by default). It counts calls made with an access
 * token, keyed by the token (its hash), across every route: the limit is the token's, not a
 * route's. Counters live in a @nestjs/throttler storage: in Redis when REDIS_URL is set (shared by
 * all instances), otherwise in this process, on the kit's `Clock` (clocked-throttler.storage.ts).
 * Responses carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a refusal is 429
 * with `Retry-After`.
 *
 * Only a throttler storage is used, called directly with this one limit: the throttler's
 * own guard would look up six kinds of per-route overrides (none of our routes has one) and
 * await each, on every counted call. Calls without an access token are not counted, and pass
 * synchronously: the global guard chain then costs them no promise here.
 */
@Injectable()
export class ApiRateLimitGuard implements CanActivate {
  private readonly limit: number;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limit = config.limits.apiCallsPerMinute;
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.auth) return true;
    return this.count(req.auth.tokenKey, http.getResponse<Response>());
  }

  private async count(tokenKey: string, res: Response): Promise<boolean> {
    // The block lasts as long as the window, as the throttler's default has it.
    const { totalHits, timeToExpire, isBlocked, timeToBlockExpire } = await this.storage.increment(`api-calls:${tokenKey}`, WINDOW_MS, this.limit, WINDOW_MS, 'default');
    if (isBlocked) {
      res.setHeader('Retry-After', String(timeToBlockExpire));
      throw new ThrottlerException(MESSAGE);
    }
    res.setHeader('RateLimit-Limit', String(this.limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, this.limit - totalHits)));
    res.setHeader('RateLimit-Reset', String(timeToExpire));
    return true;
  }
}
