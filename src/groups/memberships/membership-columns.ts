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
