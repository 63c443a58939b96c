import { Column, CreateDateColumn, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { User } from '../../accounts/user.entity';
import type { MemberRole } from '../../common/access/member-role';

/**
 * What every membership row holds, whatever the group (team or organization): the person, a role,
 * and whether they accepted. It counts only once `accepted`: being added by an admin (or an
 * operator) is an invitation the person accepts or declines. Each entity adds its group column,
 * its unique key and its indexes.
 */
export abstract class MembershipColumns {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'text' })
  role: MemberRole;

  @Column({ type: 'boolean', default: false })
  accepted: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * An accepted member, as SQL on a membership row (`alias` its alias in the statement, if any): the
 * membership counts, the person having accepted it. Until then it is an invitation that gives no
 * access, hosts nothing and is seen by no one but the group's admins. Written once, here beside the
 * column: every statement under groups/ that asks for a member builds on it (scheduling's own
 * reads of the team tables aside: they are listed in test/table-ownership.e2e-spec.ts, to move).
 */
export const ACCEPTED_MEMBER = (alias?: string): string => `${alias ? `${alias}.` : ''}accepted`;

/** The same, as a TypeORM `where` on a membership entity. */
export const ACCEPTED_MEMBERSHIP = { accepted: true } as const satisfies Partial<MembershipColumns>;
