import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerException, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import type { Request, Response } from 'express';

/**
 * The per-token API limit (600 calls a minute by default). It counts calls made with an access
 * token, keyed by the token (its hash), across every route: the limit is the token's, not a
 * route's. Counters live in @nestjs/throttler's storage: in Redis when REDIS_URL is set (shared by
 * all instances), otherwise in this process. Responses carry `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset`; a refusal is 429 with `Retry-After`.
 *
 * The storage is called directly, with the one limit configured for the module: @nestjs/throttler's
 * own guard would look up six kinds of per-route overrides (none of our routes has one) and
 * await each, on every counted call. Calls without an access token are not counted, and pass
 * synchronously: the global guard chain then costs them no promise here.
 */
@Injectable()
export class ApiRateLimitGuard implements CanActivate {
  private readonly limit: number;
  private readonly ttl: number;
  private readonly name: string;
  private readonly message?: string;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
  ) {
    const { throttlers, errorMessage } = Array.isArray(options) ? { throttlers: options, errorMessage: undefined } : options;
    // What this guard implements of the throttler's options; anything more would be silently ignored.
    const known = new Set(['name', 'limit', 'ttl']);
    const extra = [...Object.keys(throttlers[0] ?? {}).filter((k) => !known.has(k)), ...(Array.isArray(options) ? [] : Object.keys(options).filter((k) => !['throttlers', 'storage', 'errorMessage'].includes(k)))];
    if (throttlers.length !== 1 || typeof throttlers[0].limit !== 'number' || typeof throttlers[0].ttl !== 'number' || extra.length > 0) {
      throw new Error(`The API rate limit takes one throttler with a fixed limit and ttl, and an error message${extra.length ? `; not ${extra.join(', ')}` : ''}.`);
    }
    this.limit = throttlers[0].limit;
    this.ttl = throttlers[0].ttl;
    this.name = throttlers[0].name ?? 'default';
    this.message = typeof errorMessage === 'string' ? errorMessage : undefined;
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (!req.auth) return true;
    return this.count(req.auth.tokenKey, http.getResponse<Response>());
  }

  private async count(tokenKey: string, res: Response): Promise<boolean> {
    // The block lasts as long as the window, as the throttler's default has it.
    const { totalHits, timeToExpire, isBlocked, timeToBlockExpire } = await this.storage.increment(`api-calls:${tokenKey}`, this.ttl, this.limit, this.ttl, this.name);
    if (isBlocked) {
      res.setHeader('Retry-After', String(timeToBlockExpire));
      throw new ThrottlerException(this.message);
    }
    res.setHeader('RateLimit-Limit', String(this.limit));
    res.setHeader('RateLimit-Remaining', String(Math.max(0, this.limit - totalHits)));
    res.setHeader('RateLimit-Reset', String(timeToExpire));
    return true;
  }
}
