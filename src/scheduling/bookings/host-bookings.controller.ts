import { Body, Controller, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { actorOf } from '../actor';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage } from '../../common/api/pagination';
import { UidParam } from '../../common/validation/route-params';
import { BookingReassignService } from './booking-reassign.service';
import { hostScope } from './booking-scope';
import { BookingsService } from './bookings.service';
import { BookingResponseDto } from './dto/booking-response.dto';
import { AddGuestsDto, DeclineBookingDto, ListBookingsDto, UpdateBookingLocationDto } from './dto/manage-booking.dto';

const NOT_LIVE = 'The booking is cancelled, declined or over';

/** The bookings made with the authorized user, as their host. */
@ApiTags('Bookings')
@Controller('v2/bookings')
export class HostBookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly reassigning: BookingReassignService,
  ) {}

  @Get()
  @RequireScopes('BOOKING_READ')
  @ApiOperation({
    summary: 'List your bookings',
    description: 'Earliest first. Filter by `status` (any of upcoming, past, cancelled, unconfirmed), `eventTypeId`, `afterStart`, `beforeEnd`; `take` (default 100, at most 250) and `skip`.',
  })
  @ApiSuccess(BookingResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentAuth() auth: AuthPrincipal, @Query() query: ListBookingsDto) {
    return success(mapPage(await this.bookings.list(hostScope(auth.userId), query), BookingResponseDto.from));
  }

  @Get(':uid')
  @RequireScopes('BOOKING_READ')
  @ApiOperation({ summary: 'Get one of your bookings' })
  @ApiSuccess(BookingResponseDto)
  @ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
  async get(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string) {
    return success(BookingResponseDto.from(await this.bookings.get(hostScope(auth.userId), uid)));
  }

  @Post(':uid/guests')
  @HttpCode(200)
  @RequireScopes('BOOKING_WRITE')
  @ApiOperation({ summary: 'Add guests to a booking', description: 'Addresses already invited, or the attendee’s, are not added twice.' })
  @ApiSuccess(BookingResponseDto)
  @ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
  @ApiConflictResponse({ description: NOT_LIVE })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async addGuests(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string, @Body() body: AddGuestsDto) {
    return success(BookingResponseDto.from(await this.bookings.addGuests(actorOf(auth), hostScope(auth.userId), uid, body)));
  }

  @Patch(':uid/location')
  @RequireScopes('BOOKING_WRITE')
  @ApiOperation({ summary: 'Change where a booking takes place' })
  @ApiSuccess(BookingResponseDto)
  @ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
  @ApiConflictResponse({ description: NOT_LIVE })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async updateLocation(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string, @Body() body: UpdateBookingLocationDto) {
    return success(BookingResponseDto.from(await this.bookings.updateLocation(actorOf(auth), hostScope(auth.userId), uid, body)));
  }

  @Post(':uid/confirm')
  @HttpCode(200)
  @RequireScopes('BOOKING_WRITE')
  @ApiOperation({ summary: 'Confirm an unconfirmed booking', description: 'For event types that require confirmation.' })
  @ApiSuccess(BookingResponseDto)
  @ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
  @ApiConflictResponse({ description: 'The booking is not unconfirmed' })
  async confirm(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string) {
    return success(BookingResponseDto.from(await this.bookings.confirm(actorOf(auth), hostScope(auth.userId), uid)));
  }

  @Post(':uid/decline')
  @HttpCode(200)
  @RequireScopes('BOOKING_WRITE')
  @ApiOperation({ summary: 'Decline an unconfirmed booking', description: 'The optional `reason` is kept as `rejectionReason`.' })
  @ApiSuccess(BookingResponseDto)
  @ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
  @ApiConflictResponse({ description: 'The booking is not unconfirmed' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async decline(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string, @Body() body: DeclineBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.decline(actorOf(auth), hostScope(auth.userId), uid, body)));
  }

  @Post(':uid/reassign')
  @HttpCode(200)
  @RequireScopes('BOOKING_WRITE')
  @ApiOperation({
    summary: 'Reassign a booking to another host',
    description:
      'A personal booking has no other host, so it is refused with 422 saying so; a team booking you host is refused with 422 naming its team route (`POST /v2/teams/{teamId}/bookings/{uid}/reassign`).',
  })
  @ApiNotFoundResponse({ description: 'No booking with you as host has this uid' })
  @ApiUnprocessableEntityResponse({ description: 'Always: personal bookings have no other host; team bookings are reassigned by their team' })
  async reassign(@CurrentAuth() auth: AuthPrincipal, @UidParam() uid: string): Promise<never> {
    return this.reassigning.refuseForHost(auth.userId, uid);
  }
}
