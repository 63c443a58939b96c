import { collectRoutes } from '../../src/common/access/route-table';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost, bookingRequest, createEventType } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { send } from './support/http';
import { ROUTE_CASES, Things } from './support/route-cases';

const SCHEDULING_ROUTE = /^\/v2\/(event-types|schedules|bookings|slots)(\/|$)/;

/**
 * For every personal scheduling route, over real HTTP with real tokens: no token → 401, a token
 * with every scope but the needed one → 403, the needed scope → success, and another person's
 * things → 404 (or absent from a list). Public routes: no token → success, an invalid token → 401,
 * and a valid token's app is recorded on what the call creates or changes.
 */
describe('Who may call each scheduling route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '100000' });
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  /** A person with a schedule, an event type with a private link, and three future bookings. */
  async function things(): Promise<Things> {
    const { host, schedule, eventType, monday } = await bookableHost(t);
    const confirmable = await createEventType(t, host, { requiresConfirmation: true });
    const { link } = await t.app.get(PrivateLinksService).create(host, eventType.id, {});
    const book = (typeId: number, time: string) => t.app.get(PublicBookingsService).create({}, bookingRequest(typeId, monday.at(time)));
    return {
      userId: host.userId,
      scheduleId: schedule.id,
      eventTypeId: eventType.id,
      linkId: link.id,
      booking: (await book(eventType.id, '10:00')).uid,
      pending: (await book(confirmable.id, '11:00')).uid,
      spare: (await book(eventType.id, '12:00')).uid,
      monday,
    };
  }

  it('the table covers every event-type, schedule, booking and slot route, with the access each declares', () => {
    const declared = collectRoutes(t.app)
      .filter((r) => SCHEDULING_ROUTE.test(r.path))
      .map((r) => [`${r.method} ${r.path}`, r.access?.kind === 'scopes' ? r.access.scopes.join('+') : r.access?.kind]);
    const tabled = Object.entries(ROUTE_CASES).map(([route, c]) => [route, c.access]);
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(tabled));
    expect(declared).toHaveLength(31);
  });

  const scoped = Object.entries(ROUTE_CASES).filter(([, c]) => c.access !== 'public');
  const publicRoutes = Object.entries(ROUTE_CASES).filter(([, c]) => c.access === 'public');

  it.each(scoped)('%s', async (route, c) => {
    const method = route.split(' ')[0];
    const [mine, theirs] = [await things(), await things()];
    const user = { id: mine.userId } as never;
    const needed = c.access as (typeof ALL_SCOPES)[number];

    const anonymous = await send(t, method, c.call(mine, 0));
    expect([anonymous.status, anonymous.headers['www-authenticate'], anonymous.body.error?.code]).toEqual([
      401,
      `Bearer realm="api", resource_metadata="${t.url}/.well-known/oauth-protected-resource/v2"`,
      'missing_token',
    ]);

    const wrong = await issueAccessToken(t, { user, scopes: ALL_SCOPES.filter((s) => s !== needed) });
    const refused = await send(t, method, c.call(mine, 0), wrong.token);
    expect([refused.status, refused.body.error?.code]).toEqual([403, 'insufficient_scope']);

    const { token, clientId } = await issueAccessToken(t, { user, scopes: [needed] });
    if ('notFound' in c.others) {
      const foreign = await send(t, method, c.call(theirs, 0), token);
      expect([foreign.status, foreign.body.error?.code]).toEqual([404, 'not_found']);
    }
    const res = await send(t, method, c.call(mine, 0), token);
    expect(res.status).toBe(c.ok);
    if (res.status !== 204 && res.type === 'application/json') expect(res.body.status).toBe(c.ok < 300 ? 'success' : 'error');
    if ('listed' in c.others) {
      expect(c.others.listed(res)).toContain(c.others.key(mine));
      expect(c.others.listed(res)).not.toContain(c.others.key(theirs));
    }
    c.check?.(res, { x: mine, clientId, variant: 0 });
  });

  it.each(publicRoutes)('%s (public)', async (route, c) => {
    const method = route.split(' ')[0];
    const mine = await things();

    const invalid = await send(t, method, c.call(mine, 0), 'sat_' + 'A'.repeat(43));
    expect([invalid.status, invalid.body.error?.code]).toEqual([401, 'invalid_token']);

    const anonymous = await send(t, method, c.call(mine, 0));
    expect(anonymous.status).toBe(c.ok);
    c.check?.(anonymous, { x: mine, clientId: null, variant: 0 });

    // Any valid token will do (this one holds no scheduling scope); its app is recorded.
    const { token, clientId } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    const withToken = await send(t, method, c.call(mine, 1), token);
    expect(withToken.status).toBe(c.ok);
    c.check?.(withToken, { x: mine, clientId, variant: 1 });
  });
});
