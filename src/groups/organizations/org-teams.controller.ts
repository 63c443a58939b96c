import { Body, Controller, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../common/api/pagination';
import { CreateTeamDto, TeamResponseDto } from '../teams/dto/team.dto';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';
import { ListRoute } from '../routes/group-mount';
import { OrgTeamsService } from './org-teams.service';

/**
 * The organization's teams as a whole. Routes about one of them are the team routes, mounted under
 * `/v2/organizations/:orgId/teams/:teamId/...` too (an ORG_ scope grants the TEAM_ one there).
 */
@ApiTags('Organization teams')
@Controller(orgPath('teams'))
export class OrgTeamsController {
  constructor(private readonly teams: OrgTeamsService) {}

  @ListRoute(
    OrganizationRoute('ORG_PROFILE_READ', 'MEMBER'),
    ApiOperation({ summary: 'List the organization’s teams', description: 'Every member sees the directory; `take` and `skip`.' }),
    TeamResponseDto,
  )
  async list(@CurrentOrg() org: OrgAccess, @Query() query: PageQueryDto) {
    return success(mapPage(await this.teams.list(org, query), TeamResponseDto.from));
  }

  @Post()
  @OrganizationRoute('ORG_PROFILE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Create a team in the organization', description: 'You become its first owner; only the organization’s members can join it.' })
  @ApiSuccess(TeamResponseDto, { status: 201 })
  @ApiConflictResponse({ description: 'Another team has this slug' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async create(@CurrentOrg() org: OrgAccess, @Body() body: CreateTeamDto) {
    return success(TeamResponseDto.from(await this.teams.create(org, body)));
  }
}
