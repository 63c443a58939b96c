import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { issueAccessToken } from '../factories/oauth';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { OrgThings, orgThings } from './support/org-things';

type X = OrgThings & { other: OrgThings };
type Case = [what: string, method: string, call: (x: X) => { path: string; body?: object }, status: number, message: string | RegExp];
const o = (x: X) => `/v2/organizations/${x.orgId}`;

/** Bad input on every kind of organization route: a clear 4xx in the error envelope, never a 500. */
const CASES: Case[] = [
  ['an organization id that is a word', 'GET', () => ({ path: '/v2/organizations/acme/teams' }), 404, 'Organization not found.'],
  ['an organization id past the integer range', 'GET', () => ({ path: '/v2/organizations/99999999999/memberships' }), 404, 'Organization not found.'],
  ['an organization that does not exist', 'GET', () => ({ path: '/v2/organizations/424242/schedules' }), 404, 'Organization not found.'],
  ['a new team without a name', 'POST', (x) => ({ path: `${o(x)}/teams`, body: { slug: 'x' } }), 422, 'name is required (must be 1 to 100 characters)'],
  ['a new team with a slug another team has', 'POST', (x) => ({ path: `${o(x)}/teams`, body: { name: 'Again', slug: 'taken-slug' } }), 409, 'The slug "taken-slug" is taken by another team.'],
  ['a membership without a person', 'POST', (x) => ({ path: `${o(x)}/memberships`, body: { role: 'ADMIN' } }), 422, 'Give either email or userId of the person to add.'],
  ['a membership for an unknown account', 'POST', (x) => ({ path: `${o(x)}/memberships`, body: { userId: 2_000_000_000 } }), 422, 'No account has the id 2000000000.'],
  ['a membership with an unknown role', 'POST', (x) => ({ path: `${o(x)}/memberships`, body: { userId: x.newcomerId, role: 'CEO' } }), 422, 'role must be one of: MEMBER, ADMIN, OWNER'],
  ['a membership for a member already in', 'POST', (x) => ({ path: `${o(x)}/memberships`, body: { userId: x.member.id } }), 409, 'This person is already a member of the organization, or invited to it.'],
  ['a membership id of another organization', 'GET', (x) => ({ path: `${o(x)}/memberships/${x.other.memberMembershipId}` }), 404, 'Membership not found.'],
  ['a membership change with nothing in it', 'PATCH', (x) => ({ path: `${o(x)}/memberships/${x.memberMembershipId}`, body: {} }), 422, 'Give role or accepted.'],
  ['demoting the last owner', 'PATCH', (x) => ({ path: `${o(x)}/memberships/1`, body: { role: 'MEMBER' } }), 409, 'This is the last owner of the organization, who cannot be demoted: make another member an owner first.'],
  ['an event type id that is a word', 'GET', (x) => ({ path: `${o(x)}/event-types/demo` }), 404, 'Event type not found.'],
  ['an event type of another organization', 'PATCH', (x) => ({ path: `${o(x)}/event-types/${x.other.team.eventTypeId}`, body: { title: 'Mine' } }), 404, `Event type ${0} not found.`],
  ['an event type with a host from outside its team', 'PATCH', (x) => ({ path: `${o(x)}/event-types/${x.team.eventTypeId}`, body: { hosts: [{ userId: x.member.id }] } }), 422, /^Hosts must be accepted members of the team; these are not: \d+\.$/],
  ['an event type with an empty title', 'PATCH', (x) => ({ path: `${o(x)}/event-types/${x.team.eventTypeId}`, body: { title: '' } }), 422, 'title must be 1 to 200 characters'],
  ['a booking list with an unknown status', 'GET', (x) => ({ path: `${o(x)}/bookings?status=later` }), 422, 'status must be among: upcoming, past, cancelled, unconfirmed'],
  ['a booking uid with a space', 'GET', (x) => ({ path: `${o(x)}/bookings/a%20b` }), 404, 'Booking not found.'],
  ['a booking of another organization', 'POST', (x) => ({ path: `${o(x)}/bookings/${x.other.personalBooking}/cancel`, body: {} }), 404, 'Booking not found.'],
  ['reassigning a personal booking', 'POST', (x) => ({ path: `${o(x)}/bookings/${x.personalBooking}/reassign`, body: {} }), 422, 'Personal bookings cannot be reassigned: only team bookings have other hosts to take them over.'],
  ['a user id that is a word', 'POST', (x) => ({ path: `${o(x)}/users/me/schedules`, body: { name: 'x' } }), 404, 'User not found.'],
  ['a user outside the organization', 'POST', (x) => ({ path: `${o(x)}/users/${x.other.member.id}/schedules`, body: { name: 'x' } }), 404, /^User \d+ not found in this organization\.$/],
  ['a schedule of another member', 'PATCH', (x) => ({ path: `${o(x)}/users/${x.member.id}/schedules/${x.team.scheduleId}`, body: { name: 'x' } }), 404, /^Schedule \d+ not found\.$/],
  ['a schedule without a name', 'POST', (x) => ({ path: `${o(x)}/users/${x.member.id}/schedules`, body: {} }), 422, /name/],
  ['a schedule in no real time zone', 'PATCH', (x) => ({ path: `${o(x)}/users/${x.member.id}/schedules/${x.memberScheduleId}`, body: { timeZone: 'Moon/Tycho' } }), 422, 'timeZone must be an IANA time zone such as Europe/Berlin'],
  ['a team of another organization under this one', 'GET', (x) => ({ path: `${o(x)}/teams/${x.other.team.teamId}/event-types` }), 404, 'Team not found.'],
  ['take of zero', 'GET', (x) => ({ path: `${o(x)}/teams?take=0` }), 422, 'take must be at least 1'],
];

describe('Bad input to the organization API', () => {
  let t: TestApp;
  let x: X;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const mine = await orgThings(t);
    x = { ...mine, other: await orgThings(t) };
    await t.dataSource.query(`UPDATE groups SET slug = 'taken-slug' WHERE id = $1`, [x.other.team.teamId]);
    CASES.find((c) => c[0] === 'an event type of another organization')![4] = `Event type ${x.other.team.eventTypeId} not found.`;
    token = (await issueAccessToken(t, { user: mine.owner, scopes: [...ALL_SCOPES] })).token;
  });
  afterAll(() => t.close());

  it.each(CASES)('%s (%s)', async (_what, method, call, status, message) => {
    const res = await send(t, method, call(x), token);
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['status', 'error']);
    if (typeof message === 'string') expect(res.body.error.message).toBe(message);
    else expect(res.body.error.message).toMatch(message);
  });

  it('the server logged no error', () => {
    expect(t.logs.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });
});
