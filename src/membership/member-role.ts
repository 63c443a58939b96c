import { ForbiddenError } from '../common/errors/domain-errors';
import type { MemberRuleOf } from '../common/access/access.decorators';
import { GROUP_KINDS, type GroupKind } from './group.entity';

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
export function insufficientRole(unit: GroupKind, needed: MemberRole, actual: MemberRole | null): ForbiddenError {
  const yours = actual === null ? 'you have not accepted your invitation yet' : `yours is ${actual}`;
  return new ForbiddenError(`This needs the ${rolesFrom(needed)} role in this ${unit}; ${yours}.`, 'insufficient_role');
}

/**
 * The role a team or organization route needs of the person. `selfService`: membership routes where
 * people also act on their own membership (accept, leave); every member passes, and the membership
 * rules decide, `role` being what acting on someone else's needs.
 */
export type MemberRule = MemberRuleOf<GroupKind, MemberRole>;

/** A route's member rule as the kit hands it back, checked to be one of ours (fails closed otherwise). */
export function memberRuleOf(rule: MemberRuleOf | undefined): MemberRule | undefined {
  if (rule === undefined) return undefined;
  const ours = (GROUP_KINDS as readonly string[]).includes(rule.of) && (MEMBER_ROLES as readonly string[]).includes(rule.role);
  if (!ours) throw new Error(`A route declares a member rule of ${rule.of}/${rule.role}, which is not a kind of group and a role`);
  return rule as MemberRule;
}
