import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { UnauthorizedError } from '../common/errors/domain-errors';
import type { User } from './user.entity';

/** The signed-in person of a first-party route (set by `SessionGuard`). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const user = context.switchToHttp().getRequest<Request>().currentUser;
  if (!user) throw new UnauthorizedError(); // unreachable on routes that require a session
  return user;
});
