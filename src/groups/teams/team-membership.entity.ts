import { Check, Column, Entity, Index, JoinColumn, ManyToOne, type Relation, Unique } from 'typeorm';
import { MembershipColumns } from '../memberships/membership-columns';
import { Team } from './team.entity';

/** A person's place in a team (see `MembershipColumns`); only accepted members host and see the team. */
@Entity('team_memberships')
@Unique('team_memberships_team_id_user_id_key', ['teamId', 'userId'])
@Check('team_memberships_role_check', `role IN ('MEMBER', 'ADMIN', 'OWNER')`)
@Index('team_memberships_user_id_idx', ['userId'])
export class TeamMembership extends MembershipColumns {
  @Column({ type: 'integer' })
  teamId: number;

  @ManyToOne(() => Team, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id' })
  team?: Relation<Team>;
}
