import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import type { TeamThings } from './support/team-route-cases';
import { teamThings } from './support/team-things';

type Case = [what: string, method: string, call: (x: TeamThings & { strangerId: number; otherSchedule: number }) => { path: string; body?: object | string }, status: number, message: string | RegExp];

/** Bad input on every kind of team route: a clear 4xx in the error envelope, never a 500. */
const CASES: Case[] = [
  ['a team id that is a word', 'GET', () => ({ path: '/v2/teams/sales' }), 404, 'Team not found.'],
  ['a team id past the integer range', 'PATCH', () => ({ path: '/v2/teams/99999999999', body: { bio: 'x' } }), 404, 'Team not found.'],
  ['a team id that does not exist', 'GET', () => ({ path: '/v2/teams/123456/event-types' }), 404, 'Team not found.'],
  ['an empty new team', 'POST', () => ({ path: '/v2/teams', body: {} }), 422, /^name is required \(.*\); slug is required \(.*must be lower-case letters and digits, separated by single hyphens.*\)$/],
  ['a slug with capitals', 'POST', () => ({ path: '/v2/teams', body: { name: 'A', slug: 'Sales Team' } }), 422, 'slug must be lower-case letters and digits, separated by single hyphens'],
  ['a logo over plain http', 'POST', () => ({ path: '/v2/teams', body: { name: 'A', slug: 'a', logoUrl: 'http://example.com/logo.png' } }), 422, 'logoUrl must be an https URL'],
  ['an unknown time zone', 'POST', () => ({ path: '/v2/teams', body: { name: 'A', slug: 'a', timeZone: 'Mars/Base' } }), 422, 'timeZone must be an IANA time zone such as Europe/Berlin'],
  ['an unknown team field', 'POST', () => ({ path: '/v2/teams', body: { name: 'A', slug: 'a', colour: 'red' } }), 422, 'property colour should not exist'],
  ['a blank team name', 'PATCH', (x) => ({ path: x.base, body: { name: '   ' } }), 422, 'name must not be blank'],
  ['a NUL character in a bio', 'PATCH', (x) => ({ path: x.base, body: { bio: 'a\u0000b' } }), 400, 'The request contains a NUL character, which no field accepts.'],
  ['a body that is not JSON', 'PATCH', (x) => ({ path: x.base, body: '{"bio":' }), 400, 'The request body is not valid JSON.'],
  ['a membership without a person', 'POST', (x) => ({ path: `${x.base}/memberships`, body: {} }), 422, 'Give either email or userId of the person to add.'],
  ['a membership with both email and id', 'POST', (x) => ({ path: `${x.base}/memberships`, body: { email: 'a@example.com', userId: x.strangerId } }), 422, 'Give either email or userId of the person to add.'],
  ['a membership for an address with no account', 'POST', (x) => ({ path: `${x.base}/memberships`, body: { email: 'nobody@example.com' } }), 422, 'No account has the email address nobody@example.com.'],
  ['a membership with an unknown role', 'POST', (x) => ({ path: `${x.base}/memberships`, body: { userId: x.strangerId, role: 'BOSS' } }), 422, 'role must be one of: MEMBER, ADMIN, OWNER'],
  ['a membership with a null email', 'POST', (x) => ({ path: `${x.base}/memberships`, body: { email: null } }), 422, /email must be an email address/],
  ['a role of null', 'PATCH', (x) => ({ path: `${x.base}/memberships/${x.membershipId}`, body: { role: null } }), 422, 'role must be one of: MEMBER, ADMIN, OWNER'],
  ['a reassign to a null host', 'POST', (x) => ({ path: `${x.base}/bookings/${x.booking}/reassign`, body: { hostUserId: null } }), 422, 'hostUserId must be the user id of a host of the event type'],
  ['a null time zone for a new team', 'POST', () => ({ path: '/v2/teams', body: { name: 'A', slug: 'a', timeZone: null } }), 422, 'timeZone must be an IANA time zone such as Europe/Berlin'],
  ['a membership with a bad email', 'POST', (x) => ({ path: `${x.base}/memberships`, body: { email: 'not-an-email' } }), 422, 'email must be an email address'],
  ['a membership for someone already in', 'POST', (x) => ({ path: `${x.base}/memberships`, body: { userId: x.strangerId } }), 409, 'This person is already a member of the team, or invited to it.'],
  ['a membership id that is a word', 'GET', (x) => ({ path: `${x.base}/memberships/first` }), 404, 'Membership not found.'],
  ['a membership change with nothing to change', 'PATCH', (x) => ({ path: `${x.base}/memberships/${x.membershipId}`, body: {} }), 422, 'Give role or accepted.'],
  ['declining by setting accepted to false', 'PATCH', (x) => ({ path: `${x.base}/memberships/${x.membershipId}`, body: { accepted: false } }), 422, /^accepted can only be set to true/],
  ['accepted that is not a boolean', 'PATCH', (x) => ({ path: `${x.base}/memberships/${x.membershipId}`, body: { accepted: 'yes' } }), 422, 'accepted must be true or false'],
  ['a team event type without a scheduling type', 'POST', (x) => ({ path: `${x.base}/event-types`, body: { title: 'T', slug: 't', lengthMinutes: 30, hosts: [] } }), 422, 'schedulingType is required (must be one of: COLLECTIVE, ROUND_ROBIN)'],
  ['hosts that is not a list', 'POST', (x) => ({ path: `${x.base}/event-types`, body: { title: 'T', slug: 't', lengthMinutes: 30, schedulingType: 'COLLECTIVE', hosts: 'everyone' } }), 422, /hosts must be a list/],
  ['a host who is not a member', 'POST', (x) => ({ path: `${x.base}/event-types`, body: { title: 'T', slug: 't', lengthMinutes: 30, schedulingType: 'COLLECTIVE', hosts: [{ userId: x.newcomerId }] } }), 422, `Hosts must be accepted members of the team; these are not: ${0}.`],
  ['a host named twice', 'PATCH', (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}`, body: { hosts: [{ userId: x.strangerId }, { userId: x.strangerId }] } }), 422, /^hosts names user \d+ more than once\.$/],
  ['a host priority of 9', 'PATCH', (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}`, body: { hosts: [{ userId: x.strangerId, priority: 9 }] } }), 422, 'hosts.0.priority must be a whole number from 0 to 4'],
  ['a hidden team event type', 'PATCH', (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}`, body: { hidden: true } }), 422, 'property hidden should not exist'],
  ['a schedule for a team event type', 'PATCH', (x) => ({ path: `${x.base}/event-types/${x.eventTypeId}`, body: { scheduleId: 1 } }), 422, 'property scheduleId should not exist'],
  ['a slug another event type of the team has', 'POST', (x) => ({ path: `${x.base}/event-types`, body: { title: 'T', slug: 'taken', lengthMinutes: 30, schedulingType: 'COLLECTIVE', hosts: [] } }), 409, 'The team already has an event type with this slug.'],
  ['an event type of another team', 'GET', () => ({ path: `/v2/teams/1/event-types/999999` }), 404, /not found/],
  ['a booking uid with spaces', 'GET', (x) => ({ path: `${x.base}/bookings/not%20a%20uid` }), 404, 'Booking not found.'],
  ['a reassign to someone who is no host', 'POST', (x) => ({ path: `${x.base}/bookings/${x.booking}/reassign`, body: { hostUserId: x.newcomerId } }), 422, /^User \d+ is not a host of this event type\.$/],
  ['a reassign to a host id that is text', 'POST', (x) => ({ path: `${x.base}/bookings/${x.booking}/reassign`, body: { hostUserId: 'bo' } }), 422, 'hostUserId must be the user id of a host of the event type'],
  ['a decline reason over 1000 characters', 'POST', (x) => ({ path: `${x.base}/bookings/${x.unconfirmed[0]}/decline`, body: { reason: 'x'.repeat(1001) } }), 422, 'reason must be at most 1000 characters'],
  ['confirming a booking that is not unconfirmed', 'POST', (x) => ({ path: `${x.base}/bookings/${x.booking}/confirm` }), 409, 'Only unconfirmed bookings can be confirmed; this one is accepted.'],
  ['a list filter with an unknown status', 'GET', (x) => ({ path: `${x.base}/bookings?status=soon` }), 422, 'status must be among: upcoming, past, cancelled, unconfirmed'],
  ['take over 250', 'GET', (x) => ({ path: `${x.base}/memberships?take=251` }), 422, 'take must be at most 250'],
  ['a schedule of someone outside the team', 'PATCH', (x) => ({ path: `${x.base}/schedules/${x.otherSchedule}`, body: { name: 'Mine now' } }), 404, /^Schedule \d+ not found\.$/],
  ['weekly hours that end before they start', 'PATCH', (x) => ({ path: `${x.base}/schedules/${x.scheduleId}`, body: { availability: [{ days: ['monday'], startTime: '10:00', endTime: '09:00' }] } }), 422, 'The range 10:00-09:00 on mondays ends before it starts.'],
];

describe('Bad input to the team API', () => {
  let t: TestApp;
  let x: TeamThings & { strangerId: number; otherSchedule: number };
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const things = await teamThings(t);
    const other = await teamThings(t);
    const stranger = await createUser(t);
    await t.dataSource.query(`INSERT INTO memberships (group_id, user_id, role, status) VALUES ($1, $2, 'MEMBER', 'active')`, [things.teamId, stranger.id]);
    x = { ...things, strangerId: stranger.id, otherSchedule: other.scheduleId };
    CASES.find((c) => c[0] === 'a host who is not a member')![4] = `Hosts must be accepted members of the team; these are not: ${things.newcomerId}.`;
    token = (await issueAccessToken(t, { user: things.owner, scopes: [...ALL_SCOPES] })).token;
    await send(t, 'POST', { path: `${x.base}/event-types`, body: { title: 'T', slug: 'taken', lengthMinutes: 30, schedulingType: 'COLLECTIVE', hosts: [] } }, token).expect(201);
  });
  afterAll(() => t.close());

  it.each(CASES)('%s (%s)', async (_what, method, call, status, message) => {
    const { path, body } = call(x);
    const req = typeof body === 'string' ? send(t, method, { path }, token).set('Content-Type', 'application/json').send(body) : send(t, method, { path, body }, token);
    const res = await req;
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['status', 'error']);
    if (typeof message === 'string') expect(res.body.error.message).toBe(message);
    else expect(res.body.error.message).toMatch(message);
  });

  it('the server logged no error', () => {
    expect(t.logs.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });
});
