import { membershipsController } from '../memberships/memberships.controller';
import { CurrentTeam, TeamAccess } from '../access/group-access';
import { TeamRoute, teamPaths } from '../access/group-route.decorator';
import { TeamMembershipsService } from './team-memberships.service';

/** Who is in a team, with which role (the routes every group shares, see `membershipsController`). */
export const TeamMembershipsController = membershipsController<TeamAccess>({
  name: 'TeamMembershipsController',
  tag: 'Team memberships',
  unit: 'team',
  paths: teamPaths('memberships'),
  read: TeamRoute('TEAM_MEMBERSHIP_READ', 'MEMBER'),
  addByEmail: 'TEAM_MEMBERSHIP_WRITE',
  add: TeamRoute('TEAM_MEMBERSHIP_WRITE', 'ADMIN'),
  change: TeamRoute('TEAM_MEMBERSHIP_WRITE', 'ADMIN', { selfService: true }),
  access: CurrentTeam,
  service: TeamMembershipsService,
});
