import { Body, Controller, Delete, Get, HttpCode, Patch, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/api/route-params';
import { TeamEventTypeResponseDto, teamEventTypeResponse, UpdateTeamEventTypeDto } from '../teams/event-types/team-event-type.dto';
import type { TeamEventType } from '../teams/event-types/team-event-types.service';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';
import { OrgEventTypesService } from './org-event-types.service';

const toResponse = ({ eventType, hosts }: TeamEventType) => teamEventTypeResponse(eventType, hosts);

/** The event types of every team of the organization. */
@ApiTags('Organization event types')
@Controller(orgPath('event-types'))
export class OrgEventTypesController {
  constructor(private readonly eventTypes: OrgEventTypesService) {}

  @Get()
  @OrganizationRoute('ORG_EVENT_TYPE_READ', 'MEMBER')
  @ApiOperation({ summary: 'List the event types of all the organization’s teams', description: 'Oldest first, with hosts; `take` and `skip`.' })
  @ApiSuccess(TeamEventTypeResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentOrg() org: OrgAccess, @Query() query: PageQueryDto) {
    const page = await this.eventTypes.list(org, query);
    return success({ ...page, items: page.items.map(toResponse) });
  }

  @Get(':id')
  @OrganizationRoute('ORG_EVENT_TYPE_READ', 'MEMBER')
  @ApiOperation({ summary: 'Get an event type of one of the organization’s teams' })
  @ApiSuccess(TeamEventTypeResponseDto)
  async get(@CurrentOrg() org: OrgAccess, @IdParam('id', 'Event type') id: number) {
    return success(toResponse(await this.eventTypes.get(org, id)));
  }

  @Patch(':id')
  @OrganizationRoute('ORG_EVENT_TYPE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Change an event type of one of the organization’s teams', description: 'As its team’s owners could: only the fields sent change; `hosts` is replaced whole.' })
  @ApiSuccess(TeamEventTypeResponseDto)
  @ApiConflictResponse({ description: 'The team already has an event type with this slug' })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a host is not an accepted member of the team` })
  async update(@CurrentOrg() org: OrgAccess, @IdParam('id', 'Event type') id: number, @Body() body: UpdateTeamEventTypeDto) {
    return success(toResponse(await this.eventTypes.update(org, id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @OrganizationRoute('ORG_EVENT_TYPE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Delete an event type of one of the organization’s teams', description: 'Its bookings stay.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentOrg() org: OrgAccess, @IdParam('id', 'Event type') id: number): Promise<void> {
    await this.eventTypes.delete(org, id);
  }
}
