import { bookableHost } from '../../factories/scheduling';
import type { TestApp } from '../../setup/test-app';
import type { GoogleCalendarApi } from './google-calendar-api';
import { appFor, finish, signedInAgent, throughProvider } from './oauth-calendars';

/** A bookable host with a Google account (primary calendar, Work, and a read-only Holidays). */
export async function hostWithGoogle(t: TestApp, google: GoogleCalendarApi) {
  const { host, eventType, monday } = await bookableHost(t);
  google.addAccount(host.email, [
    { id: 'work@group.calendar.google.com', summary: 'Work', accessRole: 'owner' },
    { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
  ]);
  const app = await appFor(t, host.userId);
  const agent = await signedInAgent(t, host.email);
  return { host, eventType, monday, app, agent };
}

/** The same host, connected through the whole flow; `connection` as GET /v2/calendars shows it. */
export async function connectedGoogleHost(t: TestApp, google: GoogleCalendarApi) {
  const x = await hostWithGoogle(t, google);
  const done = await finish(x.agent, await throughProvider(t, 'google', x.app.api, x.agent));
  expect([done.status, done.location]).toEqual([303, '/settings/calendars?notice=connected']);
  const [connection] = (await x.app.api.get('/v2/calendars').expect(200)).body.data.items;
  return { ...x, connection };
}
