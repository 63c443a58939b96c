import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { BookingReassignService } from '../../scheduling/bookings/booking-reassign.service';
import { BookingsService } from '../../scheduling/bookings/bookings.service';
import { BookingResponseDto } from '../../scheduling/bookings/dto/booking-response.dto';
import { CancelBookingDto } from '../../scheduling/bookings/dto/create-booking.dto';
import { DeclineBookingDto, ListBookingsDto } from '../../scheduling/bookings/dto/manage-booking.dto';
import { ReassignBookingDto } from '../../scheduling/bookings/dto/reassign-booking.dto';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage } from '../../common/api/pagination';
import { UidParam } from '../../common/api/route-params';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';

const scopeOf = (org: OrgAccess) => ({ kind: 'organization' as const, organizationId: org.organizationId });
const actorOf = (org: OrgAccess) => ({ userId: org.userId, clientId: org.clientId });

/**
 * Bookings across the organization: those of its teams and its members' own. Members' bookings are
 * private to them, so even reading needs the organization's ADMIN or OWNER role.
 */
@ApiTags('Organization bookings')
@Controller(orgPath('bookings'))
export class OrgBookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly reassigning: BookingReassignService,
  ) {}

  @Get()
  @OrganizationRoute('ORG_BOOKING_READ', 'ADMIN')
  @ApiOperation({ summary: 'List the organization’s bookings', description: 'Its teams’ and its members’ bookings, earliest first; the same filters as your own bookings.' })
  @ApiSuccess(BookingResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentOrg() org: OrgAccess, @Query() query: ListBookingsDto) {
    return success(mapPage(await this.bookings.list(scopeOf(org), query), BookingResponseDto.from));
  }

  @Get(':uid')
  @OrganizationRoute('ORG_BOOKING_READ', 'ADMIN')
  @ApiOperation({ summary: 'Get one of the organization’s bookings' })
  @ApiSuccess(BookingResponseDto)
  async get(@CurrentOrg() org: OrgAccess, @UidParam() uid: string) {
    return success(BookingResponseDto.from(await this.bookings.get(scopeOf(org), uid)));
  }

  @Post(':uid/confirm')
  @HttpCode(200)
  @OrganizationRoute('ORG_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Confirm an unconfirmed booking of the organization' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'The booking is not unconfirmed' })
  async confirm(@CurrentOrg() org: OrgAccess, @UidParam() uid: string) {
    return success(BookingResponseDto.from(await this.bookings.confirm(actorOf(org), scopeOf(org), uid)));
  }

  @Post(':uid/decline')
  @HttpCode(200)
  @OrganizationRoute('ORG_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Decline an unconfirmed booking of the organization' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'The booking is not unconfirmed' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async decline(@CurrentOrg() org: OrgAccess, @UidParam() uid: string, @Body() body: DeclineBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.decline(actorOf(org), scopeOf(org), uid, body)));
  }

  @Post(':uid/cancel')
  @HttpCode(200)
  @OrganizationRoute('ORG_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Cancel a booking of the organization' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'The booking is cancelled, declined or over' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async cancel(@CurrentOrg() org: OrgAccess, @UidParam() uid: string, @Body() body: CancelBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.cancel(actorOf(org), scopeOf(org), uid, body)));
  }

  @Post(':uid/reassign')
  @HttpCode(200)
  @OrganizationRoute('ORG_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Reassign a round-robin booking of one of the organization’s teams', description: 'As on the team route.' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'No other host (or not the one named) is free at the booking’s time' })
  @ApiUnprocessableEntityResponse({ description: 'A personal or collective booking, or the one named is not a host' })
  async reassign(@CurrentOrg() org: OrgAccess, @UidParam() uid: string, @Body() body: ReassignBookingDto) {
    return success(BookingResponseDto.from(await this.reassigning.reassign(actorOf(org), scopeOf(org), uid, body)));
  }
}
