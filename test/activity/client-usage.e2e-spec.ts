import request from 'supertest';
import type { User } from '../../src/accounts/user.entity';
import { createAdmin, createUser, signIn } from '../factories';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';

const DAY = 86_400_000;
const PAGE = (clientId: string) => `/settings/admin/oauth-clients/${clientId}`;

/**
 * An administrator's view of one client: requests per day over 30 days (a chart drawn on the
 * server, its numbers as text), errors, active grants, last use, and the scopes it holds unused.
 */
describe('A client’s use, on its review page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('charts its requests per day, with its errors, grants, last use and unused scopes', async () => {
    // Noon UTC, so that "a day earlier" is another day whatever the hour the spec runs.
    const today = new Date(Math.floor(Date.now() / DAY) * DAY + DAY / 2);
    const clock = holdClock(t, today.getTime() - 2 * DAY);
    try {
      const scopes = ['BOOKING_READ', 'EVENT_TYPE_READ', 'PROFILE_READ'];
      const ana = await issueTokens(t, { name: 'Busy App', scopes: ['BOOKING_READ', 'PROFILE_READ'], requested: 'BOOKING_READ PROFILE_READ' });
      await t.dataSource.query(`UPDATE oauth_clients SET scopes = $2 WHERE client_id = $1`, [ana.clientId, scopes]);
      const bo = await issueAccessToken(t, { user: await createUser(t), clientId: ana.clientId, scopes: ['BOOKING_READ'], audience: '' });
      const get = (token: string, path: string) => request(t.url).get(path).set('Authorization', `Bearer ${token}`);

      // Two days ago: three requests, one of them a 404. Today: two, one of them through MCP.
      await get(ana.accessToken, '/v2/bookings').expect(200);
      await get(ana.accessToken, '/v2/bookings/not-there').expect(404);
      await get(bo.token, '/v2/bookings').expect(200);
      clock.advance(2 * DAY);
      await get(ana.accessToken, '/v2/me').expect(200);
      const mcp = await issueAccessToken(t, { user: ana.user, clientId: ana.clientId, scopes: ['PROFILE_READ'], audience: '/mcp' });
      await request(t.url)
        .post('/mcp')
        .set({ Authorization: `Bearer ${mcp.token}`, Accept: 'application/json, text/event-stream' })
        .send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } })
        .expect(200);

      const admin = await signIn(t, await createAdmin(t));
      const page = (await admin.get(PAGE(ana.clientId)).expect(200)).text;
      const dayName = (d: Date) => `${d.getUTCDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
      const twoDaysAgo = new Date(today.getTime() - 2 * DAY);

      // The chart: an image named by its caption, 30 bars, and every number again as text.
      expect(page).toContain('role="img" aria-labelledby="requests-per-day-caption"');
      expect(page).toContain(`Requests per day over the last 30 days (UTC): 5 requests, 1 error; the busiest day was ${dayName(twoDaysAgo)}, with 3 requests.`);
      expect(page.match(/<rect class="bar-value"/g)).toHaveLength(30);
      expect(page).toContain(`<tr><th scope="row">${dayName(twoDaysAgo)}</th><td>3</td><td>1</td></tr>`);
      expect(page).toContain(`<tr><th scope="row">${dayName(today)}</th><td>2</td><td>0</td></tr>`);
      expect(page).toContain(`<title>${dayName(twoDaysAgo)}: requests 3, errors 1</title>`);
      expect(page).not.toContain('<script');

      expect(page).toContain('<dt>Requests</dt><dd>5 requests</dd>');
      expect(page).toMatch(/<dt>Errors<\/dt><dd>1 error <span class="muted">\(20\.0% of requests/);
      expect(page).toContain('<dt>Active grants</dt><dd>1 grant <span class="muted">(1 person)</span></dd>');
      expect(page).toContain(`<dt>Last use</dt><dd><time datetime="${today.toISOString()}">`);
      // Held, never relied on: EVENT_TYPE_READ alone.
      const unused = /<dt>Scopes held but not used in 30 days<\/dt><dd>([\s\S]*?)<\/dd>/.exec(page)![1];
      expect(unused).toContain('EVENT_TYPE_READ');
      expect(unused).not.toContain('BOOKING_READ');
      expect(unused).not.toContain('PROFILE_READ');
    } finally {
      clock.release();
    }
  });

  it('is for administrators; an unknown client is not found', async () => {
    const app = await issueTokens(t, { name: 'Quiet App' });
    const person = await signIn(t, await createUser(t));
    await person.get(PAGE(app.clientId)).expect(403);
    const admin = await signIn(t, await createAdmin(t));
    await admin.get(PAGE('no-such-client')).expect(404);
    const page = (await admin.get(PAGE(app.clientId)).expect(200)).text;
    expect(page).toContain('Requests per day over the last 30 days (UTC): none.');
    expect(page).toContain('<dt>Last use</dt><dd><span class="muted">Never, in the last days kept</span></dd>');
    // The queue links each card to this page (an approved client is under Approved; the queue opens on Pending).
    expect((await admin.get('/settings/admin/oauth-clients?status=approved').expect(200)).text).toContain(`<a href="${PAGE(app.clientId)}" aria-label="Use of Quiet App in the last 30 days">Use in the last 30 days →</a>`);
  });
});
