import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../../common/api/envelope';
import { PageQueryDto } from '../../../common/api/pagination';
import { IdParam } from '../../../common/api/route-params';
import { CurrentTeam, TeamAccess } from '../../access/group-access';
import { TeamRoute, teamPaths } from '../../access/group-route.decorator';
import { CreateTeamEventTypeDto, TeamEventTypeResponseDto, teamEventTypeResponse, UpdateTeamEventTypeDto } from './team-event-type.dto';
import { TeamEventType, TeamEventTypesService } from './team-event-types.service';

const toResponse = ({ eventType, hosts }: TeamEventType) => teamEventTypeResponse(eventType, hosts);

/** A team's event types: booked through the same public slots and bookings routes as anyone's. */
@ApiTags('Team event types')
@Controller(teamPaths('event-types'))
export class TeamEventTypesController {
  constructor(private readonly eventTypes: TeamEventTypesService) {}

  @Get()
  @TeamRoute('TEAM_EVENT_TYPE_READ', 'MEMBER')
  @ApiOperation({ summary: 'List the team’s event types', description: 'Oldest first, with their hosts; `take` and `skip`.' })
  @ApiSuccess(TeamEventTypeResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentTeam() team: TeamAccess, @Query() query: PageQueryDto) {
    const page = await this.eventTypes.list(team, query);
    return success({ ...page, items: page.items.map(toResponse) });
  }

  @Get(':id')
  @TeamRoute('TEAM_EVENT_TYPE_READ', 'MEMBER')
  @ApiOperation({ summary: 'Get one of the team’s event types' })
  @ApiSuccess(TeamEventTypeResponseDto)
  async get(@CurrentTeam() team: TeamAccess, @IdParam('id', 'Event type') id: number) {
    return success(toResponse(await this.eventTypes.get(team, id)));
  }

  @Post()
  @TeamRoute('TEAM_EVENT_TYPE_WRITE', 'ADMIN')
  @ApiOperation({
    summary: 'Create a team event type',
    description:
      'COLLECTIVE: a slot is free when every host is, and every host attends. ROUND_ROBIN: a slot is free when any host is, and booking assigns the free host booked least recently (then the higher priority). Hosts offer the hours of their default schedules.',
  })
  @ApiSuccess(TeamEventTypeResponseDto, { status: 201 })
  @ApiConflictResponse({ description: 'The team already has an event type with this slug' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a host is not an accepted member of the team` })
  async create(@CurrentTeam() team: TeamAccess, @Body() body: CreateTeamEventTypeDto) {
    return success(toResponse(await this.eventTypes.create(team, body)));
  }

  @Patch(':id')
  @TeamRoute('TEAM_EVENT_TYPE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Change a team event type', description: 'Only the fields sent change; `hosts` is replaced whole. Existing bookings keep their times and hosts.' })
  @ApiSuccess(TeamEventTypeResponseDto)
  @ApiConflictResponse({ description: 'The team already has an event type with this slug' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a host is not an accepted member of the team` })
  async update(@CurrentTeam() team: TeamAccess, @IdParam('id', 'Event type') id: number, @Body() body: UpdateTeamEventTypeDto) {
    return success(toResponse(await this.eventTypes.update(team, id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @TeamRoute('TEAM_EVENT_TYPE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Delete a team event type', description: 'Its bookings stay.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTeam() team: TeamAccess, @IdParam('id', 'Event type') id: number): Promise<void> {
    await this.eventTypes.delete(team, id);
  }
}
