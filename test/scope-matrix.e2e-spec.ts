import request from 'supertest';
import { collectRoutes } from '../src/common/access/route-table';
import { ALL_SCOPES } from '../src/scopes/scope-catalogue';
import { createApprovedClient, createUser } from './factories';
import { issueAccessToken } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * Generated from the route table: for every route that declares scopes, a token holding every
 * scope but a needed one is refused (403), and a token holding exactly the needed ones gets past
 * authorization (whatever the handler then says: 2xx, 404 or 422, never 401 or 403). Tokens are
 * for the whole server, so the MCP endpoint (any valid token) is walked too.
 */
describe('Scope matrix over every scoped route', () => {
  let t: TestApp;
  let cases: { method: string; path: string; scopes: readonly string[] }[];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
    cases = collectRoutes(t.app).flatMap((r) => (r.access?.kind === 'scopes' ? [{ method: r.method, path: r.path, scopes: r.access.scopes }] : []));
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token: string) =>
    request(t.url)
      [method.toLowerCase() as 'get']('/' + path.split('/').filter(Boolean).map((p) => (p.startsWith(':') ? '1' : p)).join('/'))
      .set('Authorization', `Bearer ${token}`)
      .send(method === 'GET' || method === 'DELETE' ? undefined : {});

  /** A scope is also granted by the ORG_ scope with the same suffix, so that one goes too. */
  const withoutScope = (scope: string) => ALL_SCOPES.filter((s) => s !== scope && s !== scope.replace(/^TEAM_/, 'ORG_'));

  it('covers every scoped route', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it('a token with every scope but a needed one → 403; with the needed ones → neither 401 nor 403', async () => {
    const user = await createUser(t);
    const { clientId } = (await createApprovedClient(t, { scopes: [...ALL_SCOPES] })).client;
    const failures: string[] = [];
    for (const route of cases) {
      for (const needed of route.scopes) {
        const { token } = await issueAccessToken(t, { user, scopes: withoutScope(needed), clientId, audience: '' });
        const res = await call(route.method, route.path, token);
        if (res.status !== 403 || res.body.error?.code !== 'insufficient_scope') failures.push(`${route.method} ${route.path} without ${needed}: ${res.status}`);
      }
      const { token } = await issueAccessToken(t, { user, scopes: [...route.scopes], clientId, audience: '' });
      const res = await call(route.method, route.path, token);
      if (res.status === 401 || res.status === 403) failures.push(`${route.method} ${route.path} with ${route.scopes.join('+')}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
