import request from 'supertest';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { createUser, csrfFrom } from '../factories';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { createOrganization } from '../factories/organizations';
import { bookableHost } from '../factories/scheduling';
import { createTeam } from '../factories/teams';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * An unpaired surrogate (`\ud800` in JSON) is no character: the email validator threw `URIError`
 * on it (a 500 and an error in the log) on sign-in, sign-up, bookings and membership adds. Every
 * string input must be well-formed Unicode; one that is not is refused naming its field, in the
 * shape of the route's family, before any validator sees it.
 */
const BAD = 'a\ud800@example.com';
const because = (field: string) => `${field} must be well-formed Unicode text: it contains an unpaired surrogate (half of a UTF-16 pair).`;

describe('Text that is not well-formed Unicode', () => {
  let t: TestApp;
  let token: string;
  let teamId: number;
  let orgId: number;
  let eventTypeId: number;
  let start: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { eventType, monday } = await bookableHost(t);
    const owner = await createUser(t);
    teamId = (await createTeam(t, owner)).team.id;
    orgId = (await createOrganization(t, owner)).organization.id;
    token = (await issueAccessToken(t, { user: owner, scopes: [...ALL_SCOPES] })).token;
    eventTypeId = eventType.id;
    start = monday.at('10:00');
  });
  afterAll(() => t.close());

  const envelope = (field: string) => ({ status: 'error', error: { code: 'validation_failed', message: because(field) } });

  it('sign-in with JSON → 422 naming email', async () => {
    const res = await request(t.url).post('/auth/login').send({ email: BAD, password: 'secret' });
    expect([res.status, res.body]).toEqual([422, envelope('email')]);
  });

  it('sign-up with JSON → 422 naming email, and no account', async () => {
    const res = await request(t.url).post('/auth/signup').send({ email: BAD, password: 'long enough password', name: 'Ana' });
    expect([res.status, res.body]).toEqual([422, envelope('email')]);
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE name = 'Ana'`)).toEqual([]);
  });

  it('the sign-up form cannot spell one: an escape that is not UTF-8 shows the form again with its error', async () => {
    // Forms decode percent-escapes as UTF-8, where %ED%A0%80 (a surrogate's bytes) is invalid and
    // stays as typed; the page says what is wrong, like any other bad address.
    const agent = request.agent(t.url);
    const csrf = csrfFrom((await agent.get('/auth/signup')).text);
    const res = await agent.post('/auth/signup').type('form').send(`email=a%ED%A0%80%40example.com&password=long+enough+password&name=Bo&_csrf=${csrf}`);
    expect(res.status).toBe(422);
    expect(res.type).toBe('text/html');
    expect(res.text).toContain('Enter a valid email address.');
  });

  it('a booking (no token needed) → 422 naming attendee.email', async () => {
    const res = await request(t.url).post('/v2/bookings').send({ eventTypeId, start, attendee: { name: 'Ana', email: BAD, timeZone: 'UTC' } });
    expect([res.status, res.body]).toEqual([422, envelope('attendee.email')]);
  });

  it('a field name is checked too, and named with its surrogate replaced', async () => {
    const res = await request(t.url).post('/v2/bookings').set('content-type', 'application/json').send(`{"eventTypeId":1,"attendee":{"\\udc00x":1}}`);
    expect([res.status, res.body]).toEqual([422, envelope('attendee.\ufffdx')]);
  });

  it('a raw surrogate in a UTF-16 body is refused the same way', async () => {
    const body = Buffer.from(JSON.stringify({ eventTypeId, start, attendee: { name: 'Ana\ud800', email: 'a@example.com', timeZone: 'UTC' } }).replace('\\ud800', '\ud800'), 'utf16le');
    const res = await fetch(`${t.url}/v2/bookings`, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-16le' }, body });
    expect([res.status, await res.json()]).toEqual([422, envelope('attendee.name')]);
  });

  it('adding a team member → 422 naming email', async () => {
    const res = await request(t.url).post(`/v2/teams/${teamId}/memberships`).auth(token, { type: 'bearer' }).send({ email: BAD });
    expect([res.status, res.body]).toEqual([422, envelope('email')]);
  });

  it('adding an organization member → 422 naming email', async () => {
    const res = await request(t.url).post(`/v2/organizations/${orgId}/memberships`).auth(token, { type: 'bearer' }).send({ email: BAD, role: 'MEMBER' });
    expect([res.status, res.body]).toEqual([422, envelope('email')]);
  });

  it('the token endpoint → 400 invalid_request naming the parameter (RFC 6749 §5.2)', async () => {
    const app = await issueTokens(t, { scopes: ['PROFILE_READ'] });
    const res = await request(t.url)
      .post('/v2/auth/oauth2/token')
      .send({ grant_type: 'refresh_token', refresh_token: `${app.refreshToken}\udfff`, client_id: app.clientId, client_secret: app.secret });
    expect([res.status, res.body]).toEqual([400, { error: 'invalid_request', error_description: because('refresh_token') }]);
  });

  it('a query string and a path cannot spell one either: their escapes are UTF-8, and invalid UTF-8 is a clear 4xx', async () => {
    // In a query, invalid UTF-8 decodes to replacement characters, which are well-formed text.
    const query = await request(t.url).get('/v2/slots?timeZone=%ED%A0%80').auth(token, { type: 'bearer' });
    expect(query.status).toBe(422);
    expect(query.body.error.message).toContain('timeZone must be an IANA time zone');
    // In a path, the router refuses to decode it.
    const path = await request(t.url).get('/v2/bookings/%ED%A0%80').auth(token, { type: 'bearer' });
    expect([path.status, path.body.error?.code]).toEqual([400, 'bad_request']);
  });

  it('the server logged no error', () => {
    expect(t.logs.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });
});
