import type { Response } from 'supertest';
import type { Scope } from '../../../src/scopes/scope-catalogue';
import type { Call } from './http';

/** One person's scheduling things, created through the services. */
export interface Things {
  userId: number;
  scheduleId: number;
  eventTypeId: number;
  linkId: number;
  /** Accepted, Monday 10:00 Berlin. */
  booking: string;
  /** Unconfirmed (its event type requires confirmation), Monday 11:00. */
  pending: string;
  /** Accepted, Monday 12:00: a second one for calls that use one up. */
  spare: string;
  /** The local date of that Monday, and the UTC instant of a time on it. */
  monday: { date: string; at: (time: string) => string };
}

/** How a route keeps another person's things out of reach. */
export type Others =
  | { notFound: true }
  | { listed: (res: Response) => unknown[]; key: (x: Things) => unknown }
  | { none: string };

export interface RouteCase {
  access: Scope | 'public';
  /** The request on the things of `x`; `variant` 1 is a second, independent request of the same kind. */
  call: (x: Things, variant: 0 | 1) => Call;
  /** The status of a request with the right token (public: with or without one). */
  ok: number;
  others: Others;
  /** What the successful answer must show; `clientId` is the app whose token was sent (null: none). */
  check?: (res: Response, ctx: { x: Things; clientId: string | null; variant: 0 | 1 }) => void;
}

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
const ids = (res: Response) => (res.body.data.items as { id: number }[]).map((i) => i.id);
const notFound = { notFound: true } as const;
const booked = (res: Response) => res.body.data as Record<string, unknown>;

/**
 * Every personal scheduling route, with the access it must enforce. The spec checks that this table
 * and the application's route table list the same routes with the same declarations.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /v2/event-types': { access: 'EVENT_TYPE_READ', ok: 200, call: () => ({ path: '/v2/event-types' }), others: { listed: ids, key: (x) => x.eventTypeId } },
  'GET /v2/event-types/:id': { access: 'EVENT_TYPE_READ', ok: 200, call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}` }), others: notFound },
  'POST /v2/event-types': {
    access: 'EVENT_TYPE_WRITE',
    ok: 201,
    call: (x) => ({ path: '/v2/event-types', body: { title: 'Demo', slug: 'demo', lengthMinutes: 20, scheduleId: x.scheduleId } }),
    others: notFound, // on another person's schedule
  },
  'PATCH /v2/event-types/:id': { access: 'EVENT_TYPE_WRITE', ok: 200, call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}`, body: { title: 'Renamed' } }), others: notFound },
  'DELETE /v2/event-types/:id': { access: 'EVENT_TYPE_WRITE', ok: 204, call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}` }), others: notFound },
  'GET /v2/event-types/:id/private-links': { access: 'EVENT_TYPE_READ', ok: 200, call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}/private-links` }), others: notFound },
  'POST /v2/event-types/:id/private-links': {
    access: 'EVENT_TYPE_WRITE',
    ok: 201,
    call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}/private-links`, body: { maxUses: 1 } }),
    others: notFound,
    check: (res) => expect(res.body.data.token).toMatch(/^pl_[\w-]{43}$/),
  },
  'PATCH /v2/event-types/:id/private-links/:linkId': {
    access: 'EVENT_TYPE_WRITE',
    ok: 200,
    call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}/private-links/${x.linkId}`, body: { maxUses: 3 } }),
    others: notFound,
    check: (res) => expect(res.body.data.maxUses).toBe(3),
  },
  'DELETE /v2/event-types/:id/private-links/:linkId': {
    access: 'EVENT_TYPE_WRITE',
    ok: 204,
    call: (x) => ({ path: `/v2/event-types/${x.eventTypeId}/private-links/${x.linkId}` }),
    others: notFound,
  },

  'GET /v2/schedules': { access: 'SCHEDULE_READ', ok: 200, call: () => ({ path: '/v2/schedules' }), others: { listed: ids, key: (x) => x.scheduleId } },
  'GET /v2/schedules/default': {
    access: 'SCHEDULE_READ',
    ok: 200,
    call: () => ({ path: '/v2/schedules/default' }),
    others: { none: 'it names nothing: it is always the caller’s own default' },
    check: (res, { x }) => expect(res.body.data).toMatchObject({ id: x.scheduleId, isDefault: true }),
  },
  'GET /v2/schedules/:id': { access: 'SCHEDULE_READ', ok: 200, call: (x) => ({ path: `/v2/schedules/${x.scheduleId}` }), others: notFound },
  'POST /v2/schedules': {
    access: 'SCHEDULE_WRITE',
    ok: 201,
    call: () => ({ path: '/v2/schedules', body: { name: 'Evenings', timeZone: 'Asia/Tokyo' } }),
    others: { none: 'it creates a schedule of the caller and refers to nothing else' },
    check: (res, { x }) => {
      expect(res.body.data).toMatchObject({ name: 'Evenings', timeZone: 'Asia/Tokyo', isDefault: false });
      expect(res.body.data.id).not.toBe(x.scheduleId);
    },
  },
  'PATCH /v2/schedules/:id': { access: 'SCHEDULE_WRITE', ok: 200, call: (x) => ({ path: `/v2/schedules/${x.scheduleId}`, body: { name: 'Renamed' } }), others: notFound },
  'DELETE /v2/schedules/:id': { access: 'SCHEDULE_WRITE', ok: 204, call: (x) => ({ path: `/v2/schedules/${x.scheduleId}` }), others: notFound },

  'GET /v2/bookings': {
    access: 'BOOKING_READ',
    ok: 200,
    call: () => ({ path: '/v2/bookings' }),
    others: { listed: (res) => (res.body.data.items as { uid: string }[]).map((b) => b.uid), key: (x) => x.booking },
  },
  'GET /v2/bookings/:uid': { access: 'BOOKING_READ', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.booking}` }), others: notFound },
  'GET /v2/bookings/:uid/recordings': { access: 'BOOKING_READ', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.booking}/recordings` }), others: notFound },
  'GET /v2/bookings/:uid/transcripts': { access: 'BOOKING_READ', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.booking}/transcripts` }), others: notFound },
  'GET /v2/bookings/:uid/references': { access: 'BOOKING_READ', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.booking}/references` }), others: notFound },
  'GET /v2/bookings/:uid/calendar-links': { access: 'BOOKING_READ', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.booking}/calendar-links` }), others: notFound },
  'GET /v2/bookings/:uid/calendar-links/ics': {
    access: 'BOOKING_READ',
    ok: 200,
    call: (x) => ({ path: `/v2/bookings/${x.booking}/calendar-links/ics` }),
    others: notFound,
    check: (res) => expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8'),
  },
  'POST /v2/bookings/:uid/guests': { access: 'BOOKING_WRITE', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.booking}/guests`, body: { guests: ['cy@example.com'] } }), others: notFound },
  'PATCH /v2/bookings/:uid/location': {
    access: 'BOOKING_WRITE',
    ok: 200,
    call: (x) => ({ path: `/v2/bookings/${x.booking}/location`, body: { type: 'phone', value: '+351 210 000 000' } }),
    others: notFound,
  },
  'POST /v2/bookings/:uid/confirm': { access: 'BOOKING_WRITE', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.pending}/confirm` }), others: notFound },
  'POST /v2/bookings/:uid/decline': { access: 'BOOKING_WRITE', ok: 200, call: (x) => ({ path: `/v2/bookings/${x.pending}/decline`, body: { reason: 'Away' } }), others: notFound },
  // A personal booking has no other host to take it: the right token gets a 422 that says so.
  'POST /v2/bookings/:uid/reassign': {
    access: 'BOOKING_WRITE',
    ok: 422,
    call: (x) => ({ path: `/v2/bookings/${x.booking}/reassign` }),
    others: notFound,
    check: (res) => expect(res.body.error.message).toMatch(/Personal bookings cannot be reassigned/),
  },

  'GET /v2/slots': {
    access: 'public',
    ok: 200,
    call: (x) => ({ path: `/v2/slots?${q({ eventTypeId: x.eventTypeId, start: x.monday.date, end: x.monday.at('23:00'), timeZone: 'Europe/Berlin' })}` }),
    others: { none: 'public: anyone may see the times of a visible event type' },
    check: (res, { x }) =>
      expect(res.body.data.slots[x.monday.date][0]).toEqual({ start: x.monday.at('09:00'), localStart: expect.stringMatching(`^${x.monday.date}T09:00:00\\+0[12]:00$`) }),
  },
  'POST /v2/bookings': {
    access: 'public',
    ok: 201,
    call: (x, v) => ({
      path: '/v2/bookings',
      body: { eventTypeId: x.eventTypeId, start: x.monday.at(v ? '14:30' : '14:00'), attendee: { name: 'Bo', email: 'bo@example.com', timeZone: 'UTC' } },
    }),
    others: { none: 'public: anyone may book a visible event type' },
    check: (res, { clientId }) => expect(booked(res)).toMatchObject({ status: 'accepted', createdByClientId: clientId, updatedByClientId: clientId }),
  },
  'POST /v2/bookings/:uid/cancel': {
    access: 'public',
    ok: 200,
    call: (x, v) => ({ path: `/v2/bookings/${v ? x.spare : x.booking}/cancel`, body: { reason: 'Ill' } }),
    others: { none: 'public: the uid is the capability, as in the confirmation email' },
    check: (res, { clientId }) => expect(booked(res)).toMatchObject({ status: 'cancelled', cancellationReason: 'Ill', updatedByClientId: clientId }),
  },
  'POST /v2/bookings/:uid/reschedule': {
    access: 'public',
    ok: 201,
    call: (x, v) => ({ path: `/v2/bookings/${v ? x.spare : x.booking}/reschedule`, body: { start: x.monday.at(v ? '15:30' : '15:00') } }),
    others: { none: 'public: the uid is the capability, as in the confirmation email' },
    check: (res, { x, clientId, variant }) =>
      expect(booked(res)).toMatchObject({ status: 'accepted', fromRescheduleUid: variant ? x.spare : x.booking, createdByClientId: clientId }),
  },
};
