import { Client, type Context, type Middleware } from '@microsoft/microsoft-graph-client';
import { DateTime } from 'luxon';
import type { Interval } from '../../common/time/interval';
import type { OAuthTokens } from '../oauth/oauth-tokens.service';
import { httpStatusOf, providerFailure } from '../oauth/provider-errors';
import { BusyAnswer, CalendarAccessError, EventToWrite, OAuthCalendarProvider, OpenConnection, ProviderAccount, ProviderCalendar } from './calendar-provider';

interface GraphCalendar {
  id: string;
  name?: string;
  canEdit?: boolean;
  isDefaultCalendar?: boolean;
  owner?: { name?: string; address?: string };
}
interface GraphDateTime {
  dateTime: string;
  timeZone: string;
}
interface GraphEvent {
  id: string;
  showAs?: string;
  isCancelled?: boolean;
  start?: GraphDateTime;
  end?: GraphDateTime;
}
interface GraphPage<T> {
  value?: T[];
  '@odata.nextLink'?: string;
}

/** Times come back in UTC when asked so (https://learn.microsoft.com/en-us/graph/api/user-list-calendarview, "Prefer"). */
const PREFER_UTC = 'outlook.timezone="UTC"';
/** `showAs` values during which the person is available (https://learn.microsoft.com/en-us/graph/api/resources/event). */
const AVAILABLE = new Set(['free', 'workingElsewhere']);
const MAX_PAGES = 20;

/**
 * Microsoft 365 and Outlook.com calendars through Microsoft Graph v1.0 with Microsoft's client
 * (@microsoft/microsoft-graph-client): /me/calendars, each selected calendar's calendarView for busy
 * times (Graph expands recurrences), and events create/update/delete for bookings. The client's
 * last middleware is ours, so requests go through the guarded fetch; the Graph base URL is a setting.
 * getSchedule was not used: it answers for the whole mailbox, not for the calendars people select.
 * No `forget`: the Microsoft identity platform has no token revocation endpoint; people remove the
 * app's access in their account settings.
 */
export class Office365CalendarProvider implements OAuthCalendarProvider {
  readonly kinds = ['office365'] as const;
  private readonly base: string;
  private readonly version: string;

  constructor(
    private readonly apiUrl: string,
    private readonly fetch: typeof globalThis.fetch,
    private readonly tokens: OAuthTokens,
  ) {
    const url = new URL(apiUrl);
    const segments = url.pathname.split('/').filter(Boolean);
    this.version = segments.pop() ?? 'v1.0';
    this.base = `${url.origin}${segments.length ? `/${segments.join('/')}` : ''}`;
  }

  async listCalendars(conn: OpenConnection): Promise<ProviderCalendar[]> {
    return (await this.account(conn)).calendars;
  }

  /** The account is the owner of the default calendar (reading /me would need one more permission). */
  async account(conn: OpenConnection): Promise<ProviderAccount> {
    const found = await this.pages<GraphCalendar>(conn, '/me/calendars?$select=id,name,canEdit,isDefaultCalendar,owner&$top=100');
    const calendars = found.map((c) => ({ externalId: c.id, name: (c.name || 'Calendar').slice(0, 200), readOnly: c.canEdit === false }));
    const owner = found.find((c) => c.isDefaultCalendar)?.owner ?? found[0]?.owner;
    const label = owner?.address || owner?.name;
    if (!label) throw new CalendarAccessError('Microsoft did not say whose calendars these are.');
    return { label, calendars };
  }

  async busy(conn: OpenConnection, externalId: string, range: Interval): Promise<BusyAnswer> {
    const query = new URLSearchParams({ startDateTime: range.start.toISOString(), endDateTime: range.end.toISOString(), $select: 'showAs,isCancelled,start,end', $top: '100' });
    const events = await this.pages<GraphEvent>(conn, `/me/calendars/${encodeURIComponent(externalId)}/calendarView?${query.toString()}`);
    const busy = events
      .filter((e) => !e.isCancelled && !AVAILABLE.has(e.showAs ?? 'busy') && e.start && e.end)
      .map((e) => ({ start: instant(e.start!), end: instant(e.end!) }))
      .filter((i) => i.end > i.start);
    return { busy, cut: null };
  }

  /**
   * Creating carries a `transactionId` (the booking and the event's version): Graph ignores a
   * repeated create with the same one, so a retry after a lost answer adds no second event.
   * An event the person deleted is created anew.
   */
  async writeEvent(conn: OpenConnection, externalId: string, event: EventToWrite, existingUrl?: string): Promise<string> {
    const body = eventBody(event);
    if (existingUrl) {
      try {
        await this.call(conn, (c) => c.api(`/me/events/${encodeURIComponent(existingUrl)}`).patch(body));
        return existingUrl;
      } catch (error) {
        if (httpStatusOf((error as Error).cause) !== 404) throw error;
      }
    }
    const created = (await this.call(conn, (c) =>
      c.api(`/me/calendars/${encodeURIComponent(externalId)}/events`).post({ ...body, transactionId: `${event.icalUid}:${event.sequence}` }),
    )) as GraphEvent;
    if (!created?.id) throw new CalendarAccessError('Microsoft answered without the new event’s id.');
    return created.id;
  }

  async deleteEvent(conn: OpenConnection, url: string): Promise<void> {
    try {
      await this.call(conn, (c) => c.api(`/me/events/${encodeURIComponent(url)}`).delete());
    } catch (error) {
      if (httpStatusOf((error as Error).cause) !== 404) throw error;
    }
  }

  /** Follows `@odata.nextLink`, only within the configured Graph base (our token goes nowhere else). */
  private async pages<T>(conn: OpenConnection, first: string): Promise<T[]> {
    const items: T[] = [];
    let path: string | undefined = first;
    for (let page = 0; path && page < MAX_PAGES; page++) {
      const current: string = path;
      const res = (await this.call(conn, (c) => c.api(current).header('Prefer', PREFER_UTC).get())) as GraphPage<T>;
      items.push(...(res.value ?? []));
      const next = res['@odata.nextLink'];
      const prefix = `${this.base}/${this.version}/`;
      if (next && !next.startsWith(prefix)) throw new CalendarAccessError('Microsoft pointed to a next page outside Microsoft Graph.');
      path = next ? `/${next.slice(prefix.length)}` : undefined;
    }
    return items;
  }

  private async call<T>(conn: OpenConnection, request: (client: Client) => Promise<T>): Promise<T> {
    try {
      return await this.tokens.withAccessToken(conn, (token) =>
        request(Client.initWithMiddleware({ baseUrl: this.base, defaultVersion: this.version, middleware: new GuardedFetchHandler(this.fetch, token) })),
      );
    } catch (error) {
      const failure = providerFailure('Microsoft', error, () => false);
      if (failure !== error) failure.cause = error; // callers look at the HTTP status (404)
      throw failure;
    }
  }
}

/** The end of Graph's middleware chain: our fetch, with the access token. */
class GuardedFetchHandler implements Middleware {
  constructor(
    private readonly fetch: typeof globalThis.fetch,
    private readonly token: string,
  ) {}

  async execute(context: Context): Promise<void> {
    const headers = new Headers(context.options?.headers as ConstructorParameters<typeof Headers>[0]);
    headers.set('authorization', `Bearer ${this.token}`);
    const url = typeof context.request === 'string' ? context.request : context.request.url;
    context.response = await this.fetch(url, { method: context.options?.method, headers, body: context.options?.body as RequestInit['body'] });
  }
}

function eventBody(event: EventToWrite) {
  const at = (d: Date) => ({ dateTime: d.toISOString().replace(/Z$/, ''), timeZone: 'UTC' });
  return {
    subject: event.title,
    body: { contentType: 'text', content: event.description },
    start: at(event.start),
    end: at(event.end),
    ...(event.location ? { location: { displayName: event.location } } : {}),
    showAs: 'busy',
  };
}

/** Graph's dateTime has no offset; its timeZone says how to read it (UTC, since we ask for it). */
function instant(value: GraphDateTime): Date {
  const parsed = DateTime.fromISO(value.dateTime, { zone: value.timeZone || 'UTC' });
  if (!parsed.isValid) throw new CalendarAccessError('Microsoft answered an event time that could not be read.');
  return parsed.toJSDate();
}
