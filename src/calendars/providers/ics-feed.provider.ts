import type { Interval } from '../../common/interval';
import { FetchFailedError } from '../net/guarded-fetch';
import { CalendarAccessError, CalendarProvider, OpenConnection, ProviderCalendar } from './calendar-provider';
import { assertIcs, busyFromIcs, calendarName } from './ical-busy';

/** The one calendar of a feed has this external id: the feed itself. */
export const FEED_CALENDAR_ID = 'feed';

/**
 * A read-only iCalendar feed at a URL (webcal:// is read as https://). The URL is the credential
 * (private feed addresses carry a secret), so it lives sealed in the connection like a password.
 */
export class IcsFeedProvider implements CalendarProvider {
  readonly kinds = ['ics-feed'] as const;

  constructor(private readonly fetch: typeof globalThis.fetch) {}

  async listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]> {
    const text = await this.download(conn.secret.url);
    assertIcs(text);
    return [{ externalId: FEED_CALENDAR_ID, name: calendarName(text) ?? new URL(conn.secret.url).hostname, readOnly: true }];
  }

  async busy(conn: OpenConnection, _externalId: string, range: Interval, timeZone: string): Promise<Interval[]> {
    return busyFromIcs(await this.download(conn.secret.url), range, timeZone);
  }

  private async download(url: string): Promise<string> {
    let res: Response;
    try {
      res = await this.fetch(url, { headers: { accept: 'text/calendar, */*;q=0.5' } });
    } catch (error) {
      if (error instanceof FetchFailedError) throw new CalendarAccessError(`The feed could not be fetched: ${error.message}`);
      throw error;
    }
    if (!res.ok) throw new CalendarAccessError(`The feed's server answered HTTP ${res.status}.`);
    return res.text();
  }
}

/** `webcal://` is the same feed over https; anything but http(s) is refused later by the fetch guard. */
export function feedUrl(input: string): string {
  return input.trim().replace(/^webcals?:\/\//i, 'https://');
}
