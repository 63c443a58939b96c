import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONNECTION_KINDS, CONNECTION_STATUSES, type CalendarConnection } from '../entities/calendar-connection.entity';
import type { ConnectedCalendar } from '../entities/connected-calendar.entity';
import type { Interval } from '../../common/time/interval';
import type { CheckResult } from '../connections.service';

export class ConnectedCalendarResponseDto {
  @ApiProperty({ example: 'https://caldav.example.com/alice/work/', description: "The provider's id of the calendar; use it (URL-encoded) in PATCH .../calendars/:externalId" })
  externalId: string;
  @ApiProperty({ example: 'Work' }) name: string;
  @ApiProperty() readOnly: boolean;
  @ApiProperty({ description: 'Checked for conflicts: its events make you busy' }) isSelected: boolean;
  @ApiProperty({ description: 'New bookings are written to it' }) isDestination: boolean;

  static from(c: ConnectedCalendar): ConnectedCalendarResponseDto {
    return { externalId: c.externalId, name: c.name, readOnly: c.readOnly, isSelected: c.isSelected, isDestination: c.isDestination };
  }
}

/** A connection as its owner sees it: never its credentials, nor a feed's (secret) address. */
export class CalendarConnectionResponseDto {
  @ApiProperty({ description: 'Use it as :calendar in the routes that act on one connection' }) id: number;
  @ApiProperty({ enum: CONNECTION_KINDS }) kind: string;
  @ApiProperty({ example: 'alice@example.com', description: 'The account (user name) or the feed’s host' }) label: string;
  @ApiProperty({
    enum: CONNECTION_STATUSES,
    description: '`failing` after the last use failed (see lastError); `reconnect_needed` when Google or Microsoft no longer accept our authorization (connect it again)',
  })
  status: string;
  @ApiPropertyOptional({ type: String, nullable: true }) lastError: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) lastCheckedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [ConnectedCalendarResponseDto] }) calendars: ConnectedCalendarResponseDto[];

  static from(c: CalendarConnection): CalendarConnectionResponseDto {
    return {
      id: c.id,
      kind: c.kind,
      label: c.label,
      status: c.status,
      lastError: c.lastError,
      lastCheckedAt: c.lastCheckedAt?.toISOString() ?? null,
      createdAt: c.createdAt.toISOString(),
      calendars: (c.calendars ?? []).map(ConnectedCalendarResponseDto.from),
    };
  }
}

export class CheckResultResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CONNECTION_KINDS }) kind: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'The connection answered with these credentials just now' }) ok: boolean;
  @ApiProperty({ enum: CONNECTION_STATUSES, description: '`reconnect_needed`: the provider refused our authorization; the person must connect again' }) status: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Why not, in words safe to show' }) error: string | null;
  @ApiProperty({ format: 'date-time' }) checkedAt: string;

  static from(r: CheckResult): CheckResultResponseDto {
    return {
      id: r.connection.id,
      kind: r.connection.kind,
      label: r.connection.label,
      ok: r.error === null,
      status: r.connection.status,
      error: r.error,
      checkedAt: r.checkedAt.toISOString(),
    };
  }
}

export class BusyIntervalResponseDto {
  @ApiProperty({ example: '2030-03-25T08:00:00.000Z' }) start: string;
  @ApiProperty({ example: '2030-03-25T09:00:00.000Z' }) end: string;

  static from(i: Interval): BusyIntervalResponseDto {
    return { start: i.start.toISOString(), end: i.end.toISOString() };
  }
}

export class AuthorizationUrlResponseDto {
  @ApiProperty({
    example: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=…&state=…&code_challenge=…',
    description: "Send the person's browser here. It comes back to /v2/calendars/{google,office365}/save, which needs them signed in here too; the URL is good for 10 minutes, once.",
  })
  authUrl: string;
}
