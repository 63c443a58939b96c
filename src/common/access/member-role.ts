import { ForbiddenError } from '../errors/domain-errors';

/**
 * Roles in a team or an organization. Memberships carry one, and count only once `accepted` by the
 * person who was added. The order matters: a route that needs ADMIN admits ADMIN and OWNER.
 */
export const MEMBER_ROLES = ['MEMBER', 'ADMIN', 'OWNER'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function roleRank(role: MemberRole): number {
  return MEMBER_ROLES.indexOf(role);
}

export function hasRole(role: MemberRole | null, needed: MemberRole): boolean {
  return role !== null && roleRank(role) >= roleRank(needed);
}

/** "ADMIN or OWNER", for messages that name what a route needs. */
export function rolesFrom(needed: MemberRole): string {
  const names = MEMBER_ROLES.slice(roleRank(needed));
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** 403 for a member whose role is below what a route needs; the message names the role. */
export function insufficientRole(unit: 'team' | 'organization', needed: MemberRole, actual: MemberRole | null): ForbiddenError {
  const yours = actual === null ? 'you have not accepted your invitation yet' : `yours is ${actual}`;
  return new ForbiddenError(`This needs the ${rolesFrom(needed)} role in this ${unit}; ${yours}.`, 'insufficient_role');
}
