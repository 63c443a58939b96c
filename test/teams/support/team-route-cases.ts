import type { Response } from 'supertest';
import type { Scope } from '../../../src/scopes/scope-catalogue';
import type { Call } from '../../scheduling/support/http';

/** One team's things, seen from its owner. `base` is the team's path: `/v2/teams/:teamId` (or the organization mount). */
export interface TeamThings {
  base: string;
  teamId: number;
  /** An accepted member (a host), whose membership the write cases change. */
  membershipId: number;
  /** Someone else, to add. */
  newcomerId: number;
  eventTypeId: number;
  /** Round robin, accepted, assigned to one of two hosts. */
  booking: string;
  /** Two unconfirmed bookings (to confirm and to decline). */
  unconfirmed: [string, string];
  /** The member's schedule. */
  scheduleId: number;
}

export interface TeamRouteCase {
  scope: Scope;
  ok: number;
  call: (x: TeamThings) => Call;
  check?: (res: Response, x: TeamThings) => void;
}

const item = (res: Response) => res.body.data as Record<string, unknown>;

/** Every route about one team, with the scope it needs and what its owner gets. */
export const TEAM_ROUTE_CASES: Record<string, TeamRouteCase> = {
  'GET /v2/teams/:teamId': { scope: 'TEAM_PROFILE_READ', ok: 200, call: (x) => ({ path: x.base }), check: (res, x) => expect(item(res).id).toBe(x.teamId) },
  'PATCH /v2/teams/:teamId': { scope: 'TEAM_PROFILE_WRITE', ok: 200, call: (x) => ({ path: x.base, body: { bio: 'We help.' } }), check: (res) => expect(item(res).bio).toBe('We help.') },
  'DELETE /v2/teams/:teamId': { scope: 'TEAM_PROFILE_WRITE', ok: 204, call: (x) => ({ path: x.base }) },
  'GET /v2/teams/:teamId/memberships': { scope: 'TEAM_MEMBERSHIP_READ', ok: 200, call: (x) => ({ path: `${x.base}/memberships` }), check: (res) => expect(res.body.data.total).toBe(2) },
  'GET /v2/teams/:teamId/memberships/:membershipId': {
    scope: 'TEAM_MEMBERSHIP_READ',
    ok: 200,
    call: (x) => ({ path: `${x.base}/memberships/${x.membershipId}` }),
    check: (res, x) => expect(item(res).id).toBe(x.membershipId),
  },
  'POST /v2/teams/:teamId/memberships': {
    scope: 'TEAM_MEMBERSHIP_WRITE',
    ok: 201,
    call: (x) => ({ path: `${x.base}/memberships`, body: { userId: x.newcomerId, role: 'ADMIN' } }),
    check: (res, x) => expect(item(res)).toMatchObject({ userId: x.newcomerId, role: 'ADMIN', accepted: false }),
  },
  'PATCH /v2/teams/:teamId/memberships/:membershipId': {
    scope: 'TEAM_MEMBERSHIP_WRITE',
    ok: 200,
    call: (x) => ({ path: `${x.base}/memberships/${x.membershipId}`, body: { role: 'ADMIN' } }),
    check: (res) => expect(item(res).role).toBe('ADMIN'),
  },
  'DELETE /v2/teams/:teamId/memberships/:membershipId': { scope: 'TEAM_MEMBERSHIP_WRITE', ok: 204, call: (x) => ({ path: `${x.base}/memberships/${x.membershipId}` }) },
  'GET /v2/teams/:teamId/event-types': { scope: 'TEAM_EVENT_TYPE_READ', ok: 200, call: (x) => ({ path: `${x.base}/event-types` }), check: (res) => expect(res.body.data.total).toBe(2) },
  'GET /v2/teams/:teamId/event-types/:id': { scope: 'TEAM_EVENT_TYPE_READ', ok: 200, call: (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}` }) },
  'POST /v2/teams/:teamId/event-types': {
    scope: 'TEAM_EVENT_TYPE_WRITE',
    ok: 201,
    call: (x) => ({ path: `${x.base}/event-types`, body: { title: 'Demo', slug: 'demo', lengthMinutes: 20, schedulingType: 'COLLECTIVE', hosts: [] } }),
    check: (res, x) => expect(item(res)).toMatchObject({ teamId: x.teamId, schedulingType: 'COLLECTIVE', hosts: [] }),
  },
  'PATCH /v2/teams/:teamId/event-types/:id': {
    scope: 'TEAM_EVENT_TYPE_WRITE',
    ok: 200,
    call: (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}`, body: { title: 'Renamed' } }),
    check: (res) => expect(item(res).title).toBe('Renamed'),
  },
  'DELETE /v2/teams/:teamId/event-types/:id': { scope: 'TEAM_EVENT_TYPE_WRITE', ok: 204, call: (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}` }) },
  'GET /v2/teams/:teamId/bookings': { scope: 'TEAM_BOOKING_READ', ok: 200, call: (x) => ({ path: `${x.base}/bookings` }), check: (res) => expect(res.body.data.total).toBe(3) },
  'GET /v2/teams/:teamId/bookings/:uid': { scope: 'TEAM_BOOKING_READ', ok: 200, call: (x) => ({ path: `${x.base}/bookings/${x.booking}` }) },
  'POST /v2/teams/:teamId/bookings/:uid/confirm': {
    scope: 'TEAM_BOOKING_WRITE',
    ok: 200,
    call: (x) => ({ path: `${x.base}/bookings/${x.unconfirmed[0]}/confirm` }),
    check: (res) => expect(item(res).status).toBe('accepted'),
  },
  'POST /v2/teams/:teamId/bookings/:uid/decline': {
    scope: 'TEAM_BOOKING_WRITE',
    ok: 200,
    call: (x) => ({ path: `${x.base}/bookings/${x.unconfirmed[1]}/decline`, body: { reason: 'Full' } }),
    check: (res) => expect(item(res)).toMatchObject({ status: 'rejected', rejectionReason: 'Full' }),
  },
  'POST /v2/teams/:teamId/bookings/:uid/cancel': {
    scope: 'TEAM_BOOKING_WRITE',
    ok: 200,
    call: (x) => ({ path: `${x.base}/bookings/${x.booking}/cancel`, body: {} }),
    check: (res) => expect(item(res).status).toBe('cancelled'),
  },
  'POST /v2/teams/:teamId/bookings/:uid/reassign': { scope: 'TEAM_BOOKING_WRITE', ok: 200, call: (x) => ({ path: `${x.base}/bookings/${x.booking}/reassign`, body: {} }) },
  'GET /v2/teams/:teamId/schedules': { scope: 'TEAM_SCHEDULE_READ', ok: 200, call: (x) => ({ path: `${x.base}/schedules` }), check: (res) => expect(res.body.data.total).toBe(2) },
  'PATCH /v2/teams/:teamId/schedules/:scheduleId': {
    scope: 'TEAM_SCHEDULE_WRITE',
    ok: 200,
    call: (x) => ({ path: `${x.base}/schedules/${x.scheduleId}`, body: { name: 'Adjusted' } }),
    check: (res) => expect(item(res).name).toBe('Adjusted'),
  },
};
