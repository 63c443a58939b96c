import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from '../accounts/user.entity';
import type { MemberRole } from '../common/memberships/member-role';
import { Team } from './team.entity';

/**
 * A person's place in a team. It counts (for access, hosting) only once `accepted`: being added by
 * an admin is an invitation the person accepts or declines.
 */
@Entity('team_memberships')
@Unique('team_memberships_team_id_user_id_key', ['teamId', 'userId'])
@Check('team_memberships_role_check', `role IN ('MEMBER', 'ADMIN', 'OWNER')`)
export class TeamMembership {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column({ type: 'integer' })
  teamId: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Relation<Team>;

  @Index('team_memberships_user_id_idx')
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
