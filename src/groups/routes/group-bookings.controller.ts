import { applyDecorators, Body, Controller, Get, HttpCode, Post, Query, type Type } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, type ApiOperationOptions, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { BookingReassignService } from '../../scheduling/bookings/booking-reassign.service';
import type { BookingScope } from '../../scheduling/bookings/booking-scope';
import { BookingsService } from '../../scheduling/bookings/bookings.service';
import { BookingResponseDto } from '../../scheduling/bookings/dto/booking-response.dto';
import { CancelBookingDto } from '../../scheduling/bookings/dto/create-booking.dto';
import { DeclineBookingDto, ListBookingsDto } from '../../scheduling/bookings/dto/manage-booking.dto';
import { ReassignBookingDto } from '../../scheduling/bookings/dto/reassign-booking.dto';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage } from '../../common/api/pagination';
import { UidParam } from '../../common/validation/route-params';
import type { Unit } from '../../membership/membership-rules';
import { type GroupMount, type GroupRules, ListRoute } from './group-mount';

/** Who acts, as the group's access hands it to the route (`@CurrentTeam`, `@CurrentOrg`). */
interface Caller {
  userId: number;
  clientId: string;
}

/** `write`: the rule of confirming, declining, cancelling and reassigning. */
export interface GroupBookingRoutes<A extends Caller> extends GroupRules {
  /** The bookings the group sees: its own (a team's), or those of its teams and members (an organization's). */
  scopeOf: (access: A) => Exclude<BookingScope, { kind: 'host' }>;
}

type Route = 'list' | 'get' | 'confirm' | 'decline' | 'cancel' | 'reassign';

/** Each route's OpenAPI summary and description, a team's and an organization's side by side. */
const OPERATIONS: Record<Route, Record<Unit, ApiOperationOptions>> = {
  list: {
    team: { summary: 'List the team’s bookings', description: 'Earliest first; the same filters as your own bookings, with `take` and `skip`.' },
    organization: { summary: 'List the organization’s bookings', description: 'Its teams’ and its members’ bookings, earliest first; the same filters as your own bookings.' },
  },
  get: { team: { summary: 'Get one of the team’s bookings' }, organization: { summary: 'Get one of the organization’s bookings' } },
  confirm: { team: { summary: 'Confirm an unconfirmed team booking' }, organization: { summary: 'Confirm an unconfirmed booking of the organization' } },
  decline: { team: { summary: 'Decline an unconfirmed team booking' }, organization: { summary: 'Decline an unconfirmed booking of the organization' } },
  cancel: {
    team: { summary: 'Cancel a team booking', description: 'The optional `reason` is kept as `cancellationReason`; the hosts’ time is freed.' },
    organization: { summary: 'Cancel a booking of the organization' },
  },
  reassign: {
    team: {
      summary: 'Reassign a round-robin team booking',
      description: 'To `hostUserId` if given (a host of the event type, free then), else to the next free host in round-robin order.',
    },
    organization: { summary: 'Reassign a round-robin booking of one of the organization’s teams', description: 'As on the team route.' },
  },
};

/** Why a reassignment can fail: an organization's bookings include its members' own, which have no other host. */
const REASSIGN_FAILS: Record<Unit, { conflict: string; unprocessable: string }> = {
  team: {
    conflict: 'No other host (or not the one named) is free at the booking’s time; or the booking is over',
    unprocessable: 'A collective booking (every host already attends), or the one named is not a host',
  },
  organization: {
    conflict: 'No other host (or not the one named) is free at the booking’s time',
    unprocessable: 'A personal or collective booking, or the one named is not a host',
  },
};

/**
 * The booking routes of a kind of group: teams and organizations manage their bookings through the
 * same routes and the same booking services, each with its own scopes, roles and access decorator,
 * so one implementation serves both.
 */
export function groupBookingsController<A extends Caller>(mount: GroupMount, o: GroupBookingRoutes<A>): Type<unknown> {
  const actorOf = (access: A) => ({ userId: access.userId, clientId: access.clientId });
  const operation = (route: Route) => ApiOperation(OPERATIONS[route][mount.unit]);
  const fails = REASSIGN_FAILS[mount.unit];

  /**
   * A change to one booking, `POST :uid/<action>`: 200 with the booking, under the write rule.
   * Listed bottom-up, the order TypeScript applies decorators in (the OpenAPI document keeps it).
   */
  const change = (action: Exclude<Route, 'list' | 'get'>, conflict: string, unprocessable?: string): MethodDecorator =>
    applyDecorators(
      ...(unprocessable === undefined ? [] : [ApiUnprocessableEntityResponse({ description: unprocessable })]),
      ApiConflictResponse({ description: conflict }),
      ApiSuccess(BookingResponseDto),
      operation(action),
      o.write,
      HttpCode(200),
      Post(`:uid/${action}`),
    );

  @ApiTags(mount.tag)
  @Controller(mount.paths)
  class GroupBookingsController {
    constructor(
      private readonly bookings: BookingsService,
      private readonly reassigning: BookingReassignService,
    ) {}

    @ListRoute(o.read, operation('list'), BookingResponseDto)
    async list(@mount.access() access: A, @Query() query: ListBookingsDto) {
      return success(mapPage(await this.bookings.list(o.scopeOf(access), query), BookingResponseDto.from));
    }

    @Get(':uid')
    @o.read
    @operation('get')
    @ApiSuccess(BookingResponseDto)
    async get(@mount.access() access: A, @UidParam() uid: string) {
      return success(BookingResponseDto.from(await this.bookings.get(o.scopeOf(access), uid)));
    }

    @change('confirm', 'The booking is not unconfirmed')
    async confirm(@mount.access() access: A, @UidParam() uid: string) {
      return success(BookingResponseDto.from(await this.bookings.confirm(actorOf(access), o.scopeOf(access), uid)));
    }

    @change('decline', 'The booking is not unconfirmed', INVALID_INPUT)
    async decline(@mount.access() access: A, @UidParam() uid: string, @Body() body: DeclineBookingDto) {
      return success(BookingResponseDto.from(await this.bookings.decline(actorOf(access), o.scopeOf(access), uid, body)));
    }

    @change('cancel', 'The booking is cancelled, declined or over', INVALID_INPUT)
    async cancel(@mount.access() access: A, @UidParam() uid: string, @Body() body: CancelBookingDto) {
      return success(BookingResponseDto.from(await this.bookings.cancel(actorOf(access), o.scopeOf(access), uid, body)));
    }

    @change('reassign', fails.conflict, fails.unprocessable)
    async reassign(@mount.access() access: A, @UidParam() uid: string, @Body() body: ReassignBookingDto) {
      return success(BookingResponseDto.from(await this.reassigning.reassign(actorOf(access), o.scopeOf(access), uid, body)));
    }
  }
  Object.defineProperty(GroupBookingsController, 'name', { value: mount.name });
  return GroupBookingsController;
}
