import { ConflictError, ForbiddenError, ValidationError } from '../common/errors/domain-errors';
import { hasRole, insufficientRole, type MemberRole } from './member-role';
import type { GroupKind } from './group.entity';

export type Unit = GroupKind;

/** Who acts on a membership: their user id and role in the group (null: their invitation is pending). */
export interface Acting {
  userId: number;
  role: MemberRole | null;
}

export interface Target {
  userId: number;
  role: MemberRole;
  accepted: boolean;
}

/**
 * The membership rules, the same for teams and organizations: admins manage members and admins;
 * only an owner makes or removes owners; the last (accepted) owner can be neither removed nor
 * demoted; a person accepts their own invitation and may always leave (the last owner aside).
 * `owners` is the number of accepted owners, counted under the group's row lock.
 */
export const membershipRules = {
  add(unit: Unit, actor: Acting, role: MemberRole): void {
    if (!hasRole(actor.role, 'ADMIN')) throw insufficientRole(unit, 'ADMIN', actor.role);
    if (role === 'OWNER' && actor.role !== 'OWNER') throw onlyOwners(unit);
  },

  change(unit: Unit, actor: Acting, target: Target, change: { role?: MemberRole; accepted?: boolean }, owners: number): void {
    if (change.accepted === false) throw new ValidationError('accepted can only be set to true; to decline an invitation, delete the membership.');
    if (change.accepted === true && actor.userId !== target.userId) {
      throw new ForbiddenError('Only the invited person can accept an invitation.', 'insufficient_role');
    }
    // Someone else's membership needs an admin even for a change that changes nothing: the answer
    // shows that member, and the route also admits people whose invitation is pending.
    if (actor.userId !== target.userId && !hasRole(actor.role, 'ADMIN')) throw insufficientRole(unit, 'ADMIN', actor.role);
    if (change.role === undefined || change.role === target.role) return;
    if (!hasRole(actor.role, 'ADMIN')) throw insufficientRole(unit, 'ADMIN', actor.role);
    if ((target.role === 'OWNER' || change.role === 'OWNER') && actor.role !== 'OWNER') throw onlyOwners(unit);
    if (target.role === 'OWNER' && target.accepted && owners <= 1) throw lastOwner(unit, 'demoted');
  },

  remove(unit: Unit, actor: Acting, target: Target, owners: number): void {
    if (actor.userId !== target.userId) {
      if (!hasRole(actor.role, 'ADMIN')) throw insufficientRole(unit, 'ADMIN', actor.role);
      if (target.role === 'OWNER' && actor.role !== 'OWNER') throw onlyOwners(unit);
    }
    if (target.role === 'OWNER' && target.accepted && owners <= 1) throw lastOwner(unit, 'removed');
  },
};

const onlyOwners = (unit: Unit) => new ForbiddenError(`Only an owner of the ${unit} can make or remove owners.`, 'insufficient_role');

const lastOwner = (unit: Unit, what: string) =>
  new ConflictError(`This is the last owner of the ${unit}, who cannot be ${what}: make another member an owner first.`);
