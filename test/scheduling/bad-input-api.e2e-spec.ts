import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { send } from './support/http';

interface Ctx {
  eventTypeId: number;
  uid: string;
  at: (time: string) => string;
  date: string;
}
type Case = [what: string, method: string, call: (c: Ctx) => { path: string; body?: object | string }, status: number, message: string | RegExp];

const person = { name: 'Ana', email: 'ana@example.com', timeZone: 'Europe/Lisbon' };
const slots = (c: Ctx, extra: Record<string, string>) =>
  `/v2/slots?${new URLSearchParams({ eventTypeId: String(c.eventTypeId), start: c.date, end: `${c.date}T23:00`, ...extra })}`;

/** Bad input on every kind of scheduling route: a clear 4xx in the error envelope, never a 500. */
const CASES: Case[] = [
  ['a non-numeric event type id', 'GET', () => ({ path: '/v2/event-types/abc' }), 404, 'Event type not found.'],
  ['a fractional event type id', 'GET', () => ({ path: '/v2/event-types/1.5' }), 404, 'Event type not found.'],
  ['a negative event type id', 'GET', () => ({ path: '/v2/event-types/-1' }), 404, 'Event type not found.'],
  ['an event type id past the integer range', 'PATCH', () => ({ path: '/v2/event-types/99999999999', body: { title: 'x' } }), 404, 'Event type not found.'],
  ['a non-numeric private link id', 'DELETE', (c) => ({ path: `/v2/event-types/${c.eventTypeId}/private-links/first` }), 404, 'Private link not found.'],
  ['a schedule id that is a word', 'GET', () => ({ path: '/v2/schedules/tomorrow' }), 404, 'Schedule not found.'],
  ['take below 1', 'GET', () => ({ path: '/v2/event-types?take=0' }), 422, 'take must be at least 1'],
  // A value of the wrong kind is named as such, without the field's range rules beside it.
  ['take that is a word', 'GET', () => ({ path: '/v2/event-types?take=abc' }), 422, 'take must be a whole number'],
  ['take sent twice', 'GET', () => ({ path: '/v2/event-types?take=1&take=2' }), 422, 'take must be a whole number'],
  ['a length sent as text', 'POST', () => ({ path: '/v2/event-types', body: { title: 'A', slug: 'a', lengthMinutes: '30' } }), 422, 'lengthMinutes must be a whole number of minutes'],
  ['an unknown field inside a date override', 'POST', () => ({ path: '/v2/schedules', body: { name: 'Hours', overrides: [{ date: '2030-12-24', ranges: [], startTime: '09:00' }] } }), 422, 'property overrides.0.startTime should not exist'],
  ['an empty event type', 'POST', () => ({ path: '/v2/event-types', body: {} }), 422, /^title is required \(must be a string; must be 1 to 200 characters\); slug is required \(.*\); lengthMinutes is required \(must be a whole number of minutes; must be at least 1; must be at most 720 \(12 hours\)\)$/],
  ['an unknown field', 'POST', () => ({ path: '/v2/event-types', body: { title: 'A', slug: 'a', lengthMinutes: 30, colour: 'red' } }), 422, 'property colour should not exist'],
  ['a video location that is not a URL', 'POST', () => ({ path: '/v2/event-types', body: { title: 'A', slug: 'a', lengthMinutes: 30, locations: [{ type: 'video', value: 'zoom' }] } }), 422, 'locations.0.value must be an http(s) URL for a video location'],
  ['a slug with spaces and capitals', 'PATCH', (c) => ({ path: `/v2/event-types/${c.eventTypeId}`, body: { slug: 'Not A Slug' } }), 422, 'slug must be lower-case letters and digits, separated by single hyphens'],
  ['a private link expiring in the past', 'POST', (c) => ({ path: `/v2/event-types/${c.eventTypeId}/private-links`, body: { expiresAt: '2020-01-01T00:00:00Z' } }), 422, 'expiresAt must be in the future.'],
  ['an unknown time zone for a schedule', 'POST', () => ({ path: '/v2/schedules', body: { name: 'Hours', timeZone: 'Mars/Olympus' } }), 422, 'timeZone must be an IANA time zone such as Europe/Berlin'],
  ['weekly hours that end before they start', 'POST', () => ({ path: '/v2/schedules', body: { name: 'Hours', availability: [{ days: ['monday'], startTime: '10:00', endTime: '09:00' }] } }), 422, 'The range 10:00-09:00 on mondays ends before it starts.'],
  ['weekly hours on no weekday at 25:00', 'POST', () => ({ path: '/v2/schedules', body: { name: 'Hours', availability: [{ days: ['someday'], startTime: '25:00', endTime: '26:00' }] } }), 422, /availability\.0\.startTime must be a local time "HH:mm" from 00:00 to 23:59/],
  ['a NUL character in a name', 'POST', () => ({ path: '/v2/schedules', body: { name: 'Hours\u0000' } }), 400, 'The request contains a NUL character, which no field accepts.'],
  ['slots without an event type', 'GET', (c) => ({ path: `/v2/slots?start=${c.date}&end=${c.date}T23:00` }), 422, 'eventTypeId is required (must be the id of an event type)'],
  ['slots whose end is before their start', 'GET', (c) => ({ path: slots(c, { start: `${c.date}T12:00`, end: `${c.date}T09:00` }) }), 422, 'end must be after start.'],
  ['slots over more than 31 days', 'GET', (c) => ({ path: slots(c, { end: '2099-01-01' }) }), 422, 'The range from start to end can span at most 31 days.'],
  ['slots in a time zone that is not IANA', 'GET', (c) => ({ path: slots(c, { timeZone: 'Berlin' }) }), 422, 'timeZone must be an IANA time zone such as Europe/Berlin'],
  ['slots of an unknown event type', 'GET', (c) => ({ path: slots(c, { eventTypeId: '999999' }) }), 404, 'Event type 999999 not found.'],
  ['a booking with an unknown attendee time zone', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: c.at('10:00'), attendee: { ...person, timeZone: 'Lisbon' } } }), 422, 'attendee.timeZone must be an IANA time zone such as Europe/Berlin'],
  ['a booking start without an offset', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: `${c.date}T10:00:00`, attendee: person } }), 422, /^start must be an ISO 8601 date and time with a time zone offset/],
  ['a booking of an unknown event type', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: 999999, start: c.at('10:00'), attendee: person } }), 404, 'Event type 999999 not found.'],
  ['a booking whose attendee has no time zone', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: c.at('10:00'), attendee: { name: person.name, email: person.email } } }), 422, 'attendee.timeZone is required (must be an IANA time zone such as Europe/Berlin)'],
  ['a booking whose attendee has no name nor email', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: c.at('10:00'), attendee: { timeZone: 'UTC' } } }), 422, 'attendee.name is required (must be a string; must be 1 to 200 characters); attendee.email is required (must be an email address; must be shorter than or equal to 254 characters)'],
  ['a booking without a start', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, attendee: person } }), 422, /^start is required \(must be an ISO 8601 date and time with a time zone offset/],
  ['a booking without an attendee', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: c.at('10:00') } }), 422, 'attendee is required'],
  ['a booking at a location the event type does not offer', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: c.at('10:00'), attendee: person, locationType: 'phone' } }), 422, 'This event type does not offer a "phone" location (it offers: video).'],
  ['a booking at a time that is not a slot', 'POST', (c) => ({ path: '/v2/bookings', body: { eventTypeId: c.eventTypeId, start: c.at('10:07'), attendee: person } }), 422, 'The start time is not one of the available slots of this event type.'],
  ['a booking that is not JSON', 'POST', () => ({ path: '/v2/bookings', body: '{"eventTypeId": 1,' }), 400, 'The request body is not valid JSON.'],
  ['a list filter that is not an instant', 'GET', () => ({ path: '/v2/bookings?afterStart=yesterday' }), 422, /^afterStart must be an ISO 8601 date and time/],
  ['an unknown list status', 'GET', () => ({ path: '/v2/bookings?status=soon' }), 422, 'status must be among: upcoming, past, cancelled, unconfirmed'],
  ['a negative skip', 'GET', () => ({ path: '/v2/bookings?skip=-1' }), 422, 'skip must not be negative'],
  ['a uid with a NUL byte', 'GET', () => ({ path: '/v2/bookings/%00' }), 400, 'The request contains a NUL character, which no field accepts.'],
  ['a guest that is not an email address', 'POST', (c) => ({ path: `/v2/bookings/${c.uid}/guests`, body: { guests: ['nobody'] } }), 422, 'guests must be email addresses'],
  ['a location type that does not exist', 'PATCH', (c) => ({ path: `/v2/bookings/${c.uid}/location`, body: { type: 'fax', value: '1' } }), 422, /^type must be one of: video, phone, in_person, link/],
  ['a decline reason over 1000 characters', 'POST', (c) => ({ path: `/v2/bookings/${c.uid}/decline`, body: { reason: 'x'.repeat(1001) } }), 422, 'reason must be at most 1000 characters'],
  ['a reschedule without a start', 'POST', (c) => ({ path: `/v2/bookings/${c.uid}/reschedule`, body: {} }), 422, 'start is required (must be an ISO 8601 date and time with a time zone offset, such as 2030-03-30T07:00:00Z)'],
  ['a cancel reason that is not text', 'POST', (c) => ({ path: `/v2/bookings/${c.uid}/cancel`, body: { reason: 42 } }), 422, /reason must be a string/],
];

describe('Bad input to the scheduling API', () => {
  let t: TestApp;
  let ctx: Ctx;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { host, eventType, monday } = await bookableHost(t);
    const booking = await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('12:00')));
    ctx = { eventTypeId: eventType.id, uid: booking.uid, at: monday.at, date: monday.date };
    token = (await issueAccessToken(t, { user: { id: host.userId } as never, scopes: [...ALL_SCOPES] })).token;
  });
  afterAll(() => t.close());

  it.each(CASES)('%s (%s)', async (_what, method, call, status, message) => {
    const { path, body } = call(ctx);
    const req = typeof body === 'string' ? send(t, method, { path }, token).set('Content-Type', 'application/json').send(body) : send(t, method, { path, body }, token);
    const res = await req;
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['status', 'error']);
    expect(Object.keys(res.body.error)).toEqual(['code', 'message']);
    if (typeof message === 'string') expect(res.body.error.message).toBe(message);
    else expect(res.body.error.message).toMatch(message);
  });

  it('nothing above was stored, and the server logged no error', async () => {
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM bookings`)).toEqual([{ n: 1 }]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM schedules`)).toEqual([{ n: 1 }]);
    expect(t.logs.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });
});
