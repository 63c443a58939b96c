import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { PublicEndpoint } from '../../scopes/require-scopes.decorator';
import { publicActorOf } from '../actor';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { UidParam } from '../../common/validation/route-params';
import { BookingResponseDto } from './dto/booking-response.dto';
import { CancelBookingDto, CreateBookingDto, RescheduleBookingDto } from './dto/create-booking.dto';
import { PublicBookingsService } from './public-bookings.service';

const PUBLIC = 'No token needed. With an access token, its app is recorded on the booking (`createdByClientId`, `updatedByClientId`).';

/**
 * What anyone may do without an account: book, and cancel or reschedule by the booking's uid (the
 * uid is the capability, as in a confirmation email).
 */
@ApiTags('Bookings')
@ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
@Controller('v2/bookings')
export class PublicBookingsController {
  constructor(private readonly bookings: PublicBookingsService) {}

  @Post()
  @PublicEndpoint()
  @ApiOperation({
    summary: 'Book a slot of an event type',
    description: `\`start\` must be one of the slots of \`GET /v2/slots\`; the end follows from the length. ${PUBLIC}`,
  })
  @ApiSuccess(BookingResponseDto, { status: 201 })
  @ApiNotFoundResponse({ description: 'No such event type, or a hidden one without a usable private link' })
  @ApiConflictResponse({ description: 'The time was booked meanwhile' })
  async create(@CurrentAuth() auth: AuthPrincipal | undefined, @Body() body: CreateBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.create(publicActorOf(auth), body)));
  }

  @Post(':uid/cancel')
  @HttpCode(200)
  @PublicEndpoint()
  @ApiOperation({ summary: 'Cancel a booking', description: `Only a booking that has not ended. ${PUBLIC}` })
  @ApiSuccess(BookingResponseDto)
  @ApiNotFoundResponse({ description: 'No booking has this uid' })
  @ApiConflictResponse({ description: 'Already cancelled, declined or over' })
  async cancel(@CurrentAuth() auth: AuthPrincipal | undefined, @UidParam() uid: string, @Body() body: CancelBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.cancel(publicActorOf(auth), uid, body)));
  }

  @Post(':uid/reschedule')
  @PublicEndpoint()
  @ApiOperation({
    summary: 'Move a booking to another slot',
    description: `Creates the new booking (\`fromRescheduleUid\` names the old one) and cancels the old one (\`rescheduledToUid\` names the new one), or changes nothing if the time is taken. ${PUBLIC}`,
  })
  @ApiSuccess(BookingResponseDto, { status: 201, description: 'The new booking' })
  @ApiNotFoundResponse({ description: 'No booking has this uid' })
  @ApiConflictResponse({ description: 'The booking is not live, or the new time was booked meanwhile' })
  async reschedule(@CurrentAuth() auth: AuthPrincipal | undefined, @UidParam() uid: string, @Body() body: RescheduleBookingDto) {
    return success(BookingResponseDto.from(await this.bookings.reschedule(publicActorOf(auth), uid, body)));
  }
}
