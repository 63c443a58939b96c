import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request } from 'express';

/**
 * The per-token API limit (600 calls a minute by default). It counts calls made with an access
 * token, keyed by the token (its hash), across every route: the limit is the token's, not a
 * route's. Counters live in Redis when REDIS_URL is set (shared by all instances), otherwise in
 * this process. Responses carry `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a
 * refusal is 429 with `Retry-After`.
 */
@Injectable()
export class ApiRateLimitGuard extends ThrottlerGuard {
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
