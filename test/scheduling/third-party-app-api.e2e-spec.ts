import type * as OAuth from 'oauth4webapi' with { 'resolution-mode': 'import' };
import { createApprovedClient, createUser, signIn } from '../factories';
import { consent } from '../factories/oauth';
import { futureMonday } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';

const REDIRECT_URI = 'https://calendar-app.example.com/oauth/callback';
const SCOPES = ['SCHEDULE_WRITE', 'EVENT_TYPE_WRITE', 'BOOKING_READ', 'BOOKING_WRITE'];

/**
 * A third-party scheduling app, from authorization to a cancelled booking: it gets a token through
 * the real consent page with a standards-following client library (oauth4webapi), sets up its
 * user's availability, takes a booking on its booking page, confirms it, and follows the attendee's
 * reschedule and cancellation. Every call is real HTTP.
 */
describe('A third-party app drives the whole booking lifecycle', () => {
  let t: TestApp;
  let oauth: typeof OAuth;
  let insecure: { [OAuth.allowInsecureRequests]: true };
  beforeAll(async () => {
    oauth = await import('oauth4webapi'); // ESM-only
    insecure = { [oauth.allowInsecureRequests]: true } as typeof insecure;
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('authorizes, sets up, books, confirms, links to calendars, and sees the attendee reschedule and cancel', async () => {
    // 1. The developer's app is registered and approved; a person authorizes it on the consent page.
    const issuer = new URL(t.url);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
    const { client: registered, secret } = await createApprovedClient(t, { name: 'Calendar App', redirectUris: [REDIRECT_URI], scopes: SCOPES });
    const client: OAuth.Client = { client_id: registered.clientId };
    const clientAuth = oauth.ClientSecretBasic(secret!);
    const person = await createUser(t, { name: 'Hana Host', timeZone: 'Europe/Berlin' });
    const state = oauth.generateRandomState();
    const authorizationUrl = new URL(as.authorization_endpoint!);
    for (const [k, v] of Object.entries({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: SCOPES.join(' '), state })) {
      authorizationUrl.searchParams.set(k, v);
    }
    const callback = await consent(await signIn(t, person), Object.fromEntries(authorizationUrl.searchParams));
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, REDIRECT_URI, oauth.nopkce, insecure),
    );
    expect(tokens.scope!.split(' ').sort()).toEqual([...SCOPES].sort());
    let accessToken = tokens.access_token;

    /** The app calls the API the way a client library does: the token in the Authorization header. */
    const app = async (method: string, path: string, body?: object): Promise<{ status: number; body: any /* checked by the assertions */ }> => {
      const headers = new Headers(body ? { 'content-type': 'application/json' } : {});
      const res = await oauth.protectedResourceRequest(accessToken, method, new URL(path, t.url), headers, body && JSON.stringify(body), insecure);
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    };

    // What the person did not grant stays closed: the profile needs PROFILE_READ.
    await expect(app('GET', '/v2/me')).rejects.toMatchObject({ cause: [{ scheme: 'bearer', parameters: { error: 'insufficient_scope', scope: 'PROFILE_READ' } }] });

    // 2. The app sets up its user's availability and an event type that needs confirmation.
    const schedule = await app('POST', '/v2/schedules', { name: 'Office hours', timeZone: 'Europe/Berlin' });
    expect(schedule).toMatchObject({ status: 201, body: { data: { isDefault: true, timeZone: 'Europe/Berlin' } } });
    const eventType = await app('POST', '/v2/event-types', {
      title: 'Consultation',
      slug: 'consultation',
      lengthMinutes: 30,
      scheduleId: schedule.body.data.id,
      requiresConfirmation: true,
      minimumBookingNoticeMinutes: 60,
      locations: [{ type: 'video', value: 'https://meet.example.com/hana' }],
    });
    expect(eventType.status).toBe(201);
    const eventTypeId: number = eventType.body.data.id;

    // 3. An attendee picks a slot on the app's booking page; the app books it with its token (public route).
    const monday = futureMonday('Europe/Berlin');
    const attendee = apiAs(t);
    const slots = await attendee.get(`/v2/slots?eventTypeId=${eventTypeId}&start=${monday.date}&end=${monday.date}T23:59&timeZone=Europe/Berlin`).expect(200);
    const slot = slots.body.data.slots[monday.date].find((s: { localStart: string }) => s.localStart.startsWith(`${monday.date}T10:00`));
    expect(slot.start).toBe(monday.at('10:00'));
    const created = await app('POST', '/v2/bookings', { eventTypeId, start: slot.start, attendee: { name: 'Ana Lima', email: 'ana@example.com', timeZone: 'Europe/Lisbon' } });
    expect(created).toMatchObject({ status: 201, body: { data: { status: 'unconfirmed', createdByClientId: client.client_id, hostId: person.id } } });
    const uid: string = created.body.data.uid;

    // 4. Later (after refreshing its token) the app lists what waits for confirmation and confirms it.
    const refreshed = await oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, insecure));
    accessToken = refreshed.access_token;
    const waiting = await app('GET', '/v2/bookings?status=unconfirmed');
    expect(waiting.body.data.items.map((b: { uid: string }) => b.uid)).toEqual([uid]);
    const confirmed = await app('POST', `/v2/bookings/${uid}/confirm`);
    expect(confirmed).toMatchObject({ status: 200, body: { data: { status: 'accepted', updatedByClientId: client.client_id } } });

    const links = await app('GET', `/v2/bookings/${uid}/calendar-links`);
    expect(new URL(links.body.data.google).searchParams.get('dates')).toBe(
      `${monday.at('10:00')}/${monday.at('10:30')}`.replace(/[-:]|\.000/g, ''),
    );
    const ics = await oauth.protectedResourceRequest(accessToken, 'GET', new URL(`/v2/bookings/${uid}/calendar-links/ics`, t.url), new Headers(), undefined, insecure);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`DTSTART:${monday.at('10:00').replace(/[-:]|\.000/g, '')}`);

    // 5. The attendee moves the meeting from the link in their email (no token), and the app sees it.
    const moved = await attendee.post(`/v2/bookings/${uid}/reschedule`, { start: monday.at('14:00'), reason: 'A clash' }).expect(201);
    expect(moved.body.data).toMatchObject({ status: 'unconfirmed', fromRescheduleUid: uid, createdByClientId: null, start: monday.at('14:00') });
    const old = await app('GET', `/v2/bookings/${uid}`);
    expect(old.body.data).toMatchObject({ status: 'cancelled', rescheduled: true, rescheduledToUid: moved.body.data.uid, createdByClientId: client.client_id });
    expect((await app('POST', `/v2/bookings/${moved.body.data.uid}/confirm`)).status).toBe(200);

    // 6. Then the attendee cancels; nothing is left upcoming, and the app's list shows both as cancelled.
    await attendee.post(`/v2/bookings/${moved.body.data.uid}/cancel`, { reason: 'Not needed any more' }).expect(200);
    expect((await app('GET', '/v2/bookings?status=upcoming')).body.data.total).toBe(0);
    const cancelled = await app('GET', '/v2/bookings?status=cancelled');
    expect(cancelled.body.data.items.map((b: { uid: string; cancellationReason: string }) => [b.uid, b.cancellationReason])).toEqual([
      [uid, 'A clash'],
      [moved.body.data.uid, 'Not needed any more'],
    ]);
    // The time is free again for the next attendee.
    const again = await attendee.get(`/v2/slots?eventTypeId=${eventTypeId}&start=${monday.date}&end=${monday.date}T23:59&timeZone=Europe/Berlin`).expect(200);
    expect(again.body.data.slots[monday.date].map((s: { start: string }) => s.start)).toEqual(expect.arrayContaining([monday.at('10:00'), monday.at('14:00')]));
  });
});
