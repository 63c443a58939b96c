import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { CreateTeamDto } from '../teams/dto/team.dto';
import { Team } from '../teams/team.entity';
import { TeamsService } from '../teams/teams.service';
import type { OrgAccess } from '../access/group-access';

/** The organization's teams: a directory for its members; its admins create new ones. */
@Injectable()
export class OrgTeamsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly teams: TeamsService,
  ) {}

  async list(access: OrgAccess, query?: PageQueryDto): Promise<Page<Team>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.dataSource.manager.findAndCount(Team, { where: { organizationId: access.organizationId }, order: { id: 'ASC' }, take, skip });
    return { items, total, take, skip };
  }

  /** A team of the organization; whoever creates it becomes its first owner. */
  async create(access: OrgAccess, input: CreateTeamDto): Promise<Team> {
    return this.teams.create(access.userId, input, access.organizationId);
  }
}
