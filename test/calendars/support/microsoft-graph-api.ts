import { randomBytes } from 'node:crypto';
import { type ApiAnswer, type ApiRequest, ApiServer } from './api-server';

export interface GraphCalendar {
  id: string;
  name: string;
  canEdit: boolean;
  isDefaultCalendar?: boolean;
}

export interface GraphEvent {
  id: string;
  calendarId: string;
  subject: string;
  body?: { contentType: string; content: string };
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  location?: { displayName: string };
  showAs: 'free' | 'tentative' | 'busy' | 'oof' | 'workingElsewhere' | 'unknown';
  isCancelled: boolean;
  transactionId?: string;
}

/**
 * Microsoft Graph v1.0 as documented, for the calls we make, keeping each account's calendars and
 * events in memory:
 * - GET    /v1.0/me/calendars                       https://learn.microsoft.com/en-us/graph/api/user-list-calendars
 * - GET    /v1.0/me/calendars/{id}/calendarView     https://learn.microsoft.com/en-us/graph/api/calendar-list-calendarview
 * - POST   /v1.0/me/calendars/{id}/events           https://learn.microsoft.com/en-us/graph/api/calendar-post-events
 * - PATCH  /v1.0/me/events/{id}                     https://learn.microsoft.com/en-us/graph/api/event-update
 * - DELETE /v1.0/me/events/{id}                     https://learn.microsoft.com/en-us/graph/api/event-delete
 * Errors have the shape of https://learn.microsoft.com/en-us/graph/errors. Lists come two items
 * a page with `@odata.nextLink`, so paging is exercised. Times are answered in UTC (we always send
 * `Prefer: outlook.timezone="UTC"`), with Graph's seven fractional digits and no offset.
 */
export class MicrosoftGraphApi extends ApiServer {
  private readonly accounts = new Map<string, { name: string; calendars: GraphCalendar[]; events: Map<string, GraphEvent> }>();

  addAccount(email: string, name: string, calendars: GraphCalendar[]): void {
    this.accounts.set(email, { name, calendars, events: new Map() });
  }

  /** An event made in Outlook by the person (or another app). */
  addEvent(email: string, calendarId: string, start: string, end: string, extra: Partial<GraphEvent> = {}): void {
    const id = graphId();
    this.account(email).events.set(id, { id, calendarId, subject: 'Dentist', start: utc(start), end: utc(end), showAs: 'busy', isCancelled: false, ...extra });
  }

  events(email: string, calendarId: string): GraphEvent[] {
    return [...this.account(email).events.values()].filter((e) => e.calendarId === calendarId);
  }

  protected async handle(req: ApiRequest): Promise<ApiAnswer> {
    const info = req.token ? await this.tokenInfo(req.token) : null;
    if (!info) return error(401, 'InvalidAuthenticationToken', 'Access token has expired or is not yet valid.');
    if (!/Calendars\.ReadWrite/.test(info.scope)) return error(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    const account = this.accounts.get(info.accountId);
    if (!account) return error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const path = req.url.pathname.replace(/^\/v1\.0/, '');
    const q = req.url.searchParams;
    if (req.method === 'GET' && path === '/me/calendars') {
      return this.page(req.url, account.calendars.map((c) => select(calendarResource(c, account.name, info.accountId), q.get('$select'))));
    }
    const view = /^\/me\/calendars\/([^/]+)\/calendarView$/.exec(path);
    if (req.method === 'GET' && view) {
      const start = new Date(`${q.get('startDateTime') ?? ''}`);
      const end = new Date(`${q.get('endDateTime') ?? ''}`);
      if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
        return error(400, 'ErrorInvalidParameter', 'This request requires a time window specified by the query string parameters StartDateTime and EndDateTime.');
      }
      const found = [...account.events.values()].filter((e) => e.calendarId === decodeURIComponent(view[1]) && when(e.start) < end && when(e.end) > start);
      return this.page(req.url, found.map((e) => select(eventResource(e), q.get('$select'))));
    }
    const create = /^\/me\/calendars\/([^/]+)\/events$/.exec(path);
    if (req.method === 'POST' && create) {
      const calendar = account.calendars.find((c) => c.id === decodeURIComponent(create[1]));
      if (!calendar) return error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (!calendar.canEdit) return error(403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
      const body = req.body as unknown as GraphEvent;
      const same = [...account.events.values()].find((e) => body.transactionId && e.transactionId === body.transactionId);
      if (same) return { status: 201, body: eventResource(same) };
      const id = graphId();
      account.events.set(id, { ...body, id, calendarId: calendar.id, isCancelled: false, showAs: body.showAs ?? 'busy' });
      return { status: 201, body: eventResource(account.events.get(id)!) };
    }
    const one = /^\/me\/events\/([^/]+)$/.exec(path);
    const existing = one ? account.events.get(decodeURIComponent(one[1])) : undefined;
    if (!existing) return error(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (req.method === 'PATCH') {
      Object.assign(existing, req.body);
      return { status: 200, body: eventResource(existing) };
    }
    if (req.method === 'DELETE') {
      account.events.delete(existing.id);
      return { status: 204 };
    }
    return error(405, 'ErrorInvalidRequest', 'The OData request is not supported.');
  }

  /** Two items a page, the rest behind `@odata.nextLink` with a `$skiptoken`. */
  private page(url: URL, items: unknown[]): ApiAnswer {
    const from = Number(url.searchParams.get('$skiptoken') ?? 0);
    const next = new URL(url);
    next.searchParams.set('$skiptoken', String(from + 2));
    return {
      status: 200,
      body: {
        '@odata.context': `${this.url}/v1.0/$metadata#users('me')/${url.pathname.split('/').pop()}`,
        value: items.slice(from, from + 2),
        ...(from + 2 < items.length ? { '@odata.nextLink': next.toString() } : {}),
      },
    };
  }

  private account(email: string) {
    const found = this.accounts.get(email);
    if (!found) throw new Error(`No Microsoft account ${email} in the fixture`);
    return found;
  }
}

function calendarResource(c: GraphCalendar, ownerName: string, ownerAddress: string) {
  return {
    id: c.id,
    name: c.name,
    color: 'auto',
    hexColor: '',
    isDefaultCalendar: c.isDefaultCalendar ?? false,
    changeKey: 'nfZyf7VcrEKLNoU37KWlkQAAA0x0+w==',
    canShare: c.canEdit,
    canViewPrivateItems: c.canEdit,
    canEdit: c.canEdit,
    allowedOnlineMeetingProviders: ['teamsForBusiness'],
    defaultOnlineMeetingProvider: 'teamsForBusiness',
    isTallyingResponses: true,
    isRemovable: !c.isDefaultCalendar,
    owner: { name: ownerName, address: ownerAddress },
  };
}

function eventResource(e: GraphEvent) {
  const { calendarId: _calendarId, ...rest } = e;
  return { '@odata.etag': 'W/"ZlnW4RIAV06KYYwlrfNZvQAAKGWwbw=="', isAllDay: false, type: 'singleInstance', isOrganizer: true, ...rest };
}

/** Graph answers only the properties `$select` names (and always `id`). */
function select(item: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  if (!fields) return item;
  const wanted = new Set(['id', ...fields.split(',')]);
  return Object.fromEntries(Object.entries(item).filter(([k]) => wanted.has(k) || k.startsWith('@odata')));
}

/** `2030-03-25T10:00:00.0000000` with `timeZone: UTC`, as Graph writes times. */
function utc(iso: string) {
  return { dateTime: new Date(iso).toISOString().replace(/\.(\d{3})Z$/, '.$10000'), timeZone: 'UTC' };
}

const when = (t: { dateTime: string; timeZone: string }) => new Date(`${t.dateTime.replace(/\.\d+$/, '')}Z`);
const graphId = () => `AAMkAG${randomBytes(24).toString('base64').replace(/\//g, '-').replace(/\+/g, '_')}`;

function error(status: number, code: string, message: string): ApiAnswer {
  return { status, body: { error: { code, message, innerError: { date: new Date().toISOString().slice(0, 19), 'request-id': 'b5a1e2d0-0000-4000-8000-000000000000', 'client-request-id': 'b5a1e2d0-0000-4000-8000-000000000000' } } } };
}
