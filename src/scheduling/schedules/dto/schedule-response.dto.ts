import { ApiProperty } from '@nestjs/swagger';
import type { Schedule } from '../schedule.entity';
import { DateOverrideDto, WeeklyRangeDto } from './schedule.dto';

export class ScheduleResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The person whose availability it is' }) userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ example: 'Europe/Berlin' }) timeZone: string;
  @ApiProperty({ type: [WeeklyRangeDto] }) availability: WeeklyRangeDto[];
  @ApiProperty({ type: [DateOverrideDto] }) overrides: DateOverrideDto[];
  @ApiProperty() isDefault: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(schedule: Schedule): ScheduleResponseDto {
    return {
      id: schedule.id,
      userId: schedule.userId,
      name: schedule.name,
      timeZone: schedule.timeZone,
      availability: schedule.availability.map((r) => ({ days: [...r.days], startTime: r.startTime, endTime: r.endTime })),
      overrides: schedule.overrides.map((o) => ({ date: o.date, ranges: o.ranges.map((r) => ({ ...r })) })),
      isDefault: schedule.isDefault,
      createdAt: schedule.createdAt.toISOString(),
      updatedAt: schedule.updatedAt.toISOString(),
    };
  }
}
