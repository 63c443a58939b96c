import { CalendarWritesProcessor } from '../../src/calendars/outbox/calendar-writes.processor';
import { CredentialsVault } from '../../src/calendars/credentials-vault';
import { CalendarConnection } from '../../src/calendars/entities/calendar-connection.entity';
import { CalendarProviders } from '../../src/calendars/providers/calendar-providers';
import { bookableHost, createHost } from '../factories/scheduling';
import type { TestApp } from '../setup/test-app';
import type { GoogleCalendarApi } from './support/google-calendar-api';
import { appFor, finish, oauthCalendarsSetup, signedInAgent, throughProvider } from './support/oauth-calendars';
import type { ProviderAuthServer } from './support/provider-auth-server';
import { UserAgent } from './support/user-agent';

/**
 * Google calendars end to end: the OAuth part against a real authorization server (oidc-provider)
 * driven as a browser drives it, the Calendar API against a local server answering Google's
 * documented payloads. Connect (the state checked), busy times in slots, bookings written to the
 * calendar through the outbox, the access token refreshed, a revoked grant reported as
 * "reconnect needed" while slots keep answering.
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

  /** A bookable host with a Google account (primary calendar, Work, and a read-only Holidays). */
  async function hostWithGoogle() {
    const { host, eventType, monday } = await bookableHost(t);
    google.addAccount(host.email, [
      { id: 'work@group.calendar.google.com', summary: 'Work', accessRole: 'owner' },
      { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
    ]);
    const app = await appFor(t, host.userId);
    const agent = await signedInAgent(t, host.email);
    return { host, eventType, monday, app, agent };
  }

  async function connected() {
    const x = await hostWithGoogle();
    const done = await finish(x.agent, await throughProvider(t, 'google', x.app.api, x.agent));
    expect([done.status, done.location]).toEqual([303, '/settings/calendars?notice=connected']);
    const [connection] = (await x.app.api.get('/v2/calendars').expect(200)).body.data;
    return { ...x, connection };
  }

  const slotTimes = async (eventTypeId: number, monday: { date: string }) => {
    const res = await t.http().get('/v2/slots').query({ eventTypeId, start: monday.date, end: `${monday.date}T23:59:00`, timeZone: 'Europe/Berlin' }).expect(200);
    return ((res.body.data.slots[monday.date] ?? []) as { localStart: string }[]).map((s) => s.localStart.slice(11, 16));
  };

  it('connects through Google: PKCE and a state in the URL, tokens sealed, calendars listed', async () => {
    const { host, app, agent } = await hostWithGoogle();
    const { authUrl } = (await app.api.get('/v2/calendars/google/connect').expect(200)).body.data;
    const params = new URL(authUrl).searchParams;
    expect(authUrl.startsWith(`${as.url}/o/oauth2/v2/auth?`)).toBe(true);
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: as.client.id,
      redirect_uri: `${t.url}/v2/calendars/google/save`,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
      scope: 'https://www.googleapis.com/auth/calendar.readonly https://www.googleapis.com/auth/calendar.events',
    });
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const back = await agent.follow(authUrl, (url) => url.pathname === '/v2/calendars/google/save');
    expect(back.url.searchParams.get('state')).toBe(params.get('state'));
    const done = await finish(agent, back.url);
    expect([done.status, done.location]).toEqual([303, '/settings/calendars?notice=connected']);

    const [connection] = (await app.api.get('/v2/calendars').expect(200)).body.data;
    expect(connection).toMatchObject({ kind: 'google', label: host.email, status: 'ok', lastError: null });
    expect(connection.calendars).toEqual([
      { externalId: host.email, name: host.email, readOnly: false, isSelected: true, isDestination: true },
      { externalId: 'work@group.calendar.google.com', name: 'Work', readOnly: false, isSelected: true, isDestination: false },
      { externalId: 'holidays@group.v.calendar.google.com', name: 'Holidays', readOnly: true, isSelected: true, isDestination: false },
    ]);
    // The calendar list came in two pages; the token came from the code grant.
    expect(google.seen.filter((r) => r.path === '/calendar/v3/users/me/calendarList')).toHaveLength(2);
    expect(as.issued.filter((i) => i.grantType === 'authorization_code').length).toBeGreaterThan(0);

    const row = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id });
    const { secret } = t.app.get(CredentialsVault).open(row);
    expect(secret.accessToken.length).toBeGreaterThan(20);
    expect(secret.refreshToken.length).toBeGreaterThan(20);
    expect(row.credentials).toMatch(/^v1\./);
    expect(row.credentials).not.toContain(secret.accessToken);
    expect(row.credentials).not.toContain(secret.refreshToken);
    expect(row.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(JSON.stringify(connection)).not.toContain(secret.accessToken);
    expect(t.rawLogs()).not.toContain(secret.accessToken);
    expect(t.rawLogs()).not.toContain(secret.refreshToken);
    expect(t.rawLogs()).not.toContain(back.url.searchParams.get('code')!);
    // Nowhere in the database either: not the tokens, nor the state or the code that carried them.
    const secrets = [secret.accessToken, secret.refreshToken, params.get('state')!, back.url.searchParams.get('code')!];
    for (const { tablename } of (await t.dataSource.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as { tablename: string }[]) {
      const dump = ((await t.dataSource.query(`SELECT row_to_json(x)::text AS row FROM "${tablename}" x`)) as { row: string }[]).map((r) => r.row).join('\n');
      for (const value of secrets) expect(dump).not.toContain(value);
    }
  });

  it('refuses a replayed, an expired, a foreign and an unknown state, and connects nothing', async () => {
    const { host, app, agent } = await connected();
    const before = (await app.api.get('/v2/calendars').expect(200)).body.data;

    // Replayed: the return that just connected, once more.
    const again = await throughProvider(t, 'google', app.api, agent);
    expect((await finish(agent, again)).status).toBe(303);
    const replay = await finish(agent, again);
    expect(replay.status).toBe(400);
    expect(replay.page).toContain('This authorization was already used');

    // Expired: 10 minutes pass between leaving and coming back.
    const late = await throughProvider(t, 'google', app.api, agent);
    await t.dataSource.query(`UPDATE calendar_oauth_states SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await finish(agent, late);
    expect(expired.status).toBe(400);
    expect(expired.page).toContain('This authorization expired');

    // Foreign (login CSRF): Mallory starts a connection, goes through Google with her own Google
    // account, and makes the host's browser finish it. Accepted, her calendar would be connected to
    // the host's account and receive the host's bookings.
    const mallory = await createHost(t);
    google.addAccount(mallory.email, []);
    const malloryApp = await appFor(t, mallory.userId);
    const lure = await throughProvider(t, 'google', malloryApp.api, await signedInAgent(t, mallory.email));
    const foreign = await finish(agent, lure);
    expect(foreign.status).toBe(403);
    expect(foreign.page).toContain('started for another account');
    expect((await malloryApp.api.get('/v2/calendars').expect(200)).body.data).toEqual([]);

    // Unknown, and missing.
    const forged = new URL(again);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await finish(agent, forged)).status).toBe(400);
    forged.searchParams.delete('state');
    const missing = await finish(agent, forged);
    expect([missing.status, missing.page.includes('without the state')]).toEqual([400, true]);

    const after = (await app.api.get('/v2/calendars').expect(200)).body.data;
    expect(after).toHaveLength(1);
    expect(after[0].calendars).toEqual(before[0].calendars);
  });

  it('a signed-out browser signs in first, then finishes connecting', async () => {
    const { host, app } = await hostWithGoogle();
    const browser = new UserAgent(host.email); // not signed in to the app
    const back = await throughProvider(t, 'google', app.api, browser);
    const res = await browser.request(back.toString());
    expect(res.status).toBe(303);
    const login = new URL(res.headers.get('location')!, t.url);
    expect(login.pathname).toBe('/auth/login');
    expect(login.searchParams.get('returnTo')).toBe(`${back.pathname}${back.search}`);
    expect(t.rawLogs()).not.toContain(back.searchParams.get('code')!);
    const signedIn = await browser.request(`${t.url}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: host.email, password: 'correct horse battery' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(signedIn.status).toBe(204);
    expect((await finish(browser, back)).location).toBe('/settings/calendars?notice=connected');
    expect((await app.api.get('/v2/calendars').expect(200)).body.data).toEqual([expect.objectContaining({ kind: 'google', label: host.email })]);
  });

  it('subtracts busy times from slots (transparent events do not count)', async () => {
    const { host, eventType, monday, app } = await connected();
    expect(await slotTimes(eventType.id, monday)).toEqual(expect.arrayContaining(['10:00', '10:30', '14:00']));
    google.addEvent(host.email, 'work@group.calendar.google.com', monday.at('10:00'), monday.at('11:00'));
    google.addEvent(host.email, host.email, monday.at('14:00'), monday.at('15:00'), { transparency: 'transparent', summary: 'Focus (free)' });
    const times = await slotTimes(eventType.id, monday);
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('10:30');
    expect(times).toEqual(expect.arrayContaining(['09:30', '11:00', '14:00']));
    const busy = await app.api.get('/v2/calendars/busy-times').query({ start: monday.date, end: monday.at('23:00'), timeZone: 'Europe/Berlin' }).expect(200);
    expect(busy.body.data).toEqual([{ start: monday.at('10:00'), end: monday.at('11:00') }]);
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
    await slotTimes(eventType.id, monday);
    expect(refreshes()).toBe(before + 1);
    const updated = await t.dataSource.manager.findOneByOrFail(CalendarConnection, { id: connection.id });
    const fresh = t.app.get(CredentialsVault).open(updated).secret;
    expect(fresh.accessToken).not.toBe(old.accessToken);
    expect(fresh.refreshToken).toBe(old.refreshToken); // Google keeps the refresh token
    expect(updated.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(google.seen.slice(seenBefore).map((r) => r.token)).toEqual(google.seen.slice(seenBefore).map(() => fresh.accessToken));

    // Already fresh: no second refresh.
    await slotTimes(eventType.id, monday);
    expect(refreshes()).toBe(before + 1);
  });

  it('a grant revoked at Google: "reconnect needed" in check, the list and the page, while slots still answer; connecting again heals it', async () => {
    const { host, eventType, monday, app, agent, connection } = await connected();
    google.addEvent(host.email, host.email, monday.at('10:00'), monday.at('11:00'));
    expect(await slotTimes(eventType.id, monday)).not.toContain('10:00');

    await as.revokeAccess(host.email);
    const times = await slotTimes(eventType.id, monday); // the calendar is skipped, not the request
    expect(times).toContain('10:00');
    const listed = (await app.api.get('/v2/calendars').expect(200)).body.data[0];
    expect(listed).toMatchObject({ id: connection.id, status: 'reconnect_needed', lastError: expect.stringMatching(/Google no longer accepts this connection/) });
    const check = (await app.api.get('/v2/calendars/google/check').expect(200)).body.data;
    expect(check).toEqual([expect.objectContaining({ id: connection.id, ok: false, status: 'reconnect_needed', error: expect.stringMatching(/Connect it again/) })]);
    const page = await (await agent.request(`${t.url}/settings/calendars`)).text();
    expect(page).toContain('Reconnect needed: Google no longer accepts this connection');
    expect(page).toContain('action="/settings/calendars/google/connect"><input type="hidden" name="_csrf"');
    expect(page).toMatch(/<button type="submit">Reconnect<\/button>/);

    // Known to need the person: slots no longer ask Google at all.
    const calls = google.seen.length + as.issued.length;
    expect(await slotTimes(eventType.id, monday)).toContain('10:00');
    expect(google.seen.length + as.issued.length).toBe(calls);

    // Connecting the same account again replaces the tokens and the state.
    expect((await finish(agent, await throughProvider(t, 'google', app.api, agent))).status).toBe(303);
    const healed = (await app.api.get('/v2/calendars').expect(200)).body.data;
    expect(healed).toEqual([expect.objectContaining({ id: connection.id, status: 'ok', lastError: null })]);
    expect(await slotTimes(eventType.id, monday)).not.toContain('10:00');
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
