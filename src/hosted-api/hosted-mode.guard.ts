import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Request, Response } from 'express';
import { rewriteAnswer } from '../common/http/lean-express.adapter';
import { pathId } from '../common/validation/route-params';
import { answerWithStatus, hostedModeOf } from './hosted-mode.middleware';
import { HOSTED_ROUTES } from './mappers';
import { isJson, type MappingContext, type OurEnvelope, type RouteMapping } from './route-mapping';

/**
 * Where a hosted-mode request meets its route: last of the guards (so the caller is known and the
 * scopes checked), before the validation pipe. The mapping turns the hosted request into ours, the
 * route runs as it always does, and the mapping turns its answer into the hosted shape as it is
 * sent (`rewriteAnswer`). A request without the header, or on a route without a mapping, passes
 * untouched, with nothing made for it. A guard rather than an interceptor: a global interceptor
 * puts Nest's interceptor chain on every route, which cost `GET /v2/me` about 60 % more CPU.
 */
@Injectable()
export class HostedModeGuard implements CanActivate {
  constructor(private readonly moduleRef: ModuleRef) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!hostedModeOf(req)) return true;
    const mapping = HOSTED_ROUTES.get(`${req.method} ${(req.route as { path?: string } | undefined)?.path}`);
    if (!mapping) return true;
    return this.mapped(context, req, context.switchToHttp().getResponse<Response>(), mapping);
  }

  private async mapped(context: ExecutionContext, req: Request, res: Response, mapping: RouteMapping): Promise<boolean> {
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
    if (mapping.status !== undefined) answerWithStatus(res, mapping.status);
    // A path id that cannot be ours reads nothing first: the route answers its own 404.
    const idUnusable = typeof req.params.id === 'string' && ctx.id === undefined;
    const before = mapping.before && !idUnusable ? await mapping.before(ctx) : undefined;
    const respond = mapping.response;
    if (respond) rewriteAnswer(res, async (body) => respond(body as OurEnvelope, { ...ctx, before }));
    return true;
  }
}
