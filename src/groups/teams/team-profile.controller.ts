import { Body, Controller, Delete, Get, HttpCode, Patch } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { CurrentTeam, TeamAccess } from '../access/group-access';
import { TeamRoute, teamPaths } from '../access/group-route.decorator';
import { TeamResponseDto, UpdateTeamDto } from './dto/team.dto';
import { TeamsService } from './teams.service';


/** One team's profile. */
@ApiTags('Teams')
@Controller(teamPaths())
export class TeamProfileController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @TeamRoute('TEAM_PROFILE_READ', 'MEMBER')
  @ApiOperation({ summary: 'Get a team' })
  @ApiSuccess(TeamResponseDto)
  async get(@CurrentTeam() team: TeamAccess) {
    return success(TeamResponseDto.from(await this.teams.get(team)));
  }

  @Patch()
  @TeamRoute('TEAM_PROFILE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Change a team', description: 'Only the fields sent change.' })
  @ApiSuccess(TeamResponseDto)
  @ApiConflictResponse({ description: 'Another team has this slug' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(@CurrentTeam() team: TeamAccess, @Body() body: UpdateTeamDto) {
    return success(TeamResponseDto.from(await this.teams.update(team, body)));
  }

  @Delete()
  @HttpCode(204)
  @TeamRoute('TEAM_PROFILE_WRITE', 'OWNER')
  @ApiOperation({ summary: 'Delete a team', description: 'Its memberships and event types go with it; its bookings stay with their hosts.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTeam() team: TeamAccess): Promise<void> {
    await this.teams.delete(team);
  }
}
