import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';

/** @nestjs/throttler's guard, counting per access token. */
@Injectable()
export class TokenCallCounter extends ThrottlerGuard {
  protected override headerPrefix = 'RateLimit';

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return !context.switchToHttp().getRequest<Request>().auth;
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return (req as unknown as Request).auth!.tokenKey;
  }

  protected override generateKey(_context: ExecutionContext, tracker: string): string {
    return `api-calls:${tracker}`;
  }
}

/**
 * The per-token API limit (600 calls a minute by default). It counts calls made with an access
 * token, keyed by the token (its hash), across every route: the limit is the token's, not a
 * route's. Counters live in Redis when REDIS_URL is set (shared by all instances), otherwise in
 * this process. Responses carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a
 * refusal is 429 with `Retry-After`.
 *
 * Calls without an access token are not counted, and pass synchronously: the global guard chain
 * then costs them no promise here.
 */
@Injectable()
export class ApiRateLimitGuard implements CanActivate {
  constructor(private readonly counter: TokenCallCounter) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (!context.switchToHttp().getRequest<Request>().auth) return true;
    return this.counter.canActivate(context);
  }
}
