import { collectRoutes } from '../../src/common/access/route-table';
import { ALL_SCOPES, isScope, type Scope } from '../../src/scopes/scope-catalogue';
import { createApprovedClient, createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { TEAM_ROUTE_CASES } from '../teams/support/team-route-cases';
import { ORG_ROUTE_CASES } from './support/org-route-cases';
import { orgThings } from './support/org-things';

const ORG_MOUNT = '/v2/organizations/:orgId/teams/:teamId';

/**
 * Every organization route over real HTTP with real tokens: no token → 401; every scope but the
 * needed one → 403; a plain member → 403 where the route needs ADMIN; someone outside the
 * organization → 404; its owner → success. Then every team route through the organization mount,
 * called by the organization's owner, who is not in the team, with the ORG_ twin of the team scope
 * where there is one.
 */
describe('Who may call each organization route', () => {
  let t: TestApp;
  let clientId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
  });
  beforeEach(async () => {
    await t.reset();
    clientId = (await createApprovedClient(t, { scopes: [...ALL_SCOPES] })).client.clientId;
  });
  afterAll(() => t.close());

  const token = async (user: { id: number }, scopes: Scope[]) => (await issueAccessToken(t, { user: user as never, scopes, clientId })).token;

  it('the tables cover every organization route and every team route under the organization mount', () => {
    const routes = collectRoutes(t.app).filter((r) => r.path.startsWith('/v2/organizations/'));
    const declared = (prefix: boolean) => routes.filter((r) => r.path.startsWith(ORG_MOUNT) === prefix).map((r) => `${r.method} ${r.path}`).sort();
    expect(declared(false)).toEqual(Object.keys(ORG_ROUTE_CASES).sort());
    expect(declared(true)).toEqual(Object.keys(TEAM_ROUTE_CASES).map((k) => k.replace('/v2/teams/:teamId', ORG_MOUNT)).sort());
    expect(routes.filter((r) => !r.path.startsWith(ORG_MOUNT)).map((r) => [`${r.method} ${r.path}`, r.access?.kind === 'scopes' && r.access.scopes[0]])).toEqual(
      Object.entries(ORG_ROUTE_CASES)
        .map(([k, c]) => [k, c.scope])
        .sort((a, b) => routes.findIndex((r) => `${r.method} ${r.path}` === a[0]) - routes.findIndex((r) => `${r.method} ${r.path}` === b[0])),
    );
  });

  it.each(Object.entries(ORG_ROUTE_CASES))('%s', async (route, c) => {
    const method = route.split(' ')[0];
    const mine = await orgThings(t);
    const outsider = await createUser(t);

    expect((await send(t, method, c.call(mine))).status).toBe(401);
    const wrong = await send(t, method, c.call(mine), await token(mine.owner, ALL_SCOPES.filter((s) => s !== c.scope)));
    expect([wrong.status, wrong.body.error?.code]).toEqual([403, 'insufficient_scope']);
    const stranger = await send(t, method, c.call(mine), await token(outsider, [c.scope]));
    expect([stranger.status, stranger.body.error]).toEqual([404, { code: 'not_found', message: 'Organization not found.' }]);
    if (c.role !== 'MEMBER') {
      const member = await send(t, method, c.call(mine), await token(mine.member, [c.scope]));
      expect([member.status, member.body.error?.code]).toEqual([403, 'insufficient_role']);
    }
    const res = await send(t, method, c.call(mine), await token(mine.owner, [c.scope]));
    expect(res.status).toBe(c.ok);
    if (res.status !== 204) expect(res.body.status).toBe('success');
    c.check?.(res, mine);
  });

  it('removing someone from the organization removes them from its teams', async () => {
    const mine = await orgThings(t);
    await send(t, 'DELETE', { path: `/v2/organizations/${mine.orgId}/memberships/${mine.hostMembershipId}` }, await token(mine.owner, ['ORG_PROFILE_WRITE'])).expect(204);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM memberships m JOIN groups g ON g.id = m.group_id WHERE g.kind = 'team' AND m.user_id = $1`, [mine.team.member.id])).toEqual([{ n: 0 }]);
  });

  it.each(Object.entries(TEAM_ROUTE_CASES).map(([k, c]) => [k.replace('/v2/teams/:teamId', ORG_MOUNT), c] as const))('%s (the organization’s owner, not in the team)', async (route, c) => {
    const method = route.split(' ')[0];
    const mine = await orgThings(t);
    const twin = c.scope.replace(/^TEAM_/, 'ORG_');
    const scope = (isScope(twin) ? twin : c.scope) as Scope;
    // A plain organization member who is not in the team has no role in it.
    const member = await send(t, method, c.call(mine.team), await token(mine.member, [scope]));
    expect([member.status, member.body.error?.message]).toEqual([404, 'Team not found.']);
    const res = await send(t, method, c.call(mine.team), await token(mine.owner, [scope]));
    expect(res.status).toBe(c.ok);
    c.check?.(res, mine.team);
  });
});
