import { getSchemaPath, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsIanaTimeZone, MAX_ID } from '../../../common/validation/validators';
import type { SlotDay } from '../compute-slots';
import { type SetupReason, SETUP_REASON_CODES, type SetupReasonCode } from '../setup-reasons';

export const MAX_SLOT_RANGE_DAYS = 31;

export class GetSlotsDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: 'eventTypeId must be the id of an event type' })
  @Min(1, { message: 'eventTypeId must be the id of an event type' })
  @Max(MAX_ID, { message: 'eventTypeId must be the id of an event type' })
  eventTypeId: number;

  @ApiProperty({ example: '2030-03-25', description: 'A date (midnight in timeZone) or a date and time; included' })
  @IsISO8601({ strict: true }, { message: 'start must be an ISO 8601 date or date and time' })
  start: string;

  @ApiProperty({ example: '2030-04-01', description: `Excluded; at most ${MAX_SLOT_RANGE_DAYS} days after start` })
  @IsISO8601({ strict: true }, { message: 'end must be an ISO 8601 date or date and time' })
  end: string;

  @ApiPropertyOptional({ example: 'Europe/Berlin', default: 'UTC', description: 'The time zone slots are shown and grouped in' })
  @IsOptional()
  @IsIanaTimeZone()
  timeZone?: string;

  @ApiPropertyOptional({ description: 'A private link token: needed to see the slots of a hidden event type' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  privateLink?: string;
}

export interface SlotsResult {
  eventTypeId: number;
  timeZone: string;
  days: SlotDay[];
  reasons: SetupReason[];
  /** Present when the answer was cut at its limit: the first start left out. */
  nextStart?: Date;
}

export class SlotsReasonDto {
  @ApiProperty({ enum: SETUP_REASON_CODES, description: '`host_without_schedule`: a host (or the owner) has no schedule, so offers no times; `no_hosts`: a team event type has no accepted hosts' })
  code: SetupReasonCode;
  @ApiPropertyOptional({ description: 'The host it is about (absent for `no_hosts`)' }) userId?: number;
  @ApiProperty({ example: 'Ana Lima, a host of this collective event type, has no default schedule: every host must be free, so it offers no times until they set their hours.' })
  message: string;
}

export class SlotResponseDto {
  @ApiProperty({ example: '2030-03-25T08:00:00.000Z' }) start: string;
  @ApiProperty({ example: '2030-03-25T09:00:00+01:00' }) localStart: string;
}

export class SlotsResponseDto {
  @ApiProperty() eventTypeId: number;
  @ApiProperty({ example: 'Europe/Berlin' }) timeZone: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { $ref: getSchemaPath(SlotResponseDto) } },
    description: 'Local dates in timeZone, each with its available start times, in order',
    example: { '2030-03-25': [{ start: '2030-03-25T08:00:00.000Z', localStart: '2030-03-25T09:00:00+01:00' }] },
  })
  slots: Record<string, SlotResponseDto[]>;

  @ApiProperty({
    type: [SlotsReasonDto],
    description:
      'Why there are fewer slots than the hours suggest, or none, when the cause is the event type’s setup rather than bookings or calendars: ' +
      'a host without a schedule, no hosts. Empty when nothing in the setup stands in the way.',
  })
  reasons: SlotsReasonDto[];

  @ApiPropertyOptional({
    example: '2030-03-26T08:00:00.000Z',
    description:
      'Present only when the answer holds its maximum of 1,000 slots and more exist in the range: the first start left out. Ask again with it as `start` (same `end`) for the rest.',
  })
  nextStart?: string;

  static from(result: SlotsResult): SlotsResponseDto {
    return {
      eventTypeId: result.eventTypeId,
      timeZone: result.timeZone,
      slots: Object.fromEntries(
        result.days.map((d) => [d.date, d.slots.map((s) => ({ start: s.start, localStart: s.localStart }))]),
      ),
      reasons: result.reasons.map((r) => ({ code: r.code, ...(r.userId !== undefined ? { userId: r.userId } : {}), message: r.message })),
      ...(result.nextStart ? { nextStart: result.nextStart.toISOString() } : {}),
    };
  }
}
