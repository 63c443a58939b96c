import { collectRoutes } from '../../src/common/access/route-table';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { createApprovedClient } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { createHostUser } from '../factories/teams';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { TEAM_ROUTE_CASES } from './support/team-route-cases';
import { teamThings } from './support/team-things';

/**
 * For every route about one team, over real HTTP with real tokens: no token → 401, a token with
 * every scope but the needed one (and its ORG_ twin) → 403 insufficient_scope, the needed scope →
 * success for the team's owner, and the same token on another team, where the person has no role
 * → 404.
 */
describe('Who may call each team route', () => {
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

  it('the table covers every route under /v2/teams/:teamId, with the scope each declares', () => {
    const declared = collectRoutes(t.app)
      .filter((r) => r.path.startsWith('/v2/teams/:teamId'))
      .map((r) => [`${r.method} ${r.path}`, r.access?.kind === 'scopes' ? r.access.scopes.join('+') : r.access?.kind]);
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(Object.entries(TEAM_ROUTE_CASES).map(([route, c]) => [route, c.scope])));
  });

  it.each(Object.entries(TEAM_ROUTE_CASES))('%s', async (route, c) => {
    const method = route.split(' ')[0];
    const mine = await teamThings(t);
    const theirs = await teamThings(t);
    const user = mine.owner;

    const anonymous = await send(t, method, c.call(mine));
    expect([anonymous.status, anonymous.body.error?.code]).toEqual([401, 'missing_token']);

    const twin = c.scope.replace(/^TEAM_/, 'ORG_');
    const wrong = await issueAccessToken(t, { user, scopes: ALL_SCOPES.filter((s) => s !== c.scope && s !== twin), clientId });
    const refused = await send(t, method, c.call(mine), wrong.token);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'insufficient_scope']);

    const { token } = await issueAccessToken(t, { user, scopes: [c.scope], clientId });
    const foreign = await send(t, method, c.call(theirs), token);
    expect([foreign.status, foreign.body.error]).toEqual([404, { code: 'not_found', message: 'Team not found.' }]);

    const res = await send(t, method, c.call(mine), token);
    expect(res.status).toBe(c.ok);
    if (res.status !== 204) expect(res.body.status).toBe('success');
    c.check?.(res, mine);
  });

  it('GET /v2/teams lists the person’s teams and invitations only; POST /v2/teams makes the caller its owner', async () => {
    const person = await createHostUser(t, 'Person');
    const mine = await teamThings(t, person);
    await teamThings(t);
    const { token } = await issueAccessToken(t, { user: person, scopes: ['TEAM_PROFILE_READ', 'TEAM_PROFILE_WRITE'], clientId });
    const list = await send(t, 'GET', { path: '/v2/teams' }, token).expect(200);
    expect(list.body.data.items.map((x: { id: number; membership: { role: string } }) => [x.id, x.membership.role])).toEqual([[mine.teamId, 'OWNER']]);
    const created = await send(t, 'POST', { path: '/v2/teams', body: { name: 'Second', slug: 'second' } }, token).expect(201);
    const again = await send(t, 'GET', { path: '/v2/teams' }, token).expect(200);
    expect(again.body.data.items.map((x: { id: number }) => x.id)).toEqual([mine.teamId, created.body.data.id]);
    await send(t, 'POST', { path: '/v2/teams', body: { name: 'Third', slug: 'second' } }, token).expect(409);
  });
});
