import { randomUUID } from 'node:crypto';
import { type ApiAnswer, type ApiRequest, ApiServer, mergeIntervals } from './api-server';

const READ = 'https://www.googleapis.com/auth/calendar.readonly';
const WRITE = 'https://www.googleapis.com/auth/calendar.events';

export interface GoogleCalendar {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader' | 'freeBusyReader';
  primary?: boolean;
}

export interface GoogleEvent {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime: string };
  end: { dateTime: string };
  transparency?: 'opaque' | 'transparent';
  sequence: number;
  extendedProperties?: { private?: Record<string, string> };
}

/**
 * Google Calendar API v3 as documented, for the calls we make, keeping each account's calendars
 * and events in memory:
 * - GET  /calendar/v3/users/me/calendarList        https://developers.google.com/workspace/calendar/api/v3/reference/calendarList/list
 * - POST /calendar/v3/freeBusy                     https://developers.google.com/workspace/calendar/api/v3/reference/freebusy/query
 * - POST /calendar/v3/calendars/{id}/events        https://developers.google.com/workspace/calendar/api/v3/reference/events/insert
 * - PUT  /calendar/v3/calendars/{id}/events/{eid}  https://developers.google.com/workspace/calendar/api/v3/reference/events/update
 * - DELETE the same                                https://developers.google.com/workspace/calendar/api/v3/reference/events/delete
 * Errors have the shape of https://developers.google.com/workspace/calendar/api/guides/errors.
 * The calendar list comes two entries a page, so paging is exercised.
 */
export class GoogleCalendarApi extends ApiServer {
  private readonly accounts = new Map<string, { calendars: GoogleCalendar[]; events: Map<string, Map<string, GoogleEvent>> }>();

  addAccount(email: string, calendars: Omit<GoogleCalendar, 'primary'>[]): void {
    const all = [{ id: email, summary: email, accessRole: 'owner' as const, primary: true }, ...calendars];
    this.accounts.set(email, { calendars: all, events: new Map(all.map((c) => [c.id, new Map()])) });
  }

  /** An event made in Google Calendar by the person (or another app). */
  addEvent(email: string, calendarId: string, start: string, end: string, extra: Partial<GoogleEvent> = {}): void {
    const id = randomUUID().replace(/-/g, '');
    this.account(email).events.get(calendarId)!.set(id, { id, status: 'confirmed', summary: 'Dentist', start: { dateTime: start }, end: { dateTime: end }, sequence: 0, ...extra });
  }

  /** The events of a calendar that are not cancelled. */
  events(email: string, calendarId: string): GoogleEvent[] {
    return [...this.account(email).events.get(calendarId)!.values()].filter((e) => e.status !== 'cancelled');
  }

  protected async handle(req: ApiRequest): Promise<ApiAnswer> {
    const info = req.token ? await this.tokenInfo(req.token) : null;
    if (!info) return error(401, 'authError', 'Invalid Credentials', 'UNAUTHENTICATED');
    const account = this.accounts.get(info.accountId);
    if (!account) return error(404, 'notFound', 'Not Found');
    const path = req.url.pathname.replace(/^\/calendar\/v3/, '');
    const scopes = info.scope.split(' ');
    const needs = (scope: string) => (scopes.includes(scope) ? null : error(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED'));

    if (req.method === 'GET' && path === '/users/me/calendarList') return needs(READ) ?? this.calendarList(account.calendars, req.url.searchParams.get('pageToken'));
    if (req.method === 'POST' && path === '/freeBusy') return needs(READ) ?? this.freeBusy(account, req.body ?? {});
    const events = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!events) return error(404, 'notFound', 'Not Found');
    const denied = needs(WRITE);
    if (denied) return denied;
    const calendar = account.events.get(decodeURIComponent(events[1]));
    if (!calendar) return error(404, 'notFound', 'Not Found');
    const eventId = events[2] ? decodeURIComponent(events[2]) : undefined;
    const body = (req.body ?? {}) as Partial<GoogleEvent>;
    if (req.method === 'POST' && !eventId) {
      const id = body.id ?? randomUUID().replace(/-/g, '');
      if (!/^[a-v0-9]{5,1024}$/.test(id)) return error(400, 'invalid', 'Invalid resource id value.');
      if (calendar.has(id)) return error(409, 'duplicate', 'The requested identifier already exists.');
      calendar.set(id, { ...body, id, status: 'confirmed', sequence: 0 } as GoogleEvent);
      return { status: 200, body: resource(calendar.get(id)!) };
    }
    const existing = eventId ? calendar.get(eventId) : undefined;
    if (!existing) return error(404, 'notFound', 'Not Found');
    if (req.method === 'PUT') {
      calendar.set(existing.id, { ...body, id: existing.id, status: body.status ?? 'confirmed', sequence: existing.sequence + 1 } as GoogleEvent);
      return { status: 200, body: resource(calendar.get(existing.id)!) };
    }
    if (req.method === 'DELETE') {
      if (existing.status === 'cancelled') return error(410, 'deleted', 'Resource has been deleted');
      existing.status = 'cancelled';
      return { status: 204 };
    }
    return error(404, 'notFound', 'Not Found');
  }

  private calendarList(calendars: GoogleCalendar[], pageToken: string | null): ApiAnswer {
    const from = Number(pageToken ?? 0);
    const page = calendars.slice(from, from + 2);
    const more = from + 2 < calendars.length;
    return {
      status: 200,
      body: {
        kind: 'calendar#calendarList',
        etag: '"p33c9pbuvg6h8g0g"',
        ...(more ? { nextPageToken: String(from + 2) } : { nextSyncToken: 'CKCbtfWL2oEDEhdhbGljZUBleGFtcGxlLmNvbQ==' }),
        items: page.map((c) => ({
          kind: 'calendar#calendarListEntry',
          etag: '"1700000000000000"',
          id: c.id,
          summary: c.summary,
          timeZone: 'Europe/Berlin',
          colorId: '14',
          backgroundColor: '#9fe1e7',
          foregroundColor: '#000000',
          selected: true,
          accessRole: c.accessRole,
          defaultReminders: c.accessRole === 'owner' ? [{ method: 'popup', minutes: 10 }] : [],
          ...(c.primary ? { primary: true, conferenceProperties: { allowedConferenceSolutionTypes: ['hangoutsMeet'] } } : {}),
        })),
      },
    };
  }

  private freeBusy(account: { calendars: GoogleCalendar[]; events: Map<string, Map<string, GoogleEvent>> }, body: Record<string, unknown>): ApiAnswer {
    const timeMin = new Date(String(body.timeMin));
    const timeMax = new Date(String(body.timeMax));
    if (Number.isNaN(timeMin.getTime()) || Number.isNaN(timeMax.getTime())) return error(400, 'badRequest', 'Bad Request');
    const calendars: Record<string, unknown> = {};
    for (const { id } of (body.items ?? []) as { id: string }[]) {
      const events = account.events.get(id);
      if (!events) {
        calendars[id] = { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
        continue;
      }
      const busy = [...events.values()]
        .filter((e) => e.status !== 'cancelled' && e.transparency !== 'transparent')
        .map((e) => ({ start: new Date(e.start.dateTime), end: new Date(e.end.dateTime) }))
        .filter((i) => i.start < timeMax && i.end > timeMin);
      calendars[id] = { busy: mergeIntervals(busy).map((i) => ({ start: i.start.toISOString().replace('.000', ''), end: i.end.toISOString().replace('.000', '') })) };
    }
    return { status: 200, body: { kind: 'calendar#freeBusy', timeMin: timeMin.toISOString(), timeMax: timeMax.toISOString(), calendars } };
  }

  private account(email: string) {
    const found = this.accounts.get(email);
    if (!found) throw new Error(`No Google account ${email} in the fixture`);
    return found;
  }
}

function resource(e: GoogleEvent) {
  const now = new Date().toISOString();
  return {
    kind: 'calendar#event',
    etag: `"${Date.now()}"`,
    htmlLink: `https://www.google.com/calendar/event?eid=${e.id}`,
    created: now,
    updated: now,
    iCalUID: `${e.id}@google.com`,
    reminders: { useDefault: true },
    eventType: 'default',
    ...e,
  };
}

function error(code: number, reason: string, message: string, status?: string): ApiAnswer {
  return { status: code, body: { error: { code, message, errors: [{ message, domain: 'global', reason }], ...(status ? { status } : {}) } } };
}
