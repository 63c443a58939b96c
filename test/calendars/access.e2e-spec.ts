import { collectRoutes } from '../../src/common/access/route-table';
import { ConnectionsService } from '../../src/calendars/connections.service';
import { ALL_SCOPES, type Scope } from '../../src/scopes/scope-catalogue';
import { createUser, signIn } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { send, type Call } from '../scheduling/support/http';
import { startIcsServer } from './support/ics-server';
import { RadicaleServer } from './support/radicale';
import { describeWith } from '../setup/system-programs';

const account = { username: 'carol', password: 'carol-caldav-pw' };

/** One person's connections: a CalDAV account and an ICS feed. */
interface Mine {
  userId: number;
  caldavId: number;
  calendarUrl: string;
  feedId: number;
}

interface Case {
  access: Scope;
  ok: number;
  call: (x: Mine) => Call;
  /** Another person's connection named in the path answers 404. */
  othersNotFound?: boolean;
}

/**
 * Every calendar route, over real HTTP with real tokens: no token → 401, every scope but the
 * needed one → 403, the needed scope → success, and another person's connection → 404.
 */
describeWith('radicale')('Who may call each calendar route', () => {
  let t: TestApp;
  let dav: RadicaleServer;
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;
  let calendarUrl: string;

  const CASES: Record<string, Case> = {
    'GET /v2/calendars': { access: 'APPS_READ', ok: 200, call: () => ({ path: '/v2/calendars' }) },
    'GET /v2/calendars/busy-times': { access: 'APPS_READ', ok: 200, call: () => ({ path: '/v2/calendars/busy-times?start=2030-03-25&end=2030-03-26' }) },
    'POST /v2/calendars/ics-feed/save': { access: 'APPS_WRITE', ok: 201, call: () => ({ path: '/v2/calendars/ics-feed/save', body: { urls: [`${feeds.url}/team-rituals.ics`] } }) },
    'GET /v2/calendars/ics-feed/check': { access: 'APPS_READ', ok: 200, call: () => ({ path: '/v2/calendars/ics-feed/check' }) },
    'POST /v2/calendars/apple/credentials': { access: 'APPS_WRITE', ok: 201, call: () => ({ path: '/v2/calendars/apple/credentials', body: { ...account, serverUrl: dav.url } }) },
    'POST /v2/calendars/caldav/credentials': { access: 'APPS_WRITE', ok: 201, call: () => ({ path: '/v2/calendars/caldav/credentials', body: { ...account, serverUrl: dav.url } }) },
    'GET /v2/calendars/:calendar/check': { access: 'APPS_READ', ok: 200, call: (x) => ({ path: `/v2/calendars/${x.caldavId}/check` }), othersNotFound: true },
    'POST /v2/calendars/:calendar/disconnect': { access: 'APPS_WRITE', ok: 200, call: (x) => ({ path: `/v2/calendars/${x.feedId}/disconnect` }), othersNotFound: true },
    'GET /v2/calendars/google/connect': { access: 'APPS_WRITE', ok: 200, call: () => ({ path: '/v2/calendars/google/connect' }) },
    'GET /v2/calendars/office365/connect': { access: 'APPS_WRITE', ok: 200, call: () => ({ path: '/v2/calendars/office365/connect' }) },
    'PATCH /v2/calendars/:calendar/calendars/:externalId': {
      access: 'APPS_WRITE',
      ok: 200,
      call: (x) => ({ path: `/v2/calendars/${x.caldavId}/calendars/${encodeURIComponent(x.calendarUrl)}`, body: { isSelected: false } }),
      othersNotFound: true,
    },
  };

  beforeAll(async () => {
    dav = await RadicaleServer.start([account]);
    await dav.request(account, 'PROPFIND', '/carol/', undefined, { depth: '0' });
    calendarUrl = await dav.makeCalendar(account, 'main', 'Main');
    feeds = await startIcsServer();
    // The OAuth providers are set up (connect only builds a URL; nothing is asked of them here).
    t = await createTestApp({
      CALENDAR_ALLOW_PRIVATE_HOSTS: 'true',
      RATE_LIMIT_API_PER_MINUTE: '100000',
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      MICROSOFT_CLIENT_ID: 'microsoft-id',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
    });
  });
  afterAll(async () => {
    await t?.close();
    await dav?.close();
    await feeds?.close();
  });

  async function mine(): Promise<Mine> {
    const user = await createUser(t);
    const connections = t.app.get(ConnectionsService);
    const caldav = await connections.connectCalDav(user.id, 'caldav', { ...account, serverUrl: dav.url });
    const [feed] = await connections.saveIcsFeeds(user.id, { urls: [`${feeds.url}/new-york.ics`] });
    return { userId: user.id, caldavId: caldav.id, calendarUrl, feedId: feed.id };
  }

  it('the table covers every calendar route, with the access each declares', () => {
    const declared = collectRoutes(t.app)
      .filter((r) => r.path.startsWith('/v2/calendars'))
      .map((r) => [`${r.method} ${r.path}`, r.access?.kind === 'scopes' ? r.access.scopes.join('+') : r.access?.kind]);
    expect(Object.fromEntries(declared)).toEqual({
      ...Object.fromEntries(Object.entries(CASES).map(([route, c]) => [route, c.access])),
      // Where Google and Microsoft send the person's browser back: the person's session, not a token.
      'GET /v2/calendars/google/save': 'first-party',
      'GET /v2/calendars/office365/save': 'first-party',
    });
  });

  it.each(['google', 'office365'])('GET /v2/calendars/%s/save wants the browser session: a token does not count', async (kind) => {
    const me = await mine();
    const { token } = await issueAccessToken(t, { user: { id: me.userId } as never, scopes: ALL_SCOPES });
    for (const res of [await send(t, 'GET', { path: `/v2/calendars/${kind}/save?code=c&state=s` }), await send(t, 'GET', { path: `/v2/calendars/${kind}/save?code=c&state=s` }, token)]) {
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/auth/login?returnTo=${encodeURIComponent(`/v2/calendars/${kind}/save?code=c&state=s`)}`);
    }
  });

  it.each(Object.keys(CASES))('%s', async (route) => {
    const c = CASES[route];
    const method = route.split(' ')[0];
    const [me, them] = [await mine(), await mine()];
    const user = { id: me.userId } as never;

    const anonymous = await send(t, method, c.call(me));
    expect([anonymous.status, anonymous.body.error?.code]).toEqual([401, 'missing_token']);

    const wrong = await issueAccessToken(t, { user, scopes: ALL_SCOPES.filter((s) => s !== c.access) });
    const refused = await send(t, method, c.call(me), wrong.token);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'insufficient_scope']);

    const { token } = await issueAccessToken(t, { user, scopes: [c.access] });
    if (c.othersNotFound) {
      const foreign = await send(t, method, c.call(them), token);
      expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'not_found']);
    }
    const res = await send(t, method, c.call(me), token);
    expect(res.status).toBe(c.ok);
    expect(res.body.status).toBe('success');
    if (route === 'GET /v2/calendars') {
      const ids = (res.body.data.items as { id: number }[]).map((x) => x.id);
      expect(ids).toEqual([me.caldavId, me.feedId]);
    }
  });

  it('both lists answer the standard page envelope, with take and skip like every other list', async () => {
    const me = await mine();
    const { token } = await issueAccessToken(t, { user: { id: me.userId } as never, scopes: ['APPS_READ'] });
    const all = await send(t, 'GET', { path: '/v2/calendars' }, token);
    expect(all.body.data).toEqual({ items: [expect.objectContaining({ id: me.caldavId }), expect.objectContaining({ id: me.feedId })], total: 2, take: 100, skip: 0 });
    const second = await send(t, 'GET', { path: '/v2/calendars?take=1&skip=1' }, token);
    expect(second.body.data).toEqual({ items: [expect.objectContaining({ id: me.feedId, kind: 'ics-feed' })], total: 2, take: 1, skip: 1 });
    const busy = await send(t, 'GET', { path: '/v2/calendars/busy-times?start=2030-03-25&end=2030-03-26&take=5' }, token);
    expect(busy.body.data).toEqual({ items: expect.any(Array), total: busy.body.data.items.length, take: 5, skip: 0 });
    const refused = await send(t, 'GET', { path: '/v2/calendars/busy-times?start=2030-03-25&end=2030-03-26&take=0' }, token);
    expect([refused.status, refused.body.error?.message]).toEqual([422, 'take must be at least 1']);
  });

  it('bad input is a clear 4xx', async () => {
    const me = await mine();
    const { token } = await issueAccessToken(t, { user: { id: me.userId } as never, scopes: ['APPS_READ', 'APPS_WRITE'] });
    const expectError = async (method: string, call: Call, status: number, message: RegExp) => {
      const res = await send(t, method, call, token);
      expect([res.status, res.body.status]).toEqual([status, 'error']);
      expect(res.body.error.message).toMatch(message);
    };
    await expectError('GET', { path: '/v2/calendars/busy-times?start=tomorrow&end=2030-01-01' }, 422, /start must be an ISO 8601/);
    await expectError('GET', { path: '/v2/calendars/busy-times?start=2030-01-01&end=2030-03-01' }, 422, /at most 31 days/);
    await expectError('POST', { path: '/v2/calendars/caldav/credentials', body: { username: 'x' } }, 422, /password/);
    await expectError('POST', { path: '/v2/calendars/caldav/credentials', body: { username: 'x', password: 'y' } }, 422, /serverUrl is required/);
    await expectError('POST', { path: '/v2/calendars/caldav/credentials', body: { username: 'x', password: 'y', serverUrl: 'not a url' } }, 422, /serverUrl must be an http/);
    await expectError('POST', { path: '/v2/calendars/caldav/credentials', body: { ...account, serverUrl: dav.url, extra: 1 } }, 422, /extra/);
    await expectError('PATCH', { path: `/v2/calendars/${me.caldavId}/calendars/${encodeURIComponent(calendarUrl)}`, body: {} }, 422, /isSelected, isDestination/);
    await expectError('PATCH', { path: `/v2/calendars/${me.caldavId}/calendars/${encodeURIComponent(calendarUrl)}`, body: { isSelected: 'yes' } }, 422, /isSelected/);
    await expectError('PATCH', { path: `/v2/calendars/${me.caldavId}/calendars/nope`, body: { isSelected: true } }, 404, /no calendar with that externalId/);
    await expectError('GET', { path: '/v2/calendars/abc/check' }, 404, /not found/);
    await expectError('GET', { path: '/v2/calendars/99999999999/check' }, 404, /not found/);
    await expectError('GET', { path: '/v2/calendars/google/check' }, 404, /no google connection/);
    await t.app.get(ConnectionsService).connectCalDav(me.userId, 'caldav', { ...account, serverUrl: `${dav.url}/carol/` });
    await expectError('POST', { path: '/v2/calendars/caldav/disconnect' }, 422, /2 caldav connections: name one by its id/);
    expect((await send(t, 'GET', { path: '/v2/calendars/yahoo/connect' }, token)).status).toBe(404);
  });

  it('bad returns from the provider are refused with a clear 4xx page, and connect nothing', async () => {
    const me = await mine();
    const browser = await signIn(t, { email: (await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [me.userId]))[0].email });
    const { token } = await issueAccessToken(t, { user: { id: me.userId } as never, scopes: ['APPS_WRITE'] });
    const stateOf = async () => new URL((await send(t, 'GET', { path: '/v2/calendars/google/connect' }, token)).body.data.authUrl).searchParams.get('state')!;
    const page = async (query: string, status: number, message: RegExp) => {
      const res = await browser.get(`/v2/calendars/google/save?${query}`);
      expect(res.status).toBe(status);
      expect(res.type).toBe('text/html');
      expect(res.text).toMatch(message);
    };
    await page('code=abc', 400, /without the state we gave it/);
    await page('code=abc&state=a&state=b', 400, /without the state we gave it/);
    await page(`code=abc&state=${'A'.repeat(43)}`, 400, /not one we started/);
    await page(`state=${await stateOf()}`, 400, /without an authorization code/);
    await page(`error=access_denied&state=${await stateOf()}`, 400, /You did not allow access at Google/);
    await page(`error=%3Cscript%3E&state=${await stateOf()}`, 400, /could not authorize the connection \(error\)/);
    // A Google state is no Microsoft state.
    const res = await browser.get(`/v2/calendars/office365/save?code=abc&state=${await stateOf()}`);
    expect([res.status, /not one we started/.test(res.text)]).toEqual([400, true]);
    expect((await send(t, 'GET', { path: '/v2/calendars' }, (await issueAccessToken(t, { user: { id: me.userId } as never, scopes: ['APPS_READ'] })).token)).body.data.items.map((c: { kind: string }) => c.kind)).toEqual(['caldav', 'ics-feed']);
  });
});
