import { calendar, type calendar_v3 } from '@googleapis/calendar';
import { createHash } from 'node:crypto';
import type { Interval } from '../../common/time/interval';
import type { OAuthTokens } from '../oauth/oauth-tokens.service';
import { httpStatusOf, providerFailure } from '../oauth/provider-errors';
import { BusyAnswer, CalendarAccessError, EventToWrite, OAuthCalendarProvider, OpenConnection, ProviderAccount, ProviderCalendar } from './calendar-provider';

/**
 * Google Calendar API v3 through Google's client (@googleapis/calendar): calendarList.list for the
 * calendars, freeBusy.query for busy times (Google expands recurrences, all-day events and
 * transparency itself), events.insert/update/delete for bookings. The API's root is a setting and
 * every request goes through our guarded fetch, without the library's own retries.
 * https://developers.google.com/workspace/calendar/api/v3/reference
 */
export class GoogleCalendarProvider implements OAuthCalendarProvider {
  readonly kinds = ['google'] as const;
  private readonly api: calendar_v3.Calendar;

  constructor(
    apiUrl: string,
    fetch: typeof globalThis.fetch,
    private readonly tokens: OAuthTokens,
  ) {
    this.api = calendar({ version: 'v3', rootUrl: `${apiUrl}/`, fetchImplementation: fetch, retry: false });
  }

  async listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]> {
    return (await this.account(conn)).calendars;
  }

  /** The primary calendar's id is the account's address (calendarList reference: `primary`). */
  async account(conn: OpenConnection): Promise<ProviderAccount> {
    const entries: calendar_v3.Schema$CalendarListEntry[] = [];
    let pageToken: string | undefined;
    do {
      const res = await this.call(conn, (headers) => this.api.calendarList.list({ maxResults: 250, ...(pageToken ? { pageToken } : {}) }, { headers }));
      entries.push(...(res.data.items ?? []));
      pageToken = res.data.nextPageToken ?? undefined;
    } while (pageToken && entries.length < 2000);
    const calendars = entries
      .filter((e) => e.id && !e.deleted)
      .map((e) => ({ externalId: e.id!, name: (e.summaryOverride || e.summary || e.id!).slice(0, 200), readOnly: !['owner', 'writer'].includes(e.accessRole ?? '') }));
    const primary = entries.find((e) => e.primary)?.id;
    if (!primary) throw new CalendarAccessError('Google did not say which calendar is the account’s own.');
    return { label: primary, calendars };
  }

  async busy(conn: OpenConnection, externalId: string, range: Interval): Promise<BusyAnswer> {
    const res = await this.call(conn, (headers) =>
      this.api.freebusy.query({ requestBody: { timeMin: range.start.toISOString(), timeMax: range.end.toISOString(), items: [{ id: externalId }] } }, { headers }),
    );
    const answer = res.data.calendars?.[externalId];
    if (!answer) throw new CalendarAccessError('Google answered without this calendar’s busy times.');
    if (answer.errors?.length) throw new CalendarAccessError(`Google could not give this calendar’s busy times (${answer.errors.map((e) => e.reason).join(', ')}).`);
    const busy = (answer.busy ?? [])
      .map((b) => ({ start: new Date(b.start ?? ''), end: new Date(b.end ?? '') }))
      .filter((i) => !Number.isNaN(i.start.getTime()) && !Number.isNaN(i.end.getTime()) && i.end > i.start);
    return { busy, cut: null };
  }

  /**
   * Our event ids are derived from the booking (Google accepts client ids in base32hex): a retry of
   * an insert whose answer was lost finds its own event (409) and updates it instead of adding a
   * second one. An event the person deleted is written anew under the next id.
   */
  async writeEvent(conn: OpenConnection, externalId: string, event: EventToWrite, existingUrl?: string): Promise<string> {
    const requestBody = eventBody(event);
    if (existingUrl) {
      const { calendarId, eventId } = parseRef(existingUrl);
      try {
        await this.call(conn, (headers) => this.api.events.update({ calendarId, eventId, requestBody }, { headers }));
        return existingUrl;
      } catch (error) {
        if (!gone(error)) throw error;
      }
    }
    const eventId = googleEventId(event.icalUid, event.sequence);
    try {
      await this.call(conn, (headers) => this.api.events.insert({ calendarId: externalId, requestBody: { ...requestBody, id: eventId } }, { headers }));
    } catch (error) {
      if (httpStatusOf((error as Error).cause) !== 409) throw error;
      await this.call(conn, (headers) => this.api.events.update({ calendarId: externalId, eventId, requestBody }, { headers }));
    }
    return formatRef(externalId, eventId);
  }

  async deleteEvent(conn: OpenConnection, url: string): Promise<void> {
    const { calendarId, eventId } = parseRef(url);
    try {
      await this.call(conn, (headers) => this.api.events.delete({ calendarId, eventId }, { headers }));
    } catch (error) {
      if (!gone(error)) throw error;
    }
  }

  /** Disconnecting revokes the grant at Google (its refresh token and every access token from it). */
  async forget(conn: OpenConnection): Promise<void> {
    await this.tokens.revoke(conn);
  }

  private async call<T>(conn: OpenConnection, request: (headers: Record<string, string>) => Promise<T>): Promise<T> {
    try {
      return await this.tokens.withAccessToken(conn, (token) => request({ authorization: `Bearer ${token}` }));
    } catch (error) {
      const failure = providerFailure('Google', error, () => false);
      if (failure !== error) failure.cause = error; // callers look at the HTTP status (409, 404, 410)
      throw failure;
    }
  }
}

function eventBody(event: EventToWrite): calendar_v3.Schema$Event {
  return {
    summary: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    status: 'confirmed',
    transparency: 'opaque',
    extendedProperties: { private: { bookingUid: event.icalUid } },
  };
}

/** Google event ids: 5 to 1024 characters of base32hex (a-v, 0-9). */
export function googleEventId(icalUid: string, sequence: number): string {
  const bytes = createHash('sha256').update(`${icalUid}\n${sequence}`).digest();
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((b) => parseInt(b.padEnd(5, '0'), 2).toString(32)).join('');
}

/** Where we keep a Google event: its calendar and id (the API addresses events by both). */
const formatRef = (calendarId: string, eventId: string) => `${encodeURIComponent(calendarId)}/${eventId}`;

function parseRef(ref: string): { calendarId: string; eventId: string } {
  const slash = ref.lastIndexOf('/');
  return { calendarId: decodeURIComponent(ref.slice(0, slash)), eventId: ref.slice(slash + 1) };
}

const gone = (error: unknown) => [404, 410].includes(httpStatusOf((error as Error).cause) ?? 0);
