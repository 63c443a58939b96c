import { readFileSync } from 'node:fs';
import createClient, { type Middleware } from 'openapi-fetch';
import { API_TYPES_PATH, renderApiTypes } from '../../scripts/openapi-types';
import { createApprovedClient, createUser, signIn } from '../factories';
import { consent, VERIFIER } from '../factories/oauth';
import { futureMonday } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { s256 } from '../../src/oauth/token/pkce';
import type { paths } from './api-types';

const REDIRECT_URI = 'http://127.0.0.1:8765/callback';
const SCOPES = ['PROFILE_READ', 'SCHEDULE_WRITE', 'EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'BOOKING_READ', 'APPS_READ'];
const form = (body: Record<string, string | undefined>) => new URLSearchParams(Object.entries(body).filter((e): e is [string, string] => e[1] !== undefined)).toString();
const FORM = { bodySerializer: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } } as const;

/**
 * A third-party app written against the published document only: its types are generated from
 * `/docs/openapi.json` (`npm run openapi:types`) and every call goes through `openapi-fetch`, so a
 * route whose document lies breaks this app at type-check time or here.
 */
describe('A third-party app on the typed client generated from /docs/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the committed types are those of the running app (else: npm run openapi:types)', async () => {
    // Through supertest, not fetch: a connection fetch keeps open would sit idle while the types
    // render (seconds of CPU on a busy machine), past the server's 5 s keep-alive timeout, and the
    // next test's client could reuse it just as the server closes it (seen once, on a loaded
    // machine, as "fetch failed: other side closed" on the next test's first API call).
    const document: unknown = (await t.http().get('/docs/openapi.json').expect(200)).body;
    expect(readFileSync(API_TYPES_PATH, 'utf8')).toBe(await renderApiTypes(document));
  });

  it('authorizes with PKCE, sets up an event type, reads slots, refreshes, and handles errors by their documented shapes', async () => {
    // The browser part (consent) is a person's; everything after it is the app's own code.
    const { client } = await createApprovedClient(t, { name: 'Typed App', type: 'public', redirectUris: [REDIRECT_URI], scopes: SCOPES });
    const person = await createUser(t, { name: 'Ines Host', timeZone: 'Europe/Berlin' });
    const params = { client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: SCOPES.join(' '), state: 's1', code_challenge: s256(VERIFIER) };
    const code = (await consent(await signIn(t, person), params)).searchParams.get('code')!;

    const oauth = createClient<paths>({ baseUrl: t.url });
    const exchanged = await oauth.POST('/v2/auth/oauth2/token', {
      body: { grant_type: 'authorization_code', client_id: client.clientId, code, redirect_uri: REDIRECT_URI, code_verifier: VERIFIER },
      ...FORM,
    });
    expect(exchanged.response.status).toBe(200);
    let tokens = exchanged.data!;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 1800 });

    const api = createClient<paths>({ baseUrl: t.url });
    const bearer: Middleware = { onRequest: ({ request }) => (request.headers.set('Authorization', `Bearer ${tokens.access_token}`), request) };
    api.use(bearer);

    const me = await api.GET('/v2/me');
    expect(me.data?.data).toMatchObject({ id: person.id, name: 'Ines Host', timeZone: 'Europe/Berlin' });

    const schedule = await api.POST('/v2/schedules', { body: { name: 'Office hours', timeZone: 'Europe/Berlin' } });
    expect(schedule.response.status).toBe(201);
    const created = await api.POST('/v2/event-types', { body: { title: 'Intro call', slug: 'intro-call', lengthMinutes: 30, scheduleId: schedule.data!.data.id } });
    const eventTypeId = created.data!.data.id;
    const listed = await api.GET('/v2/event-types', { params: { query: { take: 10 } } });
    expect(listed.data?.data).toMatchObject({ total: 1, take: 10, skip: 0, items: [{ id: eventTypeId, slug: 'intro-call' }] });

    // Slots are public: the app's booking page reads them without its token.
    const monday = futureMonday('Europe/Berlin');
    const slots = await oauth.GET('/v2/slots', { params: { query: { eventTypeId, start: monday.date, end: `${monday.date}T23:59`, timeZone: 'Europe/Berlin' } } });
    expect(slots.data?.data.slots[monday.date].map((s) => s.start)).toContain(monday.at('09:00'));
    expect(slots.data?.data.reasons).toEqual([]); // nothing in the setup stands in the way

    // Calendar connections are a page like every other list.
    const calendars = await api.GET('/v2/calendars', { params: { query: { take: 5 } } });
    expect(calendars.data?.data).toEqual({ items: [], total: 0, take: 5, skip: 0 });

    // Errors come back in the documented shapes, typed.
    const missing = await api.GET('/v2/event-types/{id}', { params: { path: { id: eventTypeId + 1000 } } });
    expect([missing.response.status, missing.error?.status, missing.error?.error.code]).toEqual([404, 'error', 'not_found']);
    const notGranted = await api.GET('/v2/schedules');
    expect([notGranted.response.status, notGranted.error?.error.code]).toEqual([403, 'insufficient_scope']);
    expect(notGranted.response.headers.get('WWW-Authenticate')).toContain('scope="SCHEDULE_READ"');

    // Refresh (rotation), then the old access token is revoked and the API says so.
    const refreshed = await oauth.POST('/v2/auth/oauth2/token', { body: { grant_type: 'refresh_token', client_id: client.clientId, refresh_token: tokens.refresh_token }, ...FORM });
    const old = tokens;
    tokens = refreshed.data!;
    expect(tokens.refresh_token).not.toBe(old.refresh_token);
    const revoked = await oauth.POST('/v2/auth/oauth2/revoke', { body: { token: tokens.access_token, client_id: client.clientId }, ...FORM });
    expect(revoked.response.status).toBe(200);
    const refused = await api.GET('/v2/me');
    expect([refused.response.status, refused.error?.error.code]).toEqual([401, 'invalid_token']);

    // A spent code is an RFC 6749 error, typed as the document says.
    const replay = await oauth.POST('/v2/auth/oauth2/token', {
      body: { grant_type: 'authorization_code', client_id: client.clientId, code, redirect_uri: REDIRECT_URI, code_verifier: VERIFIER },
      ...FORM,
    });
    expect(replay.error?.error).toBe('invalid_grant');
  });
});
