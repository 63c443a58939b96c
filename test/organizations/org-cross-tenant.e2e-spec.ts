import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { issueAccessToken } from '../factories/oauth';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { TEAM_ROUTE_CASES } from '../teams/support/team-route-cases';
import { ORG_ROUTE_CASES } from './support/org-route-cases';
import { OrgThings, orgThings } from './support/org-things';

/**
 * Two organizations, A and B. A's owner, with every scope, calls every organization route and every
 * team route under the organization mount: with B's ids in the path, or A's id in the path and B's
 * things after it, the answer is 404; A's lists show nothing of B's; and B's rows are exactly as
 * they were.
 */
describe('No organization reaches into another', () => {
  let t: TestApp;
  let a: OrgThings;
  let b: OrgThings;
  let token: string;
  let before: unknown;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
    a = await orgThings(t);
    b = await orgThings(t);
    token = (await issueAccessToken(t, { user: a.owner, scopes: [...ALL_SCOPES] })).token;
    before = await snapshot(b);
  });
  afterAll(() => t.close());

  /** Everything of B's that a route could read or change. */
  async function snapshot(x: OrgThings) {
    const q = (sql: string, params: unknown[]) => t.dataSource.query(sql, params);
    return {
      organization: await q(`SELECT * FROM groups WHERE id = $1`, [x.orgId]),
      memberships: await q(`SELECT * FROM memberships WHERE group_id = $1 ORDER BY id`, [x.orgId]),
      teams: await q(`SELECT * FROM groups WHERE parent_id = $1 ORDER BY id`, [x.orgId]),
      teamMemberships: await q(`SELECT * FROM memberships WHERE group_id = $1 ORDER BY id`, [x.team.teamId]),
      eventTypes: await q(`SELECT * FROM event_types WHERE team_id = $1 ORDER BY id`, [x.team.teamId]),
      hosts: await q(`SELECT h.* FROM event_type_hosts h JOIN event_types e ON e.id = h.event_type_id WHERE e.team_id = $1 ORDER BY 1, 2`, [x.team.teamId]),
      bookings: await q(`SELECT * FROM bookings WHERE uid = ANY($1) ORDER BY id`, [[x.team.booking, ...x.team.unconfirmed, x.personalBooking]]),
      attendance: await q(`SELECT h.* FROM booking_hosts h JOIN bookings b ON b.id = h.booking_id WHERE b.uid = ANY($1) ORDER BY 1, 2`, [[x.team.booking, ...x.team.unconfirmed, x.personalBooking]]),
      schedules: await q(`SELECT * FROM schedules WHERE user_id = ANY($1) ORDER BY id`, [[x.member.id, x.team.member.id, x.team.owner.id]]),
    };
  }

  const orgRoutes = Object.entries(ORG_ROUTE_CASES);
  it.each(orgRoutes)('%s', async (route, c) => {
    const method = route.split(' ')[0];
    const own = c.call(a);
    const mixed = c.call({ ...b, orgId: a.orgId });
    const theirs = await send(t, method, c.call(b), token);
    expect([theirs.status, theirs.body.error?.message]).toEqual([404, 'Organization not found.']);
    if (mixed.path !== own.path) {
      expect((await send(t, method, mixed, token)).status).toBe(404);
    } else if (method === 'GET') {
      const res = await send(t, method, own, token).expect(200);
      const listed = JSON.stringify(res.body);
      for (const text of [b.team.booking, ...b.team.unconfirmed, b.personalBooking, b.member.email, b.team.member.email]) expect(listed).not.toContain(text);
      expect(listed).not.toContain(`"teamId":${b.team.teamId},`);
      const ids = (res.body.data.items as { id: number }[]).map((i) => i.id);
      const theirIds: Record<string, number[]> = {
        teams: [b.team.teamId],
        memberships: [b.memberMembershipId, b.hostMembershipId],
        'event-types': [b.team.eventTypeId],
        schedules: [b.memberScheduleId],
      };
      for (const id of theirIds[route.split('/').at(-1)!] ?? []) expect(ids).not.toContain(id);
    }
  });

  const teamRoutes = Object.entries(TEAM_ROUTE_CASES).map(([k, c]) => [k.replace('/v2/teams/:teamId', '/v2/organizations/:orgId/teams/:teamId'), c] as const);
  it.each(teamRoutes)('%s', async (route, c) => {
    const method = route.split(' ')[0];
    expect((await send(t, method, c.call(b.team), token)).status).toBe(404);
    const mixed = await send(t, method, c.call({ ...b.team, base: `/v2/organizations/${a.orgId}/teams/${b.team.teamId}` }), token);
    expect([mixed.status, mixed.body.error?.message]).toEqual([404, 'Team not found.']);
    // And B's team under A's mount, with A's team id but B's items: not found either.
    const items = await send(t, method, c.call({ ...b.team, base: a.team.base, teamId: a.team.teamId }), token);
    if (c.call({ ...b.team, base: a.team.base }).path !== c.call(a.team).path) expect(items.status).toBe(404);
  });

  it('left every row of the other organization as it was', async () => {
    expect(await snapshot(b)).toEqual(before);
  });
});
