import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import { pathId } from '../common/validation/route-params';
import { answerWithStatus, hostedModeOf } from './hosted-mode.middleware';
import { HOSTED_ROUTES } from './mappers';
import { isJson, type MappingContext, type OurEnvelope, type RouteMapping } from './route-mapping';

/**
 * Where a hosted-mode request meets its route: after the guards (so the caller is known and the
 * scopes checked), before the validation pipe. The mapping turns the hosted request into ours, the
 * route runs as it always does, and the mapping turns its answer into the hosted shape. A request
 * without the header, or on a route without a mapping, passes untouched.
 */
@Injectable()
export class HostedModeInterceptor implements NestInterceptor {
  constructor(private readonly moduleRef: ModuleRef) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    // Every request passes here: without the header, nothing is made for it (no promise, no lookup).
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<Request>();
    if (!hostedModeOf(req)) return next.handle();
    const mapping = HOSTED_ROUTES.get(`${req.method} ${(req.route as { path?: string } | undefined)?.path}`);
    if (!mapping) return next.handle();
    return from(this.mapped(context, req, mapping, next)).pipe(mergeMap((answer) => answer));
  }

  private async mapped(context: ExecutionContext, req: Request, mapping: RouteMapping, next: CallHandler): Promise<Observable<unknown>> {
    const ctx: MappingContext = {
      auth: req.auth,
      req,
      id: typeof req.params.id === 'string' ? (pathId(req.params.id) ?? undefined) : undefined,
      state: {},
      controller: this.moduleRef.get(context.getClass(), { strict: false }),
      get: (type) => this.moduleRef.get(type, { strict: false }),
    };
    if (mapping.body && isJson(req.body)) req.body = await mapping.body(req.body, ctx);
    if (mapping.query) {
      // Express 5 works `req.query` out anew on every read: the mapped one is set on the request itself.
      Object.defineProperty(req, 'query', { value: mapping.query({ ...(req.query as object) }, ctx), writable: true, configurable: true });
    }
    if (mapping.status !== undefined) answerWithStatus(context.switchToHttp().getResponse(), mapping.status);
    // A path id that cannot be ours reads nothing first: the route answers its own 404.
    const idUnusable = typeof req.params.id === 'string' && ctx.id === undefined;
    const before = mapping.before && !idUnusable ? await mapping.before(ctx) : undefined;
    const respond = mapping.response;
    if (!respond) return next.handle();
    return next.handle().pipe(mergeMap(async (body) => respond(body as OurEnvelope, { ...ctx, before })));
  }
}
