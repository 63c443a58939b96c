import type { Interval } from '../../common/time/interval';
import type { CalendarConnection, ConnectionKind } from '../entities/calendar-connection.entity';

/** A calendar as the provider lists it. */
export interface ProviderCalendar {
  externalId: string;
  name: string;
  readOnly: boolean;
}

/**
 * A connection with its credentials opened: only ever held in memory, never logged or returned.
 * `id` 0: a connection being tried before it is stored.
 */
export interface OpenConnection {
  connection: Pick<CalendarConnection, 'id' | 'kind' | 'serverUrl'> & { tokenExpiresAt?: Date | null };
  secret: Record<string, string>;
}

/** A calendar's busy times, and why some were left out (`cut`, safe to log and show) if any were. */
export interface BusyAnswer {
  busy: Interval[];
  cut: string | null;
}

/**
 * The booking as an event for the destination calendar: as an iCalendar object (CalDAV) and as
 * its parts (the Google and Microsoft APIs take JSON).
 */
export interface EventToWrite {
  icalUid: string;
  /** Grows with each update of the event (RFC 5545 SEQUENCE). */
  sequence: number;
  /** The whole VCALENDAR text. */
  ics: string;
  title: string;
  description: string;
  location?: string;
  start: Date;
  end: Date;
}

/**
 * What each kind of calendar does. CalDAV (and Apple, which is CalDAV) and ICS feeds implement it
 * with iCalendar; the OAuth providers (Google, Microsoft) with their own APIs (`oauth/`).
 * Methods throw `CalendarAccessError` with a message safe to show the person.
 */
export interface CalendarProvider {
  readonly kinds: readonly ConnectionKind[];
  listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]>;
  /** Busy intervals of one calendar overlapping `range`; all-day events cover the day in `timeZone`. */
  busy(conn: OpenConnection, externalId: string, range: Interval, timeZone: string): Promise<BusyAnswer>;
  /** Creates or replaces the event; answers where it lives. Absent for read-only kinds. */
  writeEvent?(conn: OpenConnection, externalId: string, event: EventToWrite, existingUrl?: string): Promise<string>;
  /** Removes the event; one that is already gone counts as removed. */
  deleteEvent?(conn: OpenConnection, url: string): Promise<void>;
  /** Tells the provider we no longer use the connection (revokes its authorization where it can). */
  forget?(conn: OpenConnection): Promise<void>;
}

/** What connecting an OAuth account learns besides its calendars: the address people know it by. */
export interface ProviderAccount {
  label: string;
  calendars: ProviderCalendar[];
}

/** Google and Microsoft: the account behind a token is learnt from the provider, not typed in. */
export interface OAuthCalendarProvider extends CalendarProvider {
  account(conn: OpenConnection): Promise<ProviderAccount>;
}

export const CALENDAR_PROVIDERS = Symbol('CALENDAR_PROVIDERS');

/** A calendar could not be used; the message is safe to show (no credentials, no raw server answer). */
export class CalendarAccessError extends Error {
  override name = 'CalendarAccessError';
}

/**
 * The provider no longer accepts our authorization (the person revoked it, or it expired): trying
 * again will not help, connecting again will. The connection shows `reconnect_needed`.
 */
export class ReconnectNeededError extends CalendarAccessError {
  override name = 'ReconnectNeededError';
}
