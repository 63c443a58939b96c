import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../accounts/user.entity';
import { Group } from './group.entity';
import type { MemberRole } from './member-role';

/** Where a membership stands: `invited` until the person accepts (no access yet), then `active`. */
export const MEMBERSHIP_STATUSES = ['invited', 'active'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/**
 * A person's place in a group (a team or an organization): a role, and whether they accepted.
 * Being added by an admin (or an operator) is an invitation the person accepts or declines; it
 * counts only once `active`.
 */
@Entity('memberships')
@Unique('memberships_group_id_user_id_key', ['groupId', 'userId'])
@Check('memberships_role_check', `role IN ('MEMBER', 'ADMIN', 'OWNER')`)
@Check('memberships_status_check', `status IN ('invited', 'active')`)
@Index('memberships_user_id_idx', ['userId'])
export class GroupMembership {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  groupId: number;

  @ManyToOne(() => Group, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_id' })
  group?: Relation<Group>;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  role: MemberRole;

  @Column({ type: 'text', default: 'invited' })
  status: MembershipStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * An accepted member, as SQL on a membership row (`alias` its alias in the statement, if any).
 * Until then it is an invitation that gives no access, hosts nothing and is seen by no one but the
 * group's admins. Written once, here beside the column.
 */
export const ACCEPTED_MEMBER = (alias?: string): string => `${alias ? `${alias}.` : ''}status = 'active'`;

/** The same, as a TypeORM `where` on a membership. */
export const ACCEPTED_MEMBERSHIP = { status: 'active' } as const satisfies Partial<GroupMembership>;
