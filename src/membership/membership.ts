import type { MemberRole } from './member-role';

/** A membership with its person, as the memberships service returns it. */
export interface Membership {
  id: number;
  groupId: number;
  userId: number;
  role: MemberRole;
  accepted: boolean;
  createdAt: Date;
  updatedAt: Date;
  user: { name: string; email: string };
}

/** Whom to add: an existing account, by email or by id, and the role (MEMBER unless given). */
export interface NewMember {
  email?: string;
  userId?: number;
  role?: MemberRole;
}

/** A change to a membership: a role, or `accepted: true` (the invited person accepts). */
export interface MembershipChange {
  role?: MemberRole;
  accepted?: boolean;
}
