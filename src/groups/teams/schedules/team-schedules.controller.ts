import { Body, Controller, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../../common/api/pagination';
import { IdParam } from '../../../common/validation/route-params';
import { ScheduleResponseDto } from '../../../scheduling/schedules/dto/schedule-response.dto';
import { UpdateScheduleDto } from '../../../scheduling/schedules/dto/schedule.dto';
import { CurrentTeam, TeamAccess } from '../../access/group-access';
import { TeamRoute, teamPaths } from '../../access/group-route.decorator';
import { ListRoute } from '../../routes/group-mount';
import { TeamSchedulesService } from './team-schedules.service';

/** Team admins see and adjust their members’ availability. */
@ApiTags('Team schedules')
@Controller(teamPaths('schedules'))
export class TeamSchedulesController {
  constructor(private readonly schedules: TeamSchedulesService) {}

  @ListRoute(
    TeamRoute('TEAM_SCHEDULE_READ', 'ADMIN'),
    ApiOperation({ summary: 'List the members’ schedules', description: 'Of accepted members, by member; `take` and `skip`.' }),
    ScheduleResponseDto,
  )
  async list(@CurrentTeam() team: TeamAccess, @Query() query: PageQueryDto) {
    return success(mapPage(await this.schedules.list(team, query), ScheduleResponseDto.from));
  }

  @Patch(':scheduleId')
  @TeamRoute('TEAM_SCHEDULE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Change a member’s schedule', description: 'As the member could: only the fields sent change; `isDefault: true` makes it their default.' })
  @ApiSuccess(ScheduleResponseDto)
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(@CurrentTeam() team: TeamAccess, @IdParam('scheduleId', 'Schedule') id: number, @Body() body: UpdateScheduleDto) {
    return success(ScheduleResponseDto.from(await this.schedules.update(team, id, body)));
  }
}
