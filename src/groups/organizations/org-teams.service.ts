import { Injectable } from '@nestjs/common';
import { mapPage, Page, PageQueryDto } from '../../common/api/pagination';
import { GroupsService } from '../../membership/groups.service';
import { CreateTeamDto } from '../teams/dto/team.dto';
import { type Team, teamOf } from '../teams/team';
import { TeamsService } from '../teams/teams.service';
import type { OrgAccess } from '../access/group-access';

/** The organization's teams: a directory for its members; its admins create new ones. */
@Injectable()
export class OrgTeamsService {
  constructor(
    private readonly groups: GroupsService,
    private readonly teams: TeamsService,
  ) {}

  async list(access: OrgAccess, query?: PageQueryDto): Promise<Page<Team>> {
    return mapPage(await this.groups.teamsOf(access.organizationId, query), teamOf);
  }

  /** A team of the organization; whoever creates it becomes its first owner. */
  async create(access: OrgAccess, input: CreateTeamDto): Promise<Team> {
    return this.teams.create(access.userId, input, access.organizationId);
  }
}
