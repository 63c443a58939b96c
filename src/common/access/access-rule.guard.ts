import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ForbiddenError } from '../errors/domain-errors';
import { ACCESS_RULE, AccessRule } from './access.decorators';

/**
 * First guard of the global chain: finds the route's access rule and records it on the request for
 * the guards after it. A route without a rule is refused (the app also refuses to start with one).
 */
@Injectable()
export class AccessRuleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new ForbiddenError('This route declares no access rule.');
    context.switchToHttp().getRequest<Request>().accessRule = rule;
    return true;
  }
}
