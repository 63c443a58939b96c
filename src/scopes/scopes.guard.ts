import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { InsufficientScopeError, InvalidTokenError } from './bearer-errors';
import { missingScopes } from './scope-check';

/** Decides only: does the authenticated token hold every scope the route declares? */
@Injectable()
export class ScopesGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const rule = req.accessRule;
    if (rule?.kind !== 'scopes') return true;
    if (!req.auth) throw new InvalidTokenError('missing_token'); // fail closed, should the chain ever change
    const missing = missingScopes(req.auth, rule.scopes);
    if (missing.length > 0) throw new InsufficientScopeError(rule.scopes, missing);
    return true;
  }
}
