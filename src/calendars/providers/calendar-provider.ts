import type { Interval } from '../../scheduling/slots/compute-slots';
import type { CalendarConnection, ConnectionKind } from '../entities/calendar-connection.entity';

/** A calendar as the provider lists it. */
export interface ProviderCalendar {
  externalId: string;
  name: string;
  readOnly: boolean;
}

/** A connection with its credentials opened: only ever held in memory, never logged or returned. */
export interface OpenConnection {
  connection: Pick<CalendarConnection, 'id' | 'kind' | 'serverUrl'>;
  secret: Record<string, string>;
}

/** The booking as an iCalendar object to put into the destination calendar. */
export interface EventToWrite {
  icalUid: string;
  /** The whole VCALENDAR text. */
  ics: string;
}

/**
 * What each kind of calendar does. CalDAV (and Apple, which is CalDAV) and ICS feeds implement it
 * here; the OAuth providers (Google, Microsoft) implement the same interface with their own APIs.
 * Methods throw `CalendarAccessError` with a message safe to show the person.
 */
export interface CalendarProvider {
  readonly kinds: readonly ConnectionKind[];
  listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]>;
  /** Busy intervals of one calendar overlapping `range`; all-day events cover the day in `timeZone`. */
  busy(conn: OpenConnection, externalId: string, range: Interval, timeZone: string): Promise<Interval[]>;
  /** Creates or replaces the event; answers where it lives. Absent for read-only kinds. */
  writeEvent?(conn: OpenConnection, externalId: string, event: EventToWrite, existingUrl?: string): Promise<string>;
  /** Removes the event; one that is already gone counts as removed. */
  deleteEvent?(conn: OpenConnection, url: string): Promise<void>;
}

export const CALENDAR_PROVIDERS = Symbol('CALENDAR_PROVIDERS');

/** A calendar could not be used; the message is safe to show (no credentials, no raw server answer). */
export class CalendarAccessError extends Error {
  override name = 'CalendarAccessError';
}
