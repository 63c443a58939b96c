import { DEFAULT_PASSWORD } from '../../factories';
import { issueAccessToken } from '../../factories/oauth';
import { apiAs } from '../../scheduling/support/http';
import { createTestApp, type TestApp } from '../../setup/test-app';
import { GoogleCalendarApi } from './google-calendar-api';
import { MicrosoftGraphApi } from './microsoft-graph-api';
import { type Flavor, ProviderAuthServer } from './provider-auth-server';
import { UserAgent } from './user-agent';

export const KIND: Record<Flavor, 'google' | 'office365'> = { google: 'google', microsoft: 'office365' };

/**
 * The app configured for one provider, with that provider's authorization server and calendar API
 * running locally. Busy times are not cached, so each slots request asks the provider.
 */
export async function oauthCalendarsSetup<F extends Flavor>(flavor: F, env: Record<string, string> = {}) {
  const as = await ProviderAuthServer.listen(flavor);
  const info = (token: string) => as.tokenInfo(token);
  const api = (flavor === 'google' ? await new GoogleCalendarApi(info).listen() : await new MicrosoftGraphApi(info).listen()) as F extends 'google'
    ? GoogleCalendarApi
    : MicrosoftGraphApi;
  const t = await createTestApp({
    ...as.env,
    ...(flavor === 'google' ? { GOOGLE_CALENDAR_API_URL: api.url } : { MICROSOFT_GRAPH_URL: `${api.url}/v1.0` }),
    CALENDAR_ALLOW_PRIVATE_HOSTS: 'true',
    CALENDAR_BUSY_CACHE_SECONDS: '0',
    ...env,
  });
  await as.start(`${t.url}/v2/calendars/${KIND[flavor]}/save`);
  return {
    as,
    api,
    t,
    close: async () => {
      await t.close();
      await api.close();
      await as.close();
    },
  };
}

/** A person's browser, signed in to the app (the session cookie is in its jar). */
export async function signedInAgent(t: TestApp, email: string, providerLogin = email): Promise<UserAgent> {
  const agent = new UserAgent(providerLogin);
  const res = await agent.request(`${t.url}/auth/login`, { method: 'POST', body: JSON.stringify({ email, password: DEFAULT_PASSWORD }), headers: { 'content-type': 'application/json' } });
  if (res.status !== 204) throw new Error(`Sign-in failed: ${res.status}`);
  return agent;
}

/** An app's token for the person, with APPS_READ and APPS_WRITE, and the API as that app. */
export async function appFor(t: TestApp, userId: number) {
  const { token } = await issueAccessToken(t, { user: { id: userId } as never, scopes: ['APPS_READ', 'APPS_WRITE'] });
  return { token, api: apiAs(t, token) };
}

/**
 * The whole connection as it happens: the app asks for the authorization URL, the person's browser
 * goes through the provider's sign-in and consent and comes back to `save` with the code. Stops
 * at the return to `save` (not yet requested), so a spec can tamper with it before finishing.
 */
export async function throughProvider(t: TestApp, kind: 'google' | 'office365', api: ReturnType<typeof apiAs>, agent: UserAgent): Promise<URL> {
  const res = await api.get(`/v2/calendars/${kind}/connect`).expect(200);
  const back = await agent.follow(res.body.data.authUrl as string, (url) => url.pathname === `/v2/calendars/${kind}/save`);
  if (back.url.pathname !== `/v2/calendars/${kind}/save`) throw new Error(`The provider did not send the browser back: ${back.url} ${back.page?.slice(0, 300)}`);
  return back.url;
}

/** Finishes at `save`; answers where the app sent the browser (or the page it showed). */
export async function finish(agent: UserAgent, saveUrl: URL) {
  const res = await agent.request(saveUrl.toString());
  return { status: res.status, location: res.headers.get('location'), page: res.status === 303 ? '' : await res.text() };
}

/** The slot start times (HH:mm, Berlin) of the Monday of `monday`, as anyone sees them. */
export async function slotTimes(t: TestApp, eventTypeId: number, monday: { date: string }): Promise<string[]> {
  const res = await t.http().get('/v2/slots').query({ eventTypeId, start: monday.date, end: `${monday.date}T23:59:00`, timeZone: 'Europe/Berlin' }).expect(200);
  return ((res.body.data.slots[monday.date] ?? []) as { localStart: string }[]).map((s) => s.localStart.slice(11, 16));
}
