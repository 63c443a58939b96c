import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Query, type Type } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiOperation, type ApiOperationOptions, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { Page, PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/validation/route-params';
import type { Unit } from '../../membership/membership-rules';
import { type GroupMount, type GroupRules, ListRoute } from './group-mount';
import { CreateTeamEventTypeDto, TeamEventTypeResponseDto, teamEventTypeResponse, UpdateTeamEventTypeDto } from '../teams/event-types/team-event-type.dto';
import type { TeamEventType } from '../teams/event-types/team-event-types.service';

/** What a group's event types service offers its routes (`A`: the caller's access to the group). */
export interface EventTypesOf<A> {
  list(access: A, query?: PageQueryDto): Promise<Page<TeamEventType>>;
  get(access: A, id: number): Promise<TeamEventType>;
  update(access: A, id: number, input: UpdateTeamEventTypeDto): Promise<TeamEventType>;
  delete(access: A, id: number): Promise<void>;
  /** Teams only (see `CREATE`). */
  create?(access: A, input: CreateTeamEventTypeDto): Promise<TeamEventType>;
}

export interface GroupEventTypeRoutes<A> extends GroupRules {
  service: Type<EventTypesOf<A>>;
}

type Route = 'list' | 'get' | 'update' | 'remove';

/** Each route's OpenAPI summary and description, a team's and an organization's side by side. */
const OPERATIONS: Record<Route, Record<Unit, ApiOperationOptions>> = {
  list: {
    team: { summary: 'List the team’s event types', description: 'Oldest first, with their hosts; `take` and `skip`.' },
    organization: { summary: 'List the event types of all the organization’s teams', description: 'Oldest first, with hosts; `take` and `skip`.' },
  },
  get: { team: { summary: 'Get one of the team’s event types' }, organization: { summary: 'Get an event type of one of the organization’s teams' } },
  update: {
    team: { summary: 'Change a team event type', description: 'Only the fields sent change; `hosts` is replaced whole. Existing bookings keep their times and hosts.' },
    organization: { summary: 'Change an event type of one of the organization’s teams', description: 'As its team’s owners could: only the fields sent change; `hosts` is replaced whole.' },
  },
  remove: {
    team: { summary: 'Delete a team event type', description: 'Its bookings stay.' },
    organization: { summary: 'Delete an event type of one of the organization’s teams', description: 'Its bookings stay.' },
  },
};

/**
 * Only teams create event types: an organization's admins create them on the route of one of its
 * teams (mounted under the organization too, see `teamPaths`).
 */
const CREATE: ApiOperationOptions = {
  summary: 'Create a team event type',
  description:
    'COLLECTIVE: a slot is free when every host is, and every host attends. ROUND_ROBIN: a slot is free when any host is, and booking assigns the free host booked least recently (then the higher priority). Hosts offer the hours of their default schedules.',
};

const toEventTypeResponse = ({ eventType, hosts }: TeamEventType) => teamEventTypeResponse(eventType, hosts);

/**
 * The routes on a group's team event types: a team's own, and those of every team of an
 * organization, read, changed and deleted alike (an organization's admins act as each team's
 * owners, see `OrgEventTypesService`), so one implementation serves both. Creating one is the
 * team's alone (`CREATE`).
 */
export function groupEventTypesController<A>(mount: GroupMount, o: GroupEventTypeRoutes<A>): Type<unknown> {
  const operation = (route: Route) => ApiOperation(OPERATIONS[route][mount.unit]);
  // An organization's controller has no `create`: the method is removed below, before any route is
  // read from the class. It is declared in its place among the others all the same: the OpenAPI
  // document (and so the docs page) lists a path's operations in the order of the methods.
  // Decorators are listed bottom-up, the order TypeScript applies them in.
  const createRoute: MethodDecorator =
    mount.unit === 'team'
      ? applyDecorators(
          ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a host is not an accepted member of the team` }),
          ApiConflictResponse({ description: 'The team already has an event type with this slug' }),
          ApiSuccess(TeamEventTypeResponseDto, { status: 201 }),
          ApiOperation(CREATE),
          o.write,
          Post(),
        )
      : () => undefined;

  @ApiTags(mount.tag)
  @Controller(mount.paths)
  class GroupEventTypesController {
    constructor(@Inject(o.service) private readonly eventTypes: EventTypesOf<A>) {}

    @ListRoute(o.read, operation('list'), TeamEventTypeResponseDto)
    async list(@mount.access() access: A, @Query() query: PageQueryDto) {
      const page = await this.eventTypes.list(access, query);
      return success({ ...page, items: page.items.map(toEventTypeResponse) });
    }

    @Get(':id')
    @o.read
    @operation('get')
    @ApiSuccess(TeamEventTypeResponseDto)
    async get(@mount.access() access: A, @IdParam('id', 'Event type') id: number) {
      return success(toEventTypeResponse(await this.eventTypes.get(access, id)));
    }

    @createRoute
    async create(@mount.access() access: A, @Body() body: CreateTeamEventTypeDto) {
      return success(toEventTypeResponse(await this.eventTypes.create!(access, body)));
    }

    @Patch(':id')
    @o.write
    @operation('update')
    @ApiSuccess(TeamEventTypeResponseDto)
    @ApiConflictResponse({ description: 'The team already has an event type with this slug' })
    @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or a host is not an accepted member of the team` })
    async update(@mount.access() access: A, @IdParam('id', 'Event type') id: number, @Body() body: UpdateTeamEventTypeDto) {
      return success(toEventTypeResponse(await this.eventTypes.update(access, id, body)));
    }

    @Delete(':id')
    @HttpCode(204)
    @o.write
    @operation('remove')
    @ApiNoContentResponse({ description: 'Deleted' })
    async remove(@mount.access() access: A, @IdParam('id', 'Event type') id: number): Promise<void> {
      await this.eventTypes.delete(access, id);
    }
  }
  if (mount.unit !== 'team') delete (GroupEventTypesController.prototype as Partial<GroupEventTypesController>).create;
  Object.defineProperty(GroupEventTypesController, 'name', { value: mount.name });
  return GroupEventTypesController;
}
