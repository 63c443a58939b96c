import { ApiProperty } from '@nestjs/swagger';
import type { EventType } from '../event-type.entity';
import { MeetingLocationDto } from './event-type.dto';

export class EventTypeResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() slug: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() lengthMinutes: number;
  @ApiProperty({ type: [MeetingLocationDto] }) locations: MeetingLocationDto[];
  @ApiProperty({ nullable: true, type: Number, description: 'null: the default schedule' }) scheduleId: number | null;
  @ApiProperty() requiresConfirmation: boolean;
  @ApiProperty() minimumBookingNoticeMinutes: number;
  @ApiProperty() beforeEventBufferMinutes: number;
  @ApiProperty() afterEventBufferMinutes: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null: the length' }) slotIntervalMinutes: number | null;
  @ApiProperty() hidden: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(e: EventType): EventTypeResponseDto {
    return {
      id: e.id,
      title: e.title,
      slug: e.slug,
      description: e.description,
      lengthMinutes: e.lengthMinutes,
      locations: e.locations.map((l) => ({ type: l.type, value: l.value })),
      scheduleId: e.scheduleId,
      requiresConfirmation: e.requiresConfirmation,
      minimumBookingNoticeMinutes: e.minimumBookingNoticeMinutes,
      beforeEventBufferMinutes: e.beforeEventBufferMinutes,
      afterEventBufferMinutes: e.afterEventBufferMinutes,
      slotIntervalMinutes: e.slotIntervalMinutes,
      hidden: e.hidden,
      createdAt: e.createdAt.toISOString(),
      updatedAt: e.updatedAt.toISOString(),
    };
  }
}
