import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsIanaTimeZone } from '../../common/validation/validators';
import { PageQueryDto } from '../../common/api/pagination';

export const MAX_FEEDS_PER_REQUEST = 10;
export const MAX_BUSY_RANGE_DAYS = 31;

export class ConnectCalDavDto {
  @ApiProperty({ example: 'alice@example.com', description: 'The CalDAV (for Apple: Apple ID) user name' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(320)
  username: string;

  @ApiProperty({ description: 'The password (for Apple: an app-specific password). Stored encrypted, never returned.', format: 'password' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1000)
  password: string;

  @ApiPropertyOptional({
    example: 'https://caldav.example.com/',
    description: 'The CalDAV server (http or https). Needed for caldav; Apple uses https://caldav.icloud.com unless given.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  serverUrl?: string;
}

export class SaveIcsFeedsDto {
  @ApiProperty({ example: ['https://calendar.example.com/holidays.ics'], description: `1 to ${MAX_FEEDS_PER_REQUEST} http(s) or webcal addresses of .ics feeds` })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_FEEDS_PER_REQUEST)
  @IsString({ each: true })
  @IsNotEmpty({ each: true })
  @MaxLength(2000, { each: true })
  urls: string[];
}

export class UpdateConnectedCalendarDto {
  @ApiPropertyOptional({ description: 'Its events make you busy: slots avoid them' })
  @IsOptional()
  @IsBoolean()
  isSelected?: boolean;

  @ApiPropertyOptional({ description: 'New bookings are written to it (one destination at a time; read-only calendars cannot be)' })
  @IsOptional()
  @IsBoolean()
  isDestination?: boolean;
}

export class BusyTimesQueryDto {
  @ApiProperty({ example: '2030-03-25', description: 'A date (midnight in timeZone) or a date and time; included' })
  @IsISO8601({ strict: true }, { message: 'start must be an ISO 8601 date or date and time' })
  start: string;

  @ApiProperty({ example: '2030-04-01', description: `Excluded; at most ${MAX_BUSY_RANGE_DAYS} days after start` })
  @IsISO8601({ strict: true }, { message: 'end must be an ISO 8601 date or date and time' })
  end: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', default: 'UTC', description: 'How start and end without an offset are read' })
  @IsOptional()
  @IsIanaTimeZone()
  timeZone?: string;
}

/** The busy-times route's query: the range, and the page of the list it answers (the MCP tool takes the range alone). */
export class BusyTimesPageQueryDto extends IntersectionType(BusyTimesQueryDto, PageQueryDto) {}
