import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UsersService } from '../../accounts/users.service';
import { GroupMemberships } from '../memberships/group-memberships';
import { TEAM_MEMBERSHIPS } from '../memberships/membership-tables';
import type { TeamAccess } from '../access/group-access';

/**
 * A team's memberships, under the rules every group shares (see `membershipRules`). Leaving a team
 * also removes the person from its event types' hosts: the host rows refer to the membership.
 */
@Injectable()
export class TeamMembershipsService extends GroupMemberships<TeamAccess> {
  constructor(@InjectDataSource() dataSource: DataSource, users: UsersService) {
    super(dataSource, users, TEAM_MEMBERSHIPS, (access) => access.teamId);
  }
}
