import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/api/pagination';
import { IsIsoInstant, MAX_ID } from '../../../common/validation/validators';
import { MeetingLocationDto } from '../../event-types/dto/event-type.dto';
import { CancelBookingDto, MAX_GUESTS } from './create-booking.dto';

export const BOOKING_LIST_STATUSES = ['upcoming', 'past', 'cancelled', 'unconfirmed'] as const;
export type BookingListStatus = (typeof BOOKING_LIST_STATUSES)[number];

export class ListBookingsDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: BOOKING_LIST_STATUSES,
    isArray: true,
    description:
      'Any of them (comma-separated in a query string). upcoming/past: active bookings not yet ended/ended; cancelled: cancelled or declined; unconfirmed: awaiting your confirmation',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value))
  @IsArray()
  @IsIn(BOOKING_LIST_STATUSES, { each: true, message: `status must be among: ${BOOKING_LIST_STATUSES.join(', ')}` })
  status?: BookingListStatus[];

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'eventTypeId must be the id of an event type' })
  @Min(1, { message: 'eventTypeId must be the id of an event type' })
  @Max(MAX_ID, { message: 'eventTypeId must be the id of an event type' })
  eventTypeId?: number;

  @ApiPropertyOptional({ format: 'date-time', description: 'Bookings starting at or after' })
  @IsOptional()
  @IsIsoInstant()
  afterStart?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Bookings ending at or before' })
  @IsOptional()
  @IsIsoInstant()
  beforeEnd?: string;
}

export class AddGuestsDto {
  @ApiProperty({ type: [String], example: ['bo@example.com'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'guests must list at least one address' })
  @ArrayMaxSize(MAX_GUESTS, { message: `guests must have at most ${MAX_GUESTS} addresses` })
  @IsEmail({}, { each: true, message: 'guests must be email addresses' })
  guests: string[];
}

export class UpdateBookingLocationDto extends MeetingLocationDto {}

export class DeclineBookingDto extends CancelBookingDto {}
