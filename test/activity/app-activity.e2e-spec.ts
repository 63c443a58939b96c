import request from 'supertest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { User } from '../../src/accounts/user.entity';
import { GrantsService } from '../../src/oauth/grants/grants.service';
import { createUser, signIn } from '../factories';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { attendee, bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { appPage } from './support';

/**
 * What apps do for a person, as the person sees it: every change an app makes with its token (REST
 * or an MCP tool that writes) in the app's activity on /settings/apps/{clientId}, and the booking
 * it made saying so (`createdBy`). Reads are not listed; nobody else sees any of it.
 */
describe('What apps did, for the person', () => {
  let t: TestApp;
  const mcpClients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterEach(async () => {
    await Promise.all(mcpClients.splice(0).map((c) => c.close()));
  });
  afterAll(() => t.close());

  const api = (token: string) => ({
    get: (path: string) => request(t.url).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body: object) => request(t.url).post(path).set('Authorization', `Bearer ${token}`).send(body),
  });

  /** A host with a bookable event type, signed in, and an app they authorized with the booking scopes. */
  async function hostWithApp(name = 'Agenda Bot') {
    const { host, eventType, monday } = await bookableHost(t);
    const user = { id: host.userId, email: host.email, name: host.name } as User;
    const app = await issueTokens(t, { user, name, scopes: ['BOOKING_READ', 'BOOKING_WRITE', 'EVENT_TYPE_READ'] });
    return { user, host, eventType, monday, app, agent: await signIn(t, user) };
  }

  it('lists a booking an app made through the REST API in its activity, and the booking names the app', async () => {
    const { eventType, monday, app, agent } = await hostWithApp();
    const created = await api(app.accessToken).post('/v2/bookings', { eventTypeId: eventType.id, start: monday.at('10:00'), attendee: attendee() }).expect(201);
    const uid: string = created.body.data.uid;
    expect(created.body.data.createdBy).toEqual({ clientId: app.clientId, name: 'Agenda Bot' });

    // Reads are not changes: none of these is listed.
    const listed = await api(app.accessToken).get('/v2/bookings').expect(200);
    expect(listed.body.data.items).toEqual([expect.objectContaining({ uid, createdBy: { clientId: app.clientId, name: 'Agenda Bot' }, createdByClientId: app.clientId })]);
    await api(app.accessToken).get(`/v2/bookings/${uid}`).expect(200);
    await request(t.url).head('/v2/bookings').set('Authorization', `Bearer ${app.accessToken}`).expect(200);

    // A refused change is listed too, with its status.
    await api(app.accessToken).post('/v2/bookings/no-such-booking/confirm', {}).expect(404);

    const { text, rows } = await appPage(agent, app.clientId);
    expect(rows).toEqual([
      { action: 'POST /v2/bookings/:uid/confirm', target: 'no-such-booking', result: '404 Not Found', mcp: false },
      { action: 'POST /v2/bookings', target: uid, result: '201 Created', mcp: false },
    ]);
    expect(text).toMatch(/Last used <time datetime="[^"]+">/);
    // It read bookings in the last 30 days; it never listed event types.
    expect(text).toMatch(/data-scope="BOOKING_READ">View bookings <code>BOOKING_READ<\/code><br><span class="used">Used in the last 30 days, last <time/);
    expect(text).toContain('data-scope="EVENT_TYPE_READ">View event types <code>EVENT_TYPE_READ</code><br><span class="muted">Not used in the last 30 days</span>');

    const list = await agent.get('/settings/apps').expect(200);
    expect(list.text).toContain(`<a href="/settings/apps/${app.clientId}" title="What Agenda Bot did">Agenda Bot</a>`);
    expect(list.text).toMatch(/<td class="last-used"><time datetime=/);
  });

  it('lists what an MCP tool changed, not what the tools read, and the booking names the app', async () => {
    const { user, eventType, monday, agent } = await hostWithApp('REST app');
    const mcp = await issueAccessToken(t, { user, scopes: ['BOOKING_READ', 'BOOKING_WRITE'], audience: '' });
    const client = new Client({ name: 'spec-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${mcp.token}` } } }));
    mcpClients.push(client);
    const call = async (name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;

    const booked = (await call('book_slot', { eventTypeId: eventType.id, start: monday.at('11:00'), attendee: attendee() })).structuredContent as { uid: string; createdBy: unknown };
    expect(booked.createdBy).toEqual({ clientId: mcp.clientId, name: 'Acme Scheduler' });
    await call('list_bookings');
    expect((await call('cancel_booking', { uid: 'not-a-booking-of-theirs' })).isError).toBe(true);

    const { rows } = await appPage(agent, mcp.clientId);
    expect(rows).toEqual([
      { action: 'cancel_booking', target: 'not-a-booking-of-theirs', result: '404 Not Found', mcp: true },
      { action: 'book_slot', target: booked.uid, result: '200 OK', mcp: true },
    ]);
    // The MCP requests themselves (initialize, tools/list, tools/call) are not changes of their own.
    expect(rows.some((r) => r.action.startsWith('POST /mcp'))).toBe(false);
    const viaRest = await request(t.url).get(`/v2/bookings/${booked.uid}`).set('Authorization', `Bearer ${mcp.token}`).expect(200);
    expect(viaRest.body.data.createdBy).toEqual({ clientId: mcp.clientId, name: 'Acme Scheduler' });
  });

  it('shows an app’s activity to its person alone, under that app alone', async () => {
    const { user, eventType, monday, app, agent } = await hostWithApp();
    const other = await issueTokens(t, { user, name: 'Other App', scopes: ['BOOKING_READ'] });
    const uid: string = (await api(app.accessToken).post('/v2/bookings', { eventTypeId: eventType.id, start: monday.at('10:00'), attendee: attendee() }).expect(201)).body.data.uid;

    // Another app of the same person: its page lists nothing of the first app's.
    const otherPage = await appPage(agent, other.clientId);
    expect(otherPage.rows).toEqual([]);
    expect(otherPage.text).not.toContain(uid);

    // Another person who authorized the same app: its page for them lists nothing of the first person's.
    const stranger = await createUser(t);
    const strangerApp = await issueTokens(t, { user: stranger, name: 'Agenda Bot 2' });
    const strangerAgent = await signIn(t, stranger);
    await appPage(strangerAgent, app.clientId, 404);
    const sameAppToken = await issueAccessToken(t, { user: stranger, clientId: app.clientId, scopes: ['BOOKING_READ'] });
    await api(sameAppToken.token).post('/v2/bookings/whatever/confirm', {}).expect(403);
    const theirs = await appPage(strangerAgent, app.clientId);
    expect(theirs.rows).toEqual([{ action: 'POST /v2/bookings/:uid/confirm', target: 'whatever', result: '403 Forbidden', mcp: false }]);
    expect(theirs.text).not.toContain(uid);
    expect((await appPage(strangerAgent, strangerApp.clientId)).rows).toEqual([]);
    // And the booking itself is not theirs to see.
    await api(sameAppToken.token).get(`/v2/bookings/${uid}`).expect(404);
  });

  it('says nothing of an app for a booking made without a token, and pages the activity newest first', async () => {
    const { eventType, monday, app, agent } = await hostWithApp();
    const publicBooking = await request(t.url).post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('09:00'), attendee: attendee() }).expect(201);
    expect(publicBooking.body.data.createdBy).toBeNull();

    for (let i = 0; i < 27; i++) await api(app.accessToken).post(`/v2/bookings/missing-${i}/confirm`, {}).expect(404);
    const first = await appPage(agent, app.clientId);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0].target).toBe('missing-26');
    expect(first.text).toContain('Page 1 of 2');
    const second = await agent.get(`/settings/apps/${app.clientId}?page=2`).expect(200);
    expect(second.text).toContain('missing-1</code>');
    expect(second.text).toContain('missing-0</code>');
    expect(second.text).not.toContain('missing-2</code>');
    await agent.get(`/settings/apps/${app.clientId}?page=0`).expect(422);
  });

  it('names what a change created, else what the path names', async () => {
    const person = await createUser(t);
    const app = await issueTokens(t, { user: person, name: 'Planner', scopes: ['SCHEDULE_READ', 'SCHEDULE_WRITE'] });
    const call = (method: 'post' | 'patch' | 'delete', path: string, body?: object) => request(t.url)[method](path).set('Authorization', `Bearer ${app.accessToken}`).send(body);
    const id = String((await call('post', '/v2/schedules', { name: 'Mornings', timeZone: 'Europe/Lisbon' }).expect(201)).body.data.id);
    await call('patch', `/v2/schedules/${id}`, { name: 'Early mornings' }).expect(200);
    await call('delete', `/v2/schedules/${id}`).expect(204);
    const { rows } = await appPage(await signIn(t, person), app.clientId);
    expect(rows).toEqual([
      { action: 'DELETE /v2/schedules/:id', target: id, result: '204 No Content', mcp: false },
      { action: 'PATCH /v2/schedules/:id', target: id, result: '200 OK', mcp: false },
      { action: 'POST /v2/schedules', target: id, result: '201 Created', mcp: false },
    ]);
  });

  it('keeps an app’s activity readable after the person revokes it', async () => {
    const { app, agent } = await hostWithApp('Rogue Agent');
    await api(app.accessToken).post('/v2/bookings/abc/confirm', {}).expect(404);
    await t.app.get(GrantsService).revokeApp(app.user.id, app.clientId);
    const { text, rows } = await appPage(agent, app.clientId);
    expect(text).toContain('You no longer authorize this app.');
    expect(text).toContain('<h1>Rogue Agent</h1>');
    expect(rows).toHaveLength(1);
  });
});
