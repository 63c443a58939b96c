import type { Interval } from '../../common/time/interval';
import { FetchFailedError } from '../../common/net/guarded-fetch';
import { MAX_BUSY_RANGE_DAYS } from '../dto/calendar-input.dto';
import { BusyAnswer, CalendarAccessError, CalendarProvider, OpenConnection, ProviderCalendar } from './calendar-provider';
import { assertIcs, calendarName } from './ical-busy';
import type { IcsExpander } from './ics-expander';

/** The one calendar of a feed has this external id: the feed itself. */
export const FEED_CALENDAR_ID = 'feed';

/**
 * A read-only iCalendar feed at a URL (webcal:// is read as https://). The URL is the credential
 * (private feed addresses carry a secret), so it lives sealed in the connection like a password.
 */
export class IcsFeedProvider implements CalendarProvider {
  readonly kinds = ['ics-feed'] as const;

  constructor(
    private readonly fetch: typeof globalThis.fetch,
    private readonly expander: IcsExpander,
  ) {}

  /**
   * Connecting (and `check`) reads the feed under the same limits as slots do, over the longest
   * range they may ask for from now: a feed that would be cut is refused at once, with the reason,
   * rather than accepted and then cut in every request. A feed cut only later (rules that start
   * in a future month) is still bounded there, and logged.
   */
  async listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]> {
    const text = await this.download(conn.secret.url);
    assertIcs(text);
    const now = Date.now();
    const { cut } = await this.expander.expand([text], { start: new Date(now), end: new Date(now + MAX_BUSY_RANGE_DAYS * 86_400_000) }, 'UTC');
    if (cut) throw new CalendarAccessError(`The feed is too costly to use: ${cut}.`);
    return [{ externalId: FEED_CALENDAR_ID, name: calendarName(text) ?? new URL(conn.secret.url).hostname, readOnly: true }];
  }

  async busy(conn: OpenConnection, _externalId: string, range: Interval, timeZone: string): Promise<BusyAnswer> {
    return this.expander.expand([await this.download(conn.secret.url)], range, timeZone);
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
