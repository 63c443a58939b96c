import type { Response } from 'supertest';
import type { MemberRole } from '../../../src/membership/member-role';
import type { Scope } from '../../../src/scopes/scope-catalogue';
import type { Call } from '../../scheduling/support/http';
import type { OrgThings } from './org-things';

export interface OrgRouteCase {
  scope: Scope;
  /** The role the route needs in the organization. */
  role: MemberRole;
  ok: number;
  call: (x: OrgThings) => Call;
  check?: (res: Response, x: OrgThings) => void;
}

const o = (x: OrgThings) => `/v2/organizations/${x.orgId}`;
const uids = (res: Response) => (res.body.data.items as { uid: string }[]).map((b) => b.uid);

/** Every organization route (those about one of its teams aside), with its scope, role and what its owner gets. */
export const ORG_ROUTE_CASES: Record<string, OrgRouteCase> = {
  'GET /v2/organizations/:orgId/teams': { scope: 'ORG_PROFILE_READ', role: 'MEMBER', ok: 200, call: (x) => ({ path: `${o(x)}/teams` }), check: (res, x) => expect(res.body.data.items.map((t: { id: number }) => t.id)).toEqual([x.team.teamId]) },
  'POST /v2/organizations/:orgId/teams': {
    scope: 'ORG_PROFILE_WRITE',
    role: 'ADMIN',
    ok: 201,
    call: (x) => ({ path: `${o(x)}/teams`, body: { name: 'Marketing', slug: `marketing-${x.orgId}` } }),
    check: (res, x) => expect(res.body.data.organizationId).toBe(x.orgId),
  },
  'GET /v2/organizations/:orgId/memberships': { scope: 'ORG_PROFILE_READ', role: 'MEMBER', ok: 200, call: (x) => ({ path: `${o(x)}/memberships` }), check: (res) => expect(res.body.data.total).toBe(5) },
  'GET /v2/organizations/:orgId/memberships/:membershipId': { scope: 'ORG_PROFILE_READ', role: 'MEMBER', ok: 200, call: (x) => ({ path: `${o(x)}/memberships/${x.memberMembershipId}` }) },
  'POST /v2/organizations/:orgId/memberships': {
    scope: 'ORG_PROFILE_WRITE',
    role: 'ADMIN',
    ok: 201,
    call: (x) => ({ path: `${o(x)}/memberships`, body: { userId: x.newcomerId } }),
    check: (res) => expect(res.body.data).toMatchObject({ role: 'MEMBER', accepted: false }),
  },
  'PATCH /v2/organizations/:orgId/memberships/:membershipId': {
    scope: 'ORG_PROFILE_WRITE',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/memberships/${x.memberMembershipId}`, body: { role: 'ADMIN' } }),
    check: (res) => expect(res.body.data.role).toBe('ADMIN'),
  },
  'DELETE /v2/organizations/:orgId/memberships/:membershipId': {
    scope: 'ORG_PROFILE_WRITE',
    role: 'ADMIN',
    ok: 204,
    // The team's host: removed from the organization, they leave its team too.
    call: (x) => ({ path: `${o(x)}/memberships/${x.hostMembershipId}` }),
  },
  'GET /v2/organizations/:orgId/event-types': { scope: 'ORG_EVENT_TYPE_READ', role: 'MEMBER', ok: 200, call: (x) => ({ path: `${o(x)}/event-types` }), check: (res) => expect(res.body.data.total).toBe(2) },
  'GET /v2/organizations/:orgId/event-types/:id': { scope: 'ORG_EVENT_TYPE_READ', role: 'MEMBER', ok: 200, call: (x) => ({ path: `${o(x)}/event-types/${x.team.eventTypeId}` }) },
  'PATCH /v2/organizations/:orgId/event-types/:id': {
    scope: 'ORG_EVENT_TYPE_WRITE',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/event-types/${x.team.eventTypeId}`, body: { title: 'Renamed' } }),
    check: (res) => expect(res.body.data.title).toBe('Renamed'),
  },
  'DELETE /v2/organizations/:orgId/event-types/:id': { scope: 'ORG_EVENT_TYPE_WRITE', role: 'ADMIN', ok: 204, call: (x) => ({ path: `${o(x)}/event-types/${x.team.eventTypeId}` }) },
  'GET /v2/organizations/:orgId/bookings': {
    scope: 'ORG_BOOKING_READ',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/bookings` }),
    check: (res, x) => expect(uids(res).sort()).toEqual([x.team.booking, ...x.team.unconfirmed, x.personalBooking].sort()),
  },
  'GET /v2/organizations/:orgId/bookings/:uid': { scope: 'ORG_BOOKING_READ', role: 'ADMIN', ok: 200, call: (x) => ({ path: `${o(x)}/bookings/${x.personalBooking}` }) },
  'POST /v2/organizations/:orgId/bookings/:uid/confirm': {
    scope: 'ORG_BOOKING_WRITE',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/bookings/${x.team.unconfirmed[0]}/confirm` }),
    check: (res) => expect(res.body.data.status).toBe('accepted'),
  },
  'POST /v2/organizations/:orgId/bookings/:uid/decline': {
    scope: 'ORG_BOOKING_WRITE',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/bookings/${x.team.unconfirmed[1]}/decline`, body: {} }),
    check: (res) => expect(res.body.data.status).toBe('rejected'),
  },
  'POST /v2/organizations/:orgId/bookings/:uid/cancel': {
    scope: 'ORG_BOOKING_WRITE',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/bookings/${x.personalBooking}/cancel`, body: { reason: 'Org closed' } }),
    check: (res) => expect(res.body.data).toMatchObject({ status: 'cancelled', cancellationReason: 'Org closed' }),
  },
  'POST /v2/organizations/:orgId/bookings/:uid/reassign': { scope: 'ORG_BOOKING_WRITE', role: 'ADMIN', ok: 200, call: (x) => ({ path: `${o(x)}/bookings/${x.team.booking}/reassign`, body: {} }) },
  'GET /v2/organizations/:orgId/schedules': { scope: 'ORG_SCHEDULE_READ', role: 'ADMIN', ok: 200, call: (x) => ({ path: `${o(x)}/schedules` }), check: (res) => expect(res.body.data.total).toBe(4) },
  'POST /v2/organizations/:orgId/users/:userId/schedules': {
    scope: 'ORG_SCHEDULE_WRITE',
    role: 'ADMIN',
    ok: 201,
    call: (x) => ({ path: `${o(x)}/users/${x.member.id}/schedules`, body: { name: 'Evenings' } }),
    check: (res, x) => expect(res.body.data).toMatchObject({ userId: x.member.id, name: 'Evenings', isDefault: false }),
  },
  'PATCH /v2/organizations/:orgId/users/:userId/schedules/:scheduleId': {
    scope: 'ORG_SCHEDULE_WRITE',
    role: 'ADMIN',
    ok: 200,
    call: (x) => ({ path: `${o(x)}/users/${x.member.id}/schedules/${x.memberScheduleId}`, body: { name: 'Adjusted' } }),
  },
  'DELETE /v2/organizations/:orgId/users/:userId/schedules/:scheduleId': {
    scope: 'ORG_SCHEDULE_WRITE',
    role: 'ADMIN',
    ok: 204,
    call: (x) => ({ path: `${o(x)}/users/${x.member.id}/schedules/${x.memberScheduleId}` }),
  },
};
