import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../common/api/pagination';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { CreateTeamDto, MyTeamResponseDto, TeamResponseDto } from './dto/team.dto';
import { TeamsService } from './teams.service';

/** The person's teams, and new ones. Routes about one team are in `TeamProfileController` and its siblings. */
@ApiTags('Teams')
@Controller('v2/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @RequireScopes('TEAM_PROFILE_READ')
  @ApiOperation({
    summary: 'List your teams and invitations',
    description: 'Each with your membership: `accepted: false` is an invitation to accept or decline. `take` (default 100, at most 250) and `skip`.',
  })
  @ApiSuccess(MyTeamResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentAuth() auth: AuthPrincipal, @Query() query: PageQueryDto) {
    const page = await this.teams.listMine(auth.userId, query);
    return success(
      mapPage(page, ({ team, membership }) => ({
        ...TeamResponseDto.from(team),
        membership: { id: membership.id, role: membership.role, accepted: membership.accepted },
      })),
    );
  }

  @Post()
  @RequireScopes('TEAM_PROFILE_WRITE')
  @ApiOperation({ summary: 'Create a team', description: 'You become its first owner.' })
  @ApiSuccess(TeamResponseDto, { status: 201 })
  @ApiConflictResponse({ description: 'Another team has this slug' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async create(@CurrentAuth() auth: AuthPrincipal, @Body() body: CreateTeamDto) {
    return success(TeamResponseDto.from(await this.teams.create(auth.userId, body)));
  }
}
