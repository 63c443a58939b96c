import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsIanaTimeZone, IsIsoInstant, MAX_ID } from '../../../common/validation/validators';
import { LOCATION_TYPES, type LocationType } from '../../event-types/locations';

export const MAX_GUESTS = 10;

export class AttendeeDto {
  @ApiProperty({ example: 'Ana Lima' })
  @IsString()
  @Length(1, 200, { message: 'name must be 1 to 200 characters' })
  name: string;

  @ApiProperty({ example: 'ana@example.com' })
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Europe/Lisbon' })
  @IsIanaTimeZone()
  timeZone: string;
}

export class CreateBookingDto {
  @ApiProperty()
  @IsInt({ message: 'eventTypeId must be the id of an event type' })
  @Min(1, { message: 'eventTypeId must be the id of an event type' })
  @Max(MAX_ID, { message: 'eventTypeId must be the id of an event type' })
  eventTypeId: number;

  @ApiProperty({ example: '2030-03-25T08:00:00Z', description: 'One of the slots; the end follows from the length' })
  @IsIsoInstant()
  start: string;

  @ApiProperty({ type: AttendeeDto })
  @IsDefined({ message: 'attendee is required' })
  @ValidateNested()
  @Type(() => AttendeeDto)
  attendee: AttendeeDto;

  @ApiPropertyOptional({ type: [String], example: ['bo@example.com'], maxItems: MAX_GUESTS })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_GUESTS, { message: `guests must have at most ${MAX_GUESTS} addresses` })
  @IsEmail({}, { each: true, message: 'guests must be email addresses' })
  guests?: string[];

  @ApiPropertyOptional({ enum: LOCATION_TYPES, description: "Which of the event type's locations; the first when absent" })
  @IsOptional()
  @IsIn(LOCATION_TYPES, { message: `locationType must be one of: ${LOCATION_TYPES.join(', ')}` })
  locationType?: LocationType;

  @ApiPropertyOptional({ description: 'A private link token: needed for a hidden event type; used once' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  privateLink?: string;
}

export class CancelBookingDto {
  @ApiPropertyOptional({ example: 'Something came up' })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'reason must be at most 1000 characters' })
  reason?: string;
}

export class RescheduleBookingDto extends CancelBookingDto {
  @ApiProperty({ example: '2030-03-26T08:00:00Z', description: 'One of the slots of the same event type' })
  @IsIsoInstant()
  start: string;
}
