import { createDAVClient } from 'tsdav';
import type { Interval } from '../../common/time/interval';
import { FetchFailedError, UnsafeUrlError } from '../../common/net/guarded-fetch';
import { BusyAnswer, CalendarAccessError, CalendarProvider, EventToWrite, OpenConnection, ProviderCalendar } from './calendar-provider';
import type { IcsExpander } from './ics-expander';

type DavClient = Awaited<ReturnType<typeof createDAVClient>>;

/** iCloud's CalDAV entry point: Apple connections use it unless another server is given. */
export const APPLE_CALDAV_URL = 'https://caldav.icloud.com';

/**
 * CalDAV (RFC 4791) through tsdav: discovery (RFC 6764 well-known, principal, calendar home),
 * calendar-query REPORTs with a time range for busy times, and PUT/DELETE of calendar objects.
 * Every request goes through the SSRF-guarded fetch, so discovery redirects are checked as well.
 */
export class CalDavProvider implements CalendarProvider {
  readonly kinds = ['apple', 'caldav'] as const;

  constructor(
    private readonly fetch: typeof globalThis.fetch,
    private readonly expander: IcsExpander,
  ) {}

  async listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]> {
    const client = await this.client(conn);
    const calendars = await guard(() => client.fetchCalendars());
    return calendars
      .filter((c) => !c.components || c.components.includes('VEVENT'))
      .map((c) => ({ externalId: c.url, name: displayName(c.displayName, c.url), readOnly: false }));
  }

  async busy(conn: OpenConnection, externalId: string, range: Interval, timeZone: string): Promise<BusyAnswer> {
    const client = await this.client(conn);
    const objects = await guard(() =>
      client.fetchCalendarObjects({
        calendar: { url: externalId },
        timeRange: { start: range.start.toISOString(), end: range.end.toISOString() },
      }),
    );
    // The server chose the objects by time range, but their rules are expanded here: the same limits as a feed.
    const texts = objects.flatMap((o) => (typeof o.data === 'string' ? [o.data] : []));
    return texts.length === 0 ? { busy: [], cut: null } : this.expander.expand(texts, range, timeZone);
  }

  /**
   * A PUT to a name derived from the event's UID, without If-None-Match: a retry after a write whose
   * answer was lost replaces the same object instead of creating a second one.
   */
  async writeEvent(conn: OpenConnection, externalId: string, event: EventToWrite, existingUrl?: string): Promise<string> {
    const client = await this.client(conn);
    const url = existingUrl ?? new URL(`${encodeURIComponent(event.icalUid)}.ics`, withSlash(externalId)).toString();
    const res = await guard(() => client.updateObject({ url, data: event.ics, headers: { 'content-type': 'text/calendar; charset=utf-8' } }));
    if (!res.ok) throw new CalendarAccessError(`The calendar server refused the event (HTTP ${res.status}).`);
    return url;
  }

  async deleteEvent(conn: OpenConnection, url: string): Promise<void> {
    const client = await this.client(conn);
    const res = await guard(() => client.deleteObject({ url }));
    if (!res.ok && res.status !== 404 && res.status !== 410) throw new CalendarAccessError(`The calendar server refused to remove the event (HTTP ${res.status}).`);
  }

  private client(conn: OpenConnection): Promise<DavClient> {
    return guard(() =>
      createDAVClient({
        serverUrl: conn.connection.serverUrl ?? APPLE_CALDAV_URL,
        credentials: { username: conn.secret.username, password: conn.secret.password },
        authMethod: 'Basic',
        defaultAccountType: 'caldav',
        fetch: this.fetch,
      }),
    );
  }
}

/**
 * tsdav's errors quote server answers and URLs; the person gets a message of ours instead, and
 * the SSRF guard's refusals keep their own wording.
 */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnsafeUrlError || error instanceof CalendarAccessError) throw error;
    if (error instanceof FetchFailedError) throw new CalendarAccessError(`The calendar server could not be used: ${error.message}`);
    const message = error instanceof Error ? error.message : '';
    if (/\b401\b|unauthori[sz]ed|invalid credentials/i.test(message)) {
      throw new CalendarAccessError('The calendar server refused the user name or password.');
    }
    if (/\b403\b|forbidden/i.test(message)) throw new CalendarAccessError('The calendar server refused access to this account.');
    throw new CalendarAccessError('The calendar server did not answer as a CalDAV server does.');
  }
}

function displayName(name: unknown, url: string): string {
  if (typeof name === 'string' && name.trim()) return name.trim().slice(0, 200);
  return decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'Calendar');
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
