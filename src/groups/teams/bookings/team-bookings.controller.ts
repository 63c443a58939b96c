import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { BookingReassignService } from '../../../scheduling/bookings/booking-reassign.service';
import { BookingsService } from '../../../scheduling/bookings/bookings.service';
import { BookingResponseDto } from '../../../scheduling/bookings/dto/booking-response.dto';
import { CancelBookingDto } from '../../../scheduling/bookings/dto/create-booking.dto';
import { DeclineBookingDto, ListBookingsDto } from '../../../scheduling/bookings/dto/manage-booking.dto';
import { ReassignBookingDto } from '../../../scheduling/bookings/dto/reassign-booking.dto';
import { ApiSuccess, INVALID_INPUT, success } from '../../../common/api/envelope';
import { mapPage } from '../../../common/api/pagination';
import { UidParam } from '../../../common/api/route-params';
import { CurrentTeam, TeamAccess } from '../../access/group-access';
import { TeamRoute, teamPaths } from '../../access/group-route.decorator';

const scopeOf = (team: TeamAccess) => ({ kind: 'team' as const, teamId: team.teamId });
const actorOf = (team: TeamAccess) => ({ userId: team.userId, clientId: team.clientId });

/** The bookings of a team's event types. */
@ApiTags('Team bookings')
@Controller(teamPaths('bookings'))
export class TeamBookingsController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly reassigning: BookingReassignService,
  ) {}

  @Get()
  @TeamRoute('TEAM_BOOKING_READ', 'MEMBER')
  @ApiOperation({ summary: 'List the team’s bookings', description: 'Earliest first; the same filters as your own bookings, with `take` and `skip`.' })
  @ApiSuccess(BookingResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentTeam() team: TeamAccess, @Query() query: ListBookingsDto) {
    return success(mapPage(await this.bookings.list(scopeOf(team), query), BookingResponseDto.from));
  }

  @Get(':uid')
  @TeamRoute('TEAM_BOOKING_READ', 'MEMBER')
  @ApiOperation({ summary: 'Get one of the team’s bookings' })
  @ApiSuccess(BookingResponseDto)
  async get(@CurrentTeam() team: TeamAccess, @UidParam() uid: string) {
    return success(BookingResponseDto.from(await this.bookings.get(scopeOf(team), uid)));
  }

  @Post(':uid/confirm')
  @HttpCode(200)
  @TeamRoute('TEAM_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Confirm an unconfirmed team booking' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'The booking is not unconfirmed' })
  async confirm(@CurrentTeam() team: TeamAccess, @UidParam() uid: string) {
    return success(BookingResponseDto.from(await this.bookings.confirm(actorOf(team), scopeOf(team), uid)));
  }

  @Post(':uid/decline')
  @HttpCode(200)
  @TeamRoute('TEAM_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Decline an unconfirmed team booking' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'The booking is not unconfirmed' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async decline(@CurrentTeam() team: TeamAccess, @UidParam() uid: string, @Body() body: DeclineBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.decline(actorOf(team), scopeOf(team), uid, body)));
  }

  @Post(':uid/cancel')
  @HttpCode(200)
  @TeamRoute('TEAM_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Cancel a team booking', description: 'The optional `reason` is kept as `cancellationReason`; the hosts’ time is freed.' })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'The booking is cancelled, declined or over' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async cancel(@CurrentTeam() team: TeamAccess, @UidParam() uid: string, @Body() body: CancelBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.cancel(actorOf(team), scopeOf(team), uid, body)));
  }

  @Post(':uid/reassign')
  @HttpCode(200)
  @TeamRoute('TEAM_BOOKING_WRITE', 'ADMIN')
  @ApiOperation({
    summary: 'Reassign a round-robin team booking',
    description: 'To `hostUserId` if given (a host of the event type, free then), else to the next free host in round-robin order.',
  })
  @ApiSuccess(BookingResponseDto)
  @ApiConflictResponse({ description: 'No other host (or not the one named) is free at the booking’s time; or the booking is over' })
  @ApiUnprocessableEntityResponse({ description: 'A collective booking (every host already attends), or the one named is not a host' })
  async reassign(@CurrentTeam() team: TeamAccess, @UidParam() uid: string, @Body() body: ReassignBookingDto) {
    return success(BookingResponseDto.from(await this.reassigning.reassign(actorOf(team), scopeOf(team), uid, body)));
  }
}
