import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { MemberRole } from '../../membership/member-role';

/**
 * A caller's standing in the team a route is about, resolved once per request by
 * `GroupAccessGuard` from the membership rows. Services take it as given: they never re-derive
 * roles.
 */
export interface TeamAccess {
  teamId: number;
  /** The organization the team belongs to, if any (its members alone may join the team). */
  organizationId: number | null;
  /** The person the token acts for. */
  userId: number;
  /** The app whose token carried the request (recorded on what it changes). */
  clientId: string;
  /**
   * The caller's role in the team. Null only on routes that admit people whose invitation is
   * pending (accepting or declining it).
   */
  role: MemberRole | null;
}

/** The same for the organization a route is about (`@OrganizationRoute`). */
export interface OrgAccess {
  organizationId: number;
  userId: number;
  clientId: string;
  /** Null only on membership routes, for a person whose invitation is pending. */
  role: MemberRole | null;
}

/** The team access of the current request (team routes only; fails closed elsewhere). */
export const CurrentTeam = createParamDecorator((_data: unknown, context: ExecutionContext): TeamAccess => {
  const access = context.switchToHttp().getRequest<Request>().teamAccess;
  if (!access) throw new Error('CurrentTeam used on a route without @TeamRoute');
  return access;
});

/** The organization access of the current request (organization routes only; fails closed elsewhere). */
export const CurrentOrg = createParamDecorator((_data: unknown, context: ExecutionContext): OrgAccess => {
  const access = context.switchToHttp().getRequest<Request>().orgAccess;
  if (!access) throw new Error('CurrentOrg used on a route without @OrganizationRoute');
  return access;
});
