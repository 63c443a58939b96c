import { CalendarWritesProcessor } from '../../src/calendars/outbox/calendar-writes.processor';
import { CredentialsVault } from '../../src/calendars/credentials-vault';
import { CalendarConnection } from '../../src/calendars/entities/calendar-connection.entity';
import { CalendarProviders } from '../../src/calendars/providers/calendar-providers';
import type { TestApp } from '../setup/test-app';
import type { GoogleCalendarApi } from './support/google-calendar-api';
import { connectedGoogleHost } from './support/google-host';
import { finish, oauthCalendarsSetup, slotTimes, throughProvider } from './support/oauth-calendars';
import type { ProviderAuthServer } from './support/provider-auth-server';

/**
 * Google calendars once connected: busy times in slots, bookings written to the calendar through
 * the outbox, the access token refreshed, a revoked grant reported as "reconnect needed" while
 * slots keep answering, and disconnecting revoking the grant. The Calendar API is a local server
 * answering Google's documented payloads; the OAuth part is a real authorization server.
 */
describe('Google calendars', () => {
  let t: TestApp;
  let as: ProviderAuthServer;
  let google: GoogleCalendarApi;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, as, api: google, close } = await oauthCalendarsSetup('google'));
  });
  afterAll(() => close());

  const connected = () => connectedGoogleHost(t, google);

  it('subtracts busy times from slots (transparent events do not count)', async () => {
    const { host, eventType, monday, app } = await connected();
    expect(await slotTimes(t, eventType.id, monday)).toEqual(expect.arrayContaining(['10:00', '10:30', '14:00']));
    google.addEvent(host.email, 'work@group.calendar.google.com', monday.at('10:00'), monday.at('11:00'));
    google.addEvent(host.email, host.email, monday.at('14:00'), monday.at('15:00'), { transparency: 'transparent', summary: 'Focus (free)' });
    const times = await slotTimes(t, eventType.id, monday);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toEqual(expect.arrayContaining(['09:30', '11:00', '14:00']));
    const busy = await app.api.get('/v2/calendars/busy-times').query({ start: monday.date, end: monday.at('23:00'), timeZone: 'Europe/Berlin' }).expect(200);
    expect(busy.body.data.items).toEqual([{ start: monday.at('10:00'), end: monday.at('11:00') }]);
  });

  it('writes a booking to the destination calendar, moves it on reschedule and removes it on cancel', async () => {
    const { host, eventType, monday } = await connected();
    const processor = t.app.get(CalendarWritesProcessor);
    const booked = await t.http().post('/v2/bookings').send({ eventTypeId: eventType.id, start: monday.at('14:00'), attendee: { name: 'Bo', email: 'bo@example.com', timeZone: 'UTC' } }).expect(201);
    expect(google.events(host.email, host.email)).toEqual([]);
    expect(await processor.drain()).toEqual({ written: 1, failed: 0 });
    let [event] = google.events(host.email, host.email);
    expect(event).toMatchObject({ status: 'confirmed', start: { dateTime: monday.at('14:00') }, transparency: 'opaque' });
    expect(event.summary).toContain('Bo');
    expect(event.description).toContain(booked.body.data.uid);
    expect(event.id).toMatch(/^[a-v0-9]{52}$/);

    const moved = await t.http().post(`/v2/bookings/${booked.body.data.uid}/reschedule`).send({ start: monday.at('15:00') }).expect(201);
    expect(await processor.drain()).toEqual({ written: 1, failed: 0 });
    const events = google.events(host.email, host.email);
    expect(events).toHaveLength(1);
    [event] = events;
    expect([event.start.dateTime, event.sequence]).toEqual([monday.at('15:00'), 1]);

    await t.http().post(`/v2/bookings/${moved.body.data.uid}/cancel`).send({}).expect(200);
    expect(await processor.drain()).toEqual({ written: 1, failed: 0 });
    expect(google.events(host.email, host.email)).toEqual([]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM calendar_writes`)).toEqual([{ n: 0 }]);

    // An insert whose answer was lost is sent again: the same id, so Google's 409 leads to an update.
    const row = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { kind: 'google', label: host.email });
    const provider = t.app.get(CalendarProviders).for('google')!;
    const write = { icalUid: 'retry-uid', sequence: 0, ics: '', title: 'Retry', description: 'Twice', start: new Date(monday.at('16:00')), end: new Date(monday.at('16:30')) };
    const first = await provider.writeEvent!(t.app.get(CredentialsVault).open(row), host.email, write);
    const second = await provider.writeEvent!(t.app.get(CredentialsVault).open(row), host.email, { ...write, title: 'Retry, again' });
    expect(second).toBe(first);
    expect(google.events(host.email, host.email).map((e) => e.summary)).toEqual(['Retry, again']);
  });

  it('refreshes the access token before it expires, and keeps the new one', async () => {
    const { eventType, monday, connection } = await connected();
    const row = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id });
    const old = t.app.get(CredentialsVault).open(row).secret;
    const refreshes = () => as.issued.filter((i) => i.grantType === 'refresh_token').length;
    const before = refreshes();

    // Four minutes left: inside the five-minute margin, so the next use refreshes first.
    await t.dataSource.query(`UPDATE calendar_connections SET token_expires_at = now() + interval '4 minutes' WHERE id = $1`, [connection.id]);
    const seenBefore = google.seen.length;
    await slotTimes(t, eventType.id, monday);
    expect(refreshes()).toBe(before + 1);
    const updated = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id });
    const fresh = t.app.get(CredentialsVault).open(updated).secret;
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(fresh.refreshToken).toBe(old.refreshToken); // Google keeps the refresh token
    expect(updated.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(google.seen.slice(seenBefore).map((r) => r.token)).toEqual(google.seen.slice(seenBefore).map(() => fresh.accessToken));

    // Already fresh: no second refresh.
    await slotTimes(t, eventType.id, monday);
    expect(refreshes()).toBe(before + 1);
  });

  it('a grant revoked at Google: "reconnect needed" in check, the list and the page, while slots still answer; connecting again heals it', async () => {
    const { host, eventType, monday, app, agent, connection } = await connected();
    google.addEvent(host.email, host.email, monday.at('10:00'), monday.at('11:00'));
    expect(await slotTimes(t, eventType.id, monday)).not.toContain('10:00');

    await as.revokeAccess(host.email);
    const times = await slotTimes(t, eventType.id, monday); // the calendar is skipped, not the request
    expect(times).toContain('10:00');
    const listed = (await app.api.get('/v2/calendars').expect(200)).body.data.items[0];
    expect(listed).toMatchObject({ id: connection.id, status: 'reconnect_needed', lastError: expect.stringMatching(/Google no longer accepts this connection/) });
    const check = (await app.api.get('/v2/calendars/google/check').expect(200)).body.data;
    expect(check).toEqual([expect.objectContaining({ id: connection.id, ok: false, status: 'reconnect_needed', error: expect.stringMatching(/Connect it again/) })]);
    const page = await (await agent.request(`${t.url}/settings/calendars`)).text();
    expect(page).toContain('Reconnect needed: Google no longer accepts this connection');
    expect(page).toContain('action="/settings/calendars/google/connect"><input type="hidden" name="_csrf"');
    expect(page).toContain(`<button form="connection-${connection.id}-reconnect" type="submit" aria-describedby="connection-${connection.id}-name">Reconnect</button>`);
    expect(page).toContain(`<form id="connection-${connection.id}-reconnect" method="post" action="/settings/calendars/google/connect" hidden>`);

    // Known to need the person: slots no longer ask Google at all.
    const calls = google.seen.length + as.issued.length;
    expect(await slotTimes(t, eventType.id, monday)).toContain('10:00');
    expect(google.seen.length + as.issued.length).toBe(calls);

    // Connecting the same account again replaces the tokens and the state.
    expect((await finish(agent, await throughProvider(t, 'google', app.api, agent))).status).toBe(303);
    const healed = (await app.api.get('/v2/calendars').expect(200)).body.data.items;
    expect(healed).toEqual([expect.objectContaining({ id: connection.id, status: 'ok', lastError: null })]);
    expect(await slotTimes(t, eventType.id, monday)).not.toContain('10:00');
  });

  it('disconnecting revokes the grant at Google', async () => {
    const { app, connection } = await connected();
    const row = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id });
    const { secret } = t.app.get(CredentialsVault).open(row);
    expect(await as.tokenInfo(secret.accessToken)).not.toBeNull();
    await app.api.post(`/v2/calendars/${connection.id}/disconnect`).expect(200);
    expect(await as.tokenInfo(secret.accessToken)).toBeNull();
    const refresh = await fetch(`${as.url}/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: secret.refreshToken, client_id: as.client.id, client_secret: as.client.secret }),
    });
    expect([refresh.status, ((await refresh.json()) as { error: string }).error]).toEqual([400, 'invalid_grant']);
  });
});
