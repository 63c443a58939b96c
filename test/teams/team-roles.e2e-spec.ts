import type { User } from '../../src/accounts/user.entity';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { createApprovedClient, createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { futureMonday } from '../factories/scheduling';
import { addMember, createHostUser, createTeam, createTeamEventType, ownerAccess } from '../factories/teams';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';

type Role = 'member' | 'admin' | 'owner' | 'outsider';
const ROLES: Role[] = ['member', 'admin', 'owner', 'outsider'];

/** One team with an owner, an admin, a member and a spare member, a round-robin event type and two bookings. */
interface World {
  team: number;
  people: Record<Role | 'spare' | 'coowner', User>;
  membership: Record<'owner' | 'admin' | 'member' | 'spare', number>;
  eventType: number;
  booking: string;
  unconfirmed: string;
  schedule: number;
}

interface Case {
  what: string;
  method: string;
  path: (w: World) => string;
  body?: (w: World) => object;
  /** The status each role gets. */
  expect: Record<Role, number>;
  /** Set up a second owner first (for rules about owners). */
  coowner?: boolean;
}

const WRITE = { member: 403, outsider: 404 };
const CASES: Case[] = [
  { what: 'change the team', method: 'PATCH', path: (w) => `/v2/teams/${w.team}`, body: () => ({ bio: 'New' }), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'delete the team', method: 'DELETE', path: (w) => `/v2/teams/${w.team}`, expect: { ...WRITE, admin: 403, owner: 204 } },
  { what: 'add a member', method: 'POST', path: (w) => `/v2/teams/${w.team}/memberships`, body: (w) => ({ userId: w.people.outsider.id }), expect: { ...WRITE, admin: 201, owner: 201 } },
  { what: 'add an owner', method: 'POST', path: (w) => `/v2/teams/${w.team}/memberships`, body: (w) => ({ userId: w.people.outsider.id, role: 'OWNER' }), expect: { ...WRITE, admin: 403, owner: 201 } },
  { what: 'make a member an admin', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.spare}`, body: () => ({ role: 'ADMIN' }), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'make a member an owner', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.spare}`, body: () => ({ role: 'OWNER' }), expect: { ...WRITE, admin: 403, owner: 200 } },
  { what: 'demote an admin', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.admin}`, body: () => ({ role: 'MEMBER' }), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'demote the last owner', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.owner}`, body: () => ({ role: 'ADMIN' }), expect: { ...WRITE, admin: 403, owner: 409 } },
  { what: 'demote one of two owners', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.owner}`, body: () => ({ role: 'ADMIN' }), coowner: true, expect: { ...WRITE, admin: 403, owner: 200 } },
  { what: 'remove a member', method: 'DELETE', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.spare}`, expect: { ...WRITE, admin: 204, owner: 204 } },
  { what: 'remove the last owner', method: 'DELETE', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.owner}`, expect: { ...WRITE, admin: 403, owner: 409 } },
  { what: 'remove one of two owners', method: 'DELETE', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.owner}`, coowner: true, expect: { ...WRITE, admin: 403, owner: 204 } },
  { what: 'accept someone else’s invitation', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/memberships/${w.membership.spare}`, body: () => ({ accepted: true }), expect: { ...WRITE, admin: 403, owner: 403 } },
  { what: 'create an event type', method: 'POST', path: (w) => `/v2/teams/${w.team}/event-types`, body: (w) => ({ title: 'T', slug: 'new-type', lengthMinutes: 30, schedulingType: 'COLLECTIVE', hosts: [{ userId: w.people.member.id }] }), expect: { ...WRITE, admin: 201, owner: 201 } },
  { what: 'change an event type', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/event-types/${w.eventType}`, body: () => ({ title: 'Renamed' }), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'delete an event type', method: 'DELETE', path: (w) => `/v2/teams/${w.team}/event-types/${w.eventType}`, expect: { ...WRITE, admin: 204, owner: 204 } },
  { what: 'confirm a booking', method: 'POST', path: (w) => `/v2/teams/${w.team}/bookings/${w.unconfirmed}/confirm`, expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'decline a booking', method: 'POST', path: (w) => `/v2/teams/${w.team}/bookings/${w.unconfirmed}/decline`, body: () => ({}), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'cancel a booking', method: 'POST', path: (w) => `/v2/teams/${w.team}/bookings/${w.booking}/cancel`, body: () => ({}), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'reassign a booking', method: 'POST', path: (w) => `/v2/teams/${w.team}/bookings/${w.booking}/reassign`, body: () => ({}), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'change a member’s schedule', method: 'PATCH', path: (w) => `/v2/teams/${w.team}/schedules/${w.schedule}`, body: () => ({ name: 'Changed' }), expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'read the members’ schedules', method: 'GET', path: (w) => `/v2/teams/${w.team}/schedules`, expect: { ...WRITE, admin: 200, owner: 200 } },
  { what: 'read the team', method: 'GET', path: (w) => `/v2/teams/${w.team}`, expect: { member: 200, admin: 200, owner: 200, outsider: 404 } },
  { what: 'read the bookings', method: 'GET', path: (w) => `/v2/teams/${w.team}/bookings`, expect: { member: 200, admin: 200, owner: 200, outsider: 404 } },
];

/**
 * Who may do what in a team: every team write (and the reads that need more than membership), for
 * a member, an admin, an owner and an outsider, each on a fresh team. Tokens hold every scope, so
 * only the person's role decides: 403 `insufficient_role` below the role, 404 without any, 409 for
 * the last-owner rule.
 */
describe('Team roles on every team write', () => {
  let t: TestApp;
  let people: World['people'];
  let tokens: Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
  });
  beforeEach(async () => {
    await t.reset();
    people = {
      owner: await createHostUser(t, 'Owner'),
      admin: await createHostUser(t, 'Admin'),
      member: await createHostUser(t, 'Member'),
      spare: await createHostUser(t, 'Spare'),
      coowner: await createUser(t, { name: 'Co-owner' }),
      outsider: await createUser(t, { name: 'Outsider' }),
    };
    const { client } = await createApprovedClient(t, { scopes: [...ALL_SCOPES] });
    const token = async (user: User) => (await issueAccessToken(t, { user, scopes: [...ALL_SCOPES], clientId: client.clientId })).token;
    tokens = { owner: await token(people.owner), admin: await token(people.admin), member: await token(people.member), outsider: await token(people.outsider) };
  });
  afterAll(() => t.close());

  async function world(coowner: boolean): Promise<World> {
    const { team } = await createTeam(t, people.owner);
    const owner = (await t.dataSource.query(`SELECT id FROM memberships WHERE group_id = $1`, [team.id]))[0].id as number;
    const admin = (await addMember(t, team.id, people.admin, 'ADMIN')).id;
    const member = (await addMember(t, team.id, people.member)).id;
    const spare = (await addMember(t, team.id, people.spare)).id;
    if (coowner) await addMember(t, team.id, people.coowner, 'OWNER');
    const { eventType } = await createTeamEventType(t, ownerAccess(team, people.owner), 'ROUND_ROBIN', [people.member, people.admin], { requiresConfirmation: false });
    const { eventType: confirmable } = await createTeamEventType(t, ownerAccess(team, people.owner), 'ROUND_ROBIN', [people.member, people.admin], { requiresConfirmation: true });
    const monday = futureMonday('Europe/Berlin');
    const book = (id: number, time: string) => t.app.get(PublicBookingsService).create({}, { eventTypeId: id, start: monday.at(time), attendee: { name: 'A', email: 'a@example.com', timeZone: 'UTC' } });
    const booking = (await book(eventType.id, '10:00')).uid;
    const unconfirmed = (await book(confirmable.id, '11:00')).uid;
    const schedule = (await t.dataSource.query(`SELECT id FROM schedules WHERE user_id = $1`, [people.member.id]))[0].id as number;
    return { team: team.id, people, membership: { owner, admin, member, spare }, eventType: eventType.id, booking, unconfirmed, schedule };
  }

  it.each(CASES.flatMap((c) => ROLES.map((role) => [c.what, role, c] as const)))('%s, as %s', async (_what, role, c) => {
    const w = await world(c.coowner ?? false);
    // Someone else's invitation: the spare member's, still pending.
    if (c.what.startsWith('accept')) await t.dataSource.query(`UPDATE memberships SET status = 'invited' WHERE id = $1`, [w.membership.spare]);
    const res = await send(t, c.method, { path: c.path(w), body: c.body?.(w) }, tokens[role]);
    expect(res.status).toBe(c.expect[role]);
    if (res.status === 403) {
      expect(res.body.error.code).toBe('insufficient_role');
      // RFC 9728 §5.1: every 403 of the API points at the resource's metadata.
      expect(res.headers['www-authenticate']).toBe(`Bearer realm="api", resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`);
      expect(res.body.error.message).toMatch(/^(This needs the (ADMIN or OWNER|OWNER) role in this team; yours is (MEMBER|ADMIN)\.|Only an owner of the team can make or remove owners\.|Only the invited person can accept an invitation\.)$/);
    }
    if (res.status === 404) expect(res.body.error).toEqual({ code: 'not_found', message: 'Team not found.' });
    if (res.status === 409) expect(res.body.error.message).toBe(`This is the last owner of the team, who cannot be ${c.method === 'DELETE' ? 'removed' : 'demoted'}: make another member an owner first.`);
  });

  it('a member may leave, and an invited person accepts their own invitation (and nothing else until then)', async () => {
    const w = await world(false);
    await send(t, 'DELETE', { path: `/v2/teams/${w.team}/memberships/${w.membership.member}` }, tokens.member).expect(204);
    expect((await send(t, 'GET', { path: `/v2/teams/${w.team}` }, tokens.member)).status).toBe(404);
    const invited = await send(t, 'POST', { path: `/v2/teams/${w.team}/memberships`, body: { email: people.member.email } }, tokens.admin).expect(201);
    expect((await send(t, 'GET', { path: `/v2/teams/${w.team}/memberships` }, tokens.member)).status).toBe(404);
    expect((await send(t, 'PATCH', { path: `/v2/teams/${w.team}/memberships/${w.membership.admin}`, body: { role: 'MEMBER' } }, tokens.member)).body.error).toEqual({
      code: 'insufficient_role',
      message: 'This needs the ADMIN or OWNER role in this team; you have not accepted your invitation yet.',
    });
    await send(t, 'PATCH', { path: `/v2/teams/${w.team}/memberships/${invited.body.data.id}`, body: { accepted: true } }, tokens.member).expect(200);
    expect((await send(t, 'GET', { path: `/v2/teams/${w.team}/memberships` }, tokens.member)).status).toBe(200);
  });

  it('leaving a team removes the person from its event types’ hosts', async () => {
    const w = await world(false);
    await send(t, 'DELETE', { path: `/v2/teams/${w.team}/memberships/${w.membership.member}` }, tokens.member).expect(204);
    const res = await send(t, 'GET', { path: `/v2/teams/${w.team}/event-types/${w.eventType}` }, tokens.owner).expect(200);
    expect(res.body.data.hosts.map((h: { userId: number }) => h.userId)).toEqual([people.admin.id]);
  });
});
