import { CredentialsVault } from '../../src/calendars/credentials-vault';
import { CalendarConnection } from '../../src/calendars/entities/calendar-connection.entity';
import { createHost } from '../factories/scheduling';
import type { TestApp } from '../setup/test-app';
import type { GoogleCalendarApi } from './support/google-calendar-api';
import { connectedGoogleHost, hostWithGoogle as googleHost } from './support/google-host';
import { appFor, finish, oauthCalendarsSetup, signedInAgent, throughProvider } from './support/oauth-calendars';
import type { ProviderAuthServer } from './support/provider-auth-server';
import { UserAgent } from './support/user-agent';

/**
 * Connecting a Google account, against a real authorization server (oidc-provider) standing in
 * for Google's and driven as a browser drives it: what the authorization URL carries, what is
 * stored (sealed) and what is not, and every way a return with a bad state is refused.
 */
describe('Connecting Google calendars', () => {
  let t: TestApp;
  let as: ProviderAuthServer;
  let google: GoogleCalendarApi;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ t, as, api: google, close } = await oauthCalendarsSetup('google'));
  });
  afterAll(() => close());

  const hostWithGoogle = () => googleHost(t, google);
  const connected = () => connectedGoogleHost(t, google);

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

    const [connection] = (await app.api.get('/v2/calendars').expect(200)).body.data.items;
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
    const before = (await app.api.get('/v2/calendars').expect(200)).body.data.items;

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
    expect((await malloryApp.api.get('/v2/calendars').expect(200)).body.data.items).toEqual([]);

    // Unknown, and missing.
    const forged = new URL(again);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect((await finish(agent, forged)).status).toBe(400);
    forged.searchParams.delete('state');
    const missing = await finish(agent, forged);
    expect([missing.status, missing.page.includes('without the state')]).toEqual([400, true]);

    const after = (await app.api.get('/v2/calendars').expect(200)).body.data.items;
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
    expect((await app.api.get('/v2/calendars').expect(200)).body.data.items).toEqual([expect.objectContaining({ kind: 'google', label: host.email })]);
  });
});
