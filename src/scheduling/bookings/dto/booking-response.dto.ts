import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, type BookingStatus, type CalendarReference, type MeetingArtifact } from '../booking-status';
import type { Booking } from '../booking.entity';
import { MeetingLocationDto } from '../../event-types/dto/event-type.dto';
import { AttendeeDto } from './create-booking.dto';

export class BookingHostDto {
  @ApiProperty() userId: number;
  @ApiProperty() name: string;
}

/** The app whose access token created a booking. */
export class BookingCreatorDto {
  @ApiProperty({ description: 'Its OAuth client id' }) clientId: string;
  @ApiProperty({ nullable: true, type: String, description: 'Its name, as the consent page shows it; null once the app has been deleted' })
  name: string | null;
}

export class BookingResponseDto {
  @ApiProperty({ description: 'The public identifier' }) uid: string;
  @ApiProperty() title: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) status: BookingStatus;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time' }) end: string;
  @ApiProperty() durationMinutes: number;
  @ApiProperty({ nullable: true, type: Number, description: 'null once the event type is deleted' }) eventTypeId: number | null;
  @ApiProperty({ description: 'The organizer: the host, or the team host it is assigned to (the first host of a collective booking)' })
  hostId: number;
  @ApiProperty({ type: [BookingHostDto], description: 'Everyone attending as a host' }) hosts: BookingHostDto[];
  @ApiProperty({ nullable: true, type: Number, description: 'The team whose event type was booked; null for a personal booking' })
  teamId: number | null;
  @ApiProperty({ type: AttendeeDto }) attendee: AttendeeDto;
  @ApiProperty({ type: [String] }) guests: string[];
  @ApiProperty({ type: MeetingLocationDto, nullable: true }) location: MeetingLocationDto | null;
  @ApiProperty({ nullable: true, type: String }) cancellationReason: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why the host declined it' }) rejectionReason: string | null;
  @ApiProperty({ description: 'Cancelled because it was moved to another time' }) rescheduled: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The booking that replaced this one' }) rescheduledToUid:
    string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The booking this one replaced' }) fromRescheduleUid: string | null;
  @ApiProperty({
    type: BookingCreatorDto,
    nullable: true,
    description: 'The app that created it through its access token (the REST API or a tool of the MCP endpoint); null when the person made it themselves or it was booked without a token (the public booking page)',
  })
  createdBy: BookingCreatorDto | null;
  @ApiProperty({ nullable: true, type: String, description: 'The OAuth client that created it, if any (the same as `createdBy.clientId`)' }) createdByClientId:
    string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The OAuth client of the last change, if any' }) updatedByClientId:
    string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;

  static from(b: Booking): BookingResponseDto {
    return {
      uid: b.uid,
      title: b.title,
      status: b.status,
      start: b.startTime.toISOString(),
      end: b.endTime.toISOString(),
      durationMinutes: Math.round((b.endTime.getTime() - b.startTime.getTime()) / 60_000),
      eventTypeId: b.eventTypeId,
      hostId: b.hostId,
      hosts: (b.hosts ?? []).map((h) => ({ userId: h.userId, name: h.user?.name ?? '' })),
      teamId: b.teamId,
      attendee: { name: b.attendeeName, email: b.attendeeEmail, timeZone: b.attendeeTimeZone },
      guests: [...b.guests],
      location: b.location ? { type: b.location.type, value: b.location.value } : null,
      cancellationReason: b.cancellationReason,
      rejectionReason: b.rejectionReason,
      rescheduled: b.rescheduledToUid !== null,
      rescheduledToUid: b.rescheduledToUid,
      fromRescheduleUid: b.fromRescheduleUid,
      createdBy: b.createdByClientId ? { clientId: b.createdByClientId, name: b.createdByClientName ?? null } : null,
      createdByClientId: b.createdByClientId,
      updatedByClientId: b.updatedByClientId,
      createdAt: b.createdAt.toISOString(),
      updatedAt: b.updatedAt.toISOString(),
    };
  }
}

export class MeetingArtifactResponseDto {
  @ApiProperty() url: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ nullable: true, type: Number }) durationSeconds: number | null;

  static from(a: MeetingArtifact): MeetingArtifactResponseDto {
    return { url: a.url, createdAt: a.createdAt, durationSeconds: a.durationSeconds ?? null };
  }
}

export class CalendarReferenceResponseDto {
  @ApiProperty({ example: 'google_calendar' }) provider: string;
  @ApiProperty() externalId: string;
  @ApiProperty({ nullable: true, type: String, description: 'The iCalendar UID, when the calendar has one' }) uid: string | null;
  @ApiProperty({ nullable: true, type: String }) meetingUrl: string | null;

  static from(r: CalendarReference): CalendarReferenceResponseDto {
    return { provider: r.provider, externalId: r.externalId, uid: r.uid ?? null, meetingUrl: r.meetingUrl ?? null };
  }
}

export class CalendarLinksResponseDto {
  @ApiProperty() google: string;
  @ApiProperty() outlook: string;
  @ApiProperty() yahoo: string;
  @ApiProperty({ description: 'The .ics file as a data: URL' }) ics: string;
}
