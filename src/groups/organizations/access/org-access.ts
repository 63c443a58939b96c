import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { MemberRole } from '../../../common/access/member-role';

/**
 * A caller's standing in the organization a route is about, resolved once per request by
 * `OrgAccessGuard` from their membership row. Services take it as given.
 */
export interface OrgAccess {
  organizationId: number;
  userId: number;
  clientId: string;
  /** Null only on membership routes, for a person whose invitation is pending. */
  role: MemberRole | null;
}

export const CurrentOrg = createParamDecorator((_data: unknown, context: ExecutionContext): OrgAccess => {
  const access = context.switchToHttp().getRequest<Request>().orgAccess;
  if (!access) throw new Error('CurrentOrg used on a route without @OrganizationRoute');
  return access;
});
