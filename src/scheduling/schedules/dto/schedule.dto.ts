import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Length,
  Matches,
  ValidateNested,
} from 'class-validator';
import { IsIanaTimeZone } from '../../../common/validation/validators';
import { AVAILABILITY_LIMITS, END_TIME, ISO_DATE, START_TIME, WEEKDAYS, type Weekday } from '../availability';

export class TimeRangeDto {
  @ApiProperty({ example: '09:00', description: 'Local time "HH:mm", 00:00 to 23:59' })
  @Matches(START_TIME, { message: 'startTime must be a local time "HH:mm" from 00:00 to 23:59' })
  startTime: string;

  @ApiProperty({ example: '17:00', description: 'Local time "HH:mm"; "24:00" is the following midnight' })
  @Matches(END_TIME, { message: 'endTime must be a local time "HH:mm" from 00:00 to 24:00' })
  endTime: string;
}

export class WeeklyRangeDto extends TimeRangeDto {
  @ApiProperty({ enum: WEEKDAYS, isArray: true, example: ['monday', 'tuesday'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'days must name at least one weekday' })
  @ArrayMaxSize(7)
  @IsIn(WEEKDAYS, { each: true, message: 'days must be weekday names: monday, tuesday, ... sunday' })
  days: Weekday[];
}

export class DateOverrideDto {
  @ApiProperty({ example: '2030-12-24', description: 'A local date in the schedule time zone' })
  @Matches(ISO_DATE, { message: 'date must be a date "YYYY-MM-DD"' })
  date: string;

  @ApiProperty({ type: [TimeRangeDto], description: 'The hours of that date; empty: unavailable all day' })
  @IsArray()
  @ArrayMaxSize(AVAILABILITY_LIMITS.rangesPerOverride)
  @ValidateNested({ each: true })
  @Type(() => TimeRangeDto)
  ranges: TimeRangeDto[];
}

export class CreateScheduleDto {
  @ApiProperty({ example: 'Working hours' })
  @IsString()
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: "IANA time zone; defaults to the person's own" })
  @IsOptional()
  @IsIanaTimeZone()
  timeZone?: string;

  @ApiPropertyOptional({ type: [WeeklyRangeDto], description: 'Defaults to Monday to Friday, 09:00 to 17:00' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(AVAILABILITY_LIMITS.weeklyRanges)
  @ValidateNested({ each: true })
  @Type(() => WeeklyRangeDto)
  availability?: WeeklyRangeDto[];

  @ApiPropertyOptional({ type: [DateOverrideDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(AVAILABILITY_LIMITS.overrides)
  @ValidateNested({ each: true })
  @Type(() => DateOverrideDto)
  overrides?: DateOverrideDto[];

  @ApiPropertyOptional({ description: "Make this the person's default schedule (the first one always is)" })
  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;
}

export class UpdateScheduleDto extends PartialType(CreateScheduleDto) {}
