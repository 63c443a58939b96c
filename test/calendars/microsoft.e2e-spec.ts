import { CredentialsVault } from '../../src/calendars/credentials-vault';
import { CalendarConnection } from '../../src/calendars/entities/calendar-connection.entity';
import { CalendarWritesProcessor } from '../../src/calendars/outbox/calendar-writes.processor';
import { CalendarProviders } from '../../src/calendars/providers/calendar-providers';
import { bookableHost, createHost } from '../factories/scheduling';
import type { TestApp } from '../setup/test-app';
import type { MicrosoftGraphApi } from './support/microsoft-graph-api';
import { appFor, finish, oauthCalendarsSetup, signedInAgent, slotTimes, throughProvider } from './support/oauth-calendars';
import type { ProviderAuthServer } from './support/provider-auth-server';

/**
 * Microsoft 365 calendars end to end: the OAuth part (v2.0 endpoints, PKCE, rotating refresh
 * tokens) against a real authorization server (oidc-provider) driven as a browser drives it,
 * Microsoft Graph against a local server answering its documented payloads.
 */
describe('Microsoft calendars', () => {
  let t: TestApp;
  let as: ProviderAuthServer;
  let graph: MicrosoftGraphApi;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, as, api: graph, close } = await oauthCalendarsSetup('microsoft'));
  });
  afterAll(() => close());

  async function connected() {
    const { host, eventType, monday } = await bookableHost(t);
    graph.addAccount(host.email, host.name, [
      { id: 'AAMkCalendar', name: 'Calendar', canEdit: true, isDefaultCalendar: true },
      { id: 'AAMkTeam', name: 'Team', canEdit: true },
      { id: 'AAMkShared', name: 'Shared by Bea', canEdit: false },
    ]);
    const app = await appFor(t, host.userId);
    const agent = await signedInAgent(t, host.email);
    const done = await finish(agent, await throughProvider(t, 'office365', app.api, agent));
    expect([done.status, done.location]).toEqual([303, '/settings/calendars?notice=connected']);
    const [connection] = (await app.api.get('/v2/calendars').expect(200)).body.data.items;
    return { host, eventType, monday, app, agent, connection };
  }

  const secretOf = async (id: number) => t.app.get(CredentialsVault).open(await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id })).secret;

  it('connects through Microsoft with PKCE; the calendars (two pages of them) are listed', async () => {
    const someone = await createHost(t);
    const app = await appFor(t, someone.userId);
    const { authUrl } = (await app.api.get('/v2/calendars/office365/connect').expect(200)).body.data;
    expect(authUrl.startsWith(`${as.url}/common/oauth2/v2.0/authorize?`)).toBe(true);
    expect(Object.fromEntries(new URL(authUrl).searchParams)).toMatchObject({
      client_id: as.client.id,
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: `${t.url}/v2/calendars/office365/save`,
      scope: 'offline_access https://graph.microsoft.com/Calendars.ReadWrite',
      code_challenge_method: 'S256',
    });
    expect(new URL(authUrl).searchParams.get('state')).toMatch(/^[\w-]{43}$/);

    const { host, connection } = await connected();
    // The account is the default calendar's owner.
    expect(connection).toMatchObject({ kind: 'office365', status: 'ok', label: host.email });
    expect(graph.seen.filter((r) => r.path === '/v1.0/me/calendars').map((r) => r.query.get('$skiptoken'))).toContain('2');
    expect(connection.calendars).toEqual([
      { externalId: 'AAMkCalendar', name: 'Calendar', readOnly: false, isSelected: true, isDestination: true },
      { externalId: 'AAMkTeam', name: 'Team', readOnly: false, isSelected: true, isDestination: false },
      { externalId: 'AAMkShared', name: 'Shared by Bea', readOnly: true, isSelected: true, isDestination: false },
    ]);
  });

  it('busy times from calendarView: busy, tentative and away count; free, working elsewhere and cancelled do not', async () => {
    const { host, eventType, monday, app } = await connected();
    graph.addEvent(host.email, 'AAMkCalendar', monday.at('09:00'), monday.at('09:30'), { showAs: 'tentative' });
    graph.addEvent(host.email, 'AAMkTeam', monday.at('10:00'), monday.at('11:00'));
    graph.addEvent(host.email, 'AAMkTeam', monday.at('12:00'), monday.at('12:30'), { showAs: 'oof' });
    graph.addEvent(host.email, 'AAMkTeam', monday.at('13:00'), monday.at('14:00'), { showAs: 'free' });
    graph.addEvent(host.email, 'AAMkTeam', monday.at('14:00'), monday.at('15:00'), { showAs: 'workingElsewhere' });
    graph.addEvent(host.email, 'AAMkShared', monday.at('15:00'), monday.at('16:00'), { isCancelled: true });
    const times = await slotTimes(t, eventType.id, monday);
    for (const taken of ['09:00', '10:00', '10:30', '12:00']) expect(times).not.toContain(taken);
    expect(times).toEqual(expect.arrayContaining(['09:30', '11:00', '13:00', '14:00', '15:00']));
    const busy = await app.api.get('/v2/calendars/busy-times').query({ start: monday.date, end: monday.at('23:00'), timeZone: 'Europe/Berlin' }).expect(200);
    expect(busy.body.data.items).toEqual([
      { start: monday.at('09:00'), end: monday.at('09:30') },
      { start: monday.at('10:00'), end: monday.at('11:00') },
      { start: monday.at('12:00'), end: monday.at('12:30') },
    ]);
    // The Team calendar's four events came in two pages, for the slots and again for busy-times.
    const pages = graph.seen.filter((r) => r.path === '/v1.0/me/calendars/AAMkTeam/calendarView').map((r) => r.query.get('$skiptoken'));
    expect(pages).toEqual([null, '2', null, '2']);
  });

  it('writes a booking as an Outlook event, updates it on reschedule, deletes it on cancel; a repeated create adds nothing', async () => {
    const { host, eventType, monday, connection } = await connected();
    const processor = t.app.get(CalendarWritesProcessor);
    const booked = await t.http().post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('14:00'), attendee: { name: 'Bo', email: 'bo@example.com', timeZone: 'UTC' } }).expect(201);
    expect(await processor.drain()).toEqual({ written: 1, failed: 0 });
    let [event] = graph.events(host.email, 'AAMkCalendar');
    expect(event).toMatchObject({ subject: expect.stringContaining('Bo'), showAs: 'busy', start: { timeZone: 'UTC' }, transactionId: `${booked.body.data.uid}:0` });
    expect(new Date(`${event.start.dateTime}Z`).toISOString()).toBe(monday.at('14:00'));

    const moved = await t.http().post(`/v2/bookings/${booked.body.data.uid}/reschedule`).send({ start: monday.at('15:00') }).expect(201);
    expect(await processor.drain()).toEqual({ written: 1, failed: 0 });
    const events = graph.events(host.email, 'AAMkCalendar');
    expect(events.map((e) => e.id)).toEqual([event.id]);
    [event] = events;
    expect(new Date(`${event.start.dateTime}Z`).toISOString()).toBe(monday.at('15:00'));

    await t.http().post(`/v2/bookings/${moved.body.data.uid}/cancel`).send({}).expect(200);
    expect(await processor.drain()).toEqual({ written: 1, failed: 0 });
    expect(graph.events(host.email, 'AAMkCalendar')).toEqual([]);

    // A create whose answer was lost is sent again: Graph's transactionId keeps it to one event.
    const row = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id });
    const provider = t.app.get(CalendarProviders).for('office365')!;
    const write = { icalUid: 'retry-uid', sequence: 0, ics: '', title: 'Retry', description: 'Twice', start: new Date(monday.at('16:00')), end: new Date(monday.at('16:30')) };
    const first = await provider.writeEvent!(t.app.get(CredentialsVault).open(row), 'AAMkCalendar', write);
    const second = await provider.writeEvent!(t.app.get(CredentialsVault).open(row), 'AAMkCalendar', write);
    expect(second).toBe(first);
    expect(graph.events(host.email, 'AAMkCalendar')).toHaveLength(1);
  });

  it('refreshes the access token before it expires and keeps the rotated refresh token', async () => {
    const { eventType, monday, connection } = await connected();
    const old = await secretOf(connection.id);
    await t.dataSource.query(`UPDATE calendar_connections SET token_expires_at = now() - interval '1 minute' WHERE id = $1`, [connection.id]);
    const refreshes = as.issued.filter((i) => i.grantType === 'refresh_token').length;
    await slotTimes(t, eventType.id, monday);
    expect(as.issued.filter((i) => i.grantType === 'refresh_token')).toHaveLength(refreshes + 1);
    const fresh = await secretOf(connection.id);
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(fresh.refreshToken).not.toBe(old.refreshToken);
    expect(graph.seen[graph.seen.length - 1].token).toBe(fresh.accessToken);
    // The next refresh uses the new refresh token (the old one was spent by the rotation).
    await t.dataSource.query(`UPDATE calendar_connections SET token_expires_at = now() - interval '1 minute' WHERE id = $1`, [connection.id]);
    await slotTimes(t, eventType.id, monday);
    expect(as.issued.filter((i) => i.grantType === 'refresh_token')).toHaveLength(refreshes + 2);
    expect((await secretOf(connection.id)).refreshToken).not.toBe(fresh.refreshToken);
    expect((await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id })).status).toBe('ok');
  });

  it('a refresh token revoked at the provider (RFC 7009): reconnect needed, slots still answer', async () => {
    const { host, eventType, monday, app, agent, connection } = await connected();
    graph.addEvent(host.email, 'AAMkCalendar', monday.at('10:00'), monday.at('11:00'));
    const { refreshToken } = await secretOf(connection.id);
    const revoked = await fetch(`${as.url}/common/oauth2/v2.0/revocation`, {
      method: 'POST',
      body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: as.client.id, client_secret: as.client.secret }),
    });
    expect(revoked.status).toBe(200);

    expect(await slotTimes(t, eventType.id, monday)).toContain('10:00');
    expect((await app.api.get('/v2/calendars').expect(200)).body.data.items[0]).toMatchObject({ status: 'reconnect_needed' });
    expect((await app.api.get(`/v2/calendars/${connection.id}/check`).expect(200)).body.data[0]).toMatchObject({ ok: false, status: 'reconnect_needed', error: expect.stringMatching(/Microsoft no longer accepts/) });
    expect(await (await agent.request(`${t.url}/settings/calendars`)).text()).toContain('Reconnect needed: Microsoft no longer accepts this connection');
  });

  it('Graph down: slots still answer, the connection is failing (not reconnect), the write waits and is retried', async () => {
    const { eventType, monday, app, connection } = await connected();
    graph.down = true;
    try {
      expect((await slotTimes(t, eventType.id, monday)).length).toBeGreaterThan(0);
      const check = (await app.api.get('/v2/calendars/office365/check').expect(200)).body.data[0];
      expect(check).toMatchObject({ id: connection.id, ok: false, status: 'failing', error: 'Microsoft refused the request (HTTP 503).' });
      await t.http().post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('11:00'), attendee: { name: 'Cy', email: 'cy@example.com', timeZone: 'UTC' } }).expect(201);
      expect(await t.app.get(CalendarWritesProcessor).drain()).toEqual({ written: 0, failed: 1 });
    } finally {
      graph.down = false;
    }
    expect(await t.app.get(CalendarWritesProcessor).drain(new Date(Date.now() + 3600_000))).toEqual({ written: 1, failed: 0 });
    expect((await app.api.get('/v2/calendars/office365/check').expect(200)).body.data[0]).toMatchObject({ ok: true, status: 'ok' });
  });
});
