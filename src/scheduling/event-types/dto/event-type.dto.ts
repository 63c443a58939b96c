import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_ID } from '../../../common/validation/validators';
import { IsLocationValue, LOCATION_TYPES, type LocationType } from '../locations';

export const EVENT_TYPE_LIMITS = {
  lengthMinutes: { min: 1, max: 720 },
  bufferMinutes: { max: 720 },
  noticeMinutes: { max: 525_600 }, // a year
  slotIntervalMinutes: { min: 1, max: 720 },
  locations: 10,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class MeetingLocationDto {
  @ApiProperty({ enum: LOCATION_TYPES })
  @IsIn(LOCATION_TYPES, { message: `type must be one of: ${LOCATION_TYPES.join(', ')}` })
  type: LocationType;

  @ApiProperty({ example: 'https://meet.example.com/ana', description: 'A URL (video, link), a phone number or an address' })
  @IsString()
  @Length(1, 500, { message: 'value must be 1 to 500 characters' })
  @IsLocationValue()
  value: string;
}

export class CreateEventTypeDto {
  @ApiProperty({ example: '30 minute call' })
  @IsString()
  @Length(1, 200, { message: 'title must be 1 to 200 characters' })
  title: string;

  @ApiProperty({ example: 'call-30', description: 'Lower-case letters, digits and hyphens; unique among yours' })
  @IsString()
  @Length(1, 100, { message: 'slug must be 1 to 100 characters' })
  @Matches(SLUG, { message: 'slug must be lower-case letters and digits, separated by single hyphens' })
  slug: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'description must be at most 5000 characters' })
  description?: string | null;

  @ApiProperty({ minimum: EVENT_TYPE_LIMITS.lengthMinutes.min, maximum: EVENT_TYPE_LIMITS.lengthMinutes.max })
  @IsInt({ message: 'lengthMinutes must be a whole number of minutes' })
  @Min(EVENT_TYPE_LIMITS.lengthMinutes.min, { message: 'lengthMinutes must be at least 1' })
  @Max(EVENT_TYPE_LIMITS.lengthMinutes.max, { message: 'lengthMinutes must be at most 720 (12 hours)' })
  lengthMinutes: number;

  @ApiPropertyOptional({ type: [MeetingLocationDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(EVENT_TYPE_LIMITS.locations, { message: 'locations must have at most 10 entries' })
  @ValidateNested({ each: true })
  @Type(() => MeetingLocationDto)
  locations?: MeetingLocationDto[];

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'One of your schedules; null: your default schedule' })
  @IsOptional()
  @IsInt({ message: 'scheduleId must be the id of one of your schedules' })
  @Min(1, { message: 'scheduleId must be the id of one of your schedules' })
  @Max(MAX_ID, { message: 'scheduleId must be the id of one of your schedules' })
  scheduleId?: number | null;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  requiresConfirmation?: boolean;

  @ApiPropertyOptional({ default: 120, maximum: EVENT_TYPE_LIMITS.noticeMinutes.max })
  @IsOptional()
  @IsInt({ message: 'minimumBookingNoticeMinutes must be a whole number of minutes' })
  @Min(0, { message: 'minimumBookingNoticeMinutes must not be negative' })
  @Max(EVENT_TYPE_LIMITS.noticeMinutes.max, { message: 'minimumBookingNoticeMinutes must be at most 525600 (a year)' })
  minimumBookingNoticeMinutes?: number;

  @ApiPropertyOptional({ default: 0, maximum: EVENT_TYPE_LIMITS.bufferMinutes.max })
  @IsOptional()
  @IsInt({ message: 'beforeEventBufferMinutes must be a whole number of minutes' })
  @Min(0, { message: 'beforeEventBufferMinutes must not be negative' })
  @Max(EVENT_TYPE_LIMITS.bufferMinutes.max, { message: 'beforeEventBufferMinutes must be at most 720' })
  beforeEventBufferMinutes?: number;

  @ApiPropertyOptional({ default: 0, maximum: EVENT_TYPE_LIMITS.bufferMinutes.max })
  @IsOptional()
  @IsInt({ message: 'afterEventBufferMinutes must be a whole number of minutes' })
  @Min(0, { message: 'afterEventBufferMinutes must not be negative' })
  @Max(EVENT_TYPE_LIMITS.bufferMinutes.max, { message: 'afterEventBufferMinutes must be at most 720' })
  afterEventBufferMinutes?: number;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Minutes between offered start times; null: the length' })
  @IsOptional()
  @IsInt({ message: 'slotIntervalMinutes must be a whole number of minutes' })
  @Min(EVENT_TYPE_LIMITS.slotIntervalMinutes.min, { message: 'slotIntervalMinutes must be at least 1' })
  @Max(EVENT_TYPE_LIMITS.slotIntervalMinutes.max, { message: 'slotIntervalMinutes must be at most 720' })
  slotIntervalMinutes?: number | null;

  @ApiPropertyOptional({ default: false, description: 'Hidden event types are booked through private links only' })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;
}

export class UpdateEventTypeDto extends PartialType(CreateEventTypeDto) {}
