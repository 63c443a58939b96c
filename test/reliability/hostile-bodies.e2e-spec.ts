import { deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createClient, createUser, csrfFrom, signIn } from '../factories';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Three inputs that once answered 500 (issue 15, item 1). Each must be a 4xx in the shape of its
 * route family: the JSON envelope under /v2, RFC 6749 §5.2 on the OAuth endpoints, a page for pages.
 */
describe('Bodies that used to break the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

  describe('deeply nested JSON', () => {
    it.each(['/auth/login', '/auth/signup', '/v2/oauth-clients', '/v2/bookings'])('POST %s with 2,000 levels → 400', async (path) => {
      const res = await request(t.url).post(path).set('content-type', 'application/json').send(`{"email":${nested(2000)}}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: { code: 'invalid_json', message: 'The request body nests more than 32 levels deep.' } });
    });

    it('at the token endpoint → invalid_request', async () => {
      const res = await request(t.url).post('/v2/auth/oauth2/token').set('content-type', 'application/json').send(nested(5000));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/nests more than 32 levels/) });
    });

    it('a body at the limit still reaches validation (422, not 400)', async () => {
      const res = await request(t.url).post('/v2/bookings').set('content-type', 'application/json').send(`{"attendee":${nested(31)}}`);
      expect(res.status).toBe(422);
    });
  });

  describe('a Content-Encoding the body does not have', () => {
    const garbage = Buffer.from('grant_type=refresh_token&refresh_token=x&client_id=y');

    it.each(['gzip', 'deflate', 'br'])('%s on the token endpoint → 400 invalid_request', async (encoding) => {
      const res = await request(t.url)
        .post('/v2/auth/oauth2/token')
        .set({ 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': encoding })
        .send(garbage);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/Content-Encoding/) });
    });

    it.each(['/auth/login', '/v2/bookings', '/v2/auth/oauth2/revoke'])('gzip on %s → 400', async (path) => {
      const res = await request(t.url).post(path).set({ 'content-type': 'application/json', 'content-encoding': 'gzip' }).send('{"a":1}');
      expect(res.status).toBe(400);
    });

    it('a body that really is compressed is read', async () => {
      const form = 'grant_type=authorization_code&code=c&redirect_uri=https%3A%2F%2Fa.example%2Fcb&client_id=nobody';
      for (const [encoding, body] of [['gzip', gzipSync(form)], ['deflate', deflateSync(form)]] as const) {
        // fetch, not supertest: it sends the bytes exactly as given.
        const res = await fetch(`${t.url}/v2/auth/oauth2/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': encoding },
          body,
        });
        // The parameters arrived: the client is unknown, which only a parsed body can tell.
        expect(res.status).toBe(401);
        expect(((await res.json()) as { error: string }).error).toBe('invalid_client');
      }
    });
  });

  describe('a body the parsers do not read, or that is not an object', () => {
    const json = JSON.stringify({ name: 'Weekdays', timeZone: 'Europe/Berlin' });

    it.each([
      ['text/plain', 'as text/plain'],
      ['application/xml', 'as application/xml'],
      [undefined, 'without a Content-Type'],
    ])('POST /v2/schedules with %p → 415 naming it, before anything reads the body', async (type, named) => {
      const { token } = await issueAccessToken(t, { scopes: ['SCHEDULE_WRITE'] });
      // fetch, not supertest: no Content-Type is added unless one is given.
      const res = await fetch(`${t.url}/v2/schedules`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) }, body: Buffer.from(json) });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        status: 'error',
        error: { code: 'unsupported_media_type', message: `This API reads JSON only: send the body as a JSON object with the header Content-Type: application/json. This one came ${named}.` },
      });
      // A browser app can read it (CORS), and it carries the headers every answer does.
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('curl -d without a Content-Type (a form) to a /v2 route → 415 saying to send JSON; nothing is created', async () => {
      const { token } = await issueAccessToken(t, { scopes: ['SCHEDULE_WRITE', 'SCHEDULE_READ'] });
      // What `curl -d '{"name":...}'` sends, and what `curl -d name=Evenings` sends.
      for (const body of [json, 'name=Evenings&timeZone=Europe%2FBerlin']) {
        const res = await request(t.url).post('/v2/schedules').set('authorization', `Bearer ${token}`).set('content-type', 'application/x-www-form-urlencoded').send(body);
        expect(res.status).toBe(415);
        expect(res.body.error).toEqual({
          code: 'unsupported_media_type',
          message:
            'This API reads JSON only: send the body as a JSON object with the header Content-Type: application/json. This one came as application/x-www-form-urlencoded (what curl -d sends unless told otherwise).',
        });
      }
      const patch = await request(t.url).patch('/v2/me').set('authorization', `Bearer ${token}`).type('form').send({ name: 'x' });
      expect(patch.status).toBe(415);
      // The JSON API's own first-party routes (a signed-in session's scripts) take JSON only too.
      const agent = await signIn(t, await createUser(t));
      expect((await agent.post('/v2/oauth-clients').type('form').send({ name: 'x' })).status).toBe(415);
      const list = await request(t.url).get('/v2/schedules').set('authorization', `Bearer ${token}`).expect(200);
      expect(list.body.data.total).toBe(0);
    });

    it('the OAuth endpoints under /v2 still read forms, as their RFCs say', async () => {
      // The code is exchanged as a form (issueTokens); introspection, refresh and revocation as forms too.
      const issued = await issueTokens(t, { scopes: ['SCHEDULE_READ'] });
      const introspect = await request(t.url).post('/v2/auth/oauth2/introspect').auth(issued.clientId, issued.secret!).type('form').send({ token: issued.accessToken }).expect(200);
      expect(introspect.body.active).toBe(true);
      const refreshed = await request(t.url)
        .post('/v2/auth/oauth2/token')
        .type('form')
        .send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret })
        .expect(200);
      await request(t.url).post('/v2/auth/oauth2/revoke').auth(issued.clientId, issued.secret!).type('form').send({ token: refreshed.body.access_token }).expect(200);
    });

    it('where no route takes the method, the 404 or 405 comes first', async () => {
      const put = await request(t.url).put('/v2/me').set('content-type', 'text/plain').send('{"name":"x"}');
      expect(put.status).toBe(405);
      const nowhere = await request(t.url).post('/v2/nothing-here').set('content-type', 'text/plain').send('x');
      expect(nowhere.status).toBe(404);
      // A route is matched without case, and so is the OAuth endpoints' own answer to a foreign type.
      const token = await request(t.url).post('/V2/auth/OAuth2/token').set('content-type', 'text/plain').send('grant_type=x');
      expect(token.status).toBe(400);
      expect(token.body).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/application\/x-www-form-urlencoded/) });
    });

    it('the same body as application/json is read (201), and an empty text/plain body is no body', async () => {
      const { token } = await issueAccessToken(t, { scopes: ['SCHEDULE_WRITE'] });
      await request(t.url).post('/v2/schedules').set('authorization', `Bearer ${token}`).set('content-type', 'application/json').send(json).expect(201);
      const empty = await request(t.url).post('/v2/schedules').set('authorization', `Bearer ${token}`).set('content-type', 'text/plain').send('');
      expect(empty.status).toBe(422); // validation: the fields are missing
    });

    it('the token endpoint still answers a foreign type in RFC 6749 shape (400 invalid_request)', async () => {
      const res = await request(t.url).post('/v2/auth/oauth2/token').set('content-type', 'text/plain').send('grant_type=refresh_token');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/application\/x-www-form-urlencoded/) });
    });

    it.each(['[1,2]', 'null', '"x"', '5'])('JSON %s → 400: the body must be an object (it is valid JSON)', async (body) => {
      const res = await request(t.url).post('/v2/bookings').set('content-type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: { code: 'invalid_json', message: 'The request body must be a JSON object.' } });
    });

    it('a form with more fields than any form has → 400 saying so (not 413)', async () => {
      const form = Array.from({ length: 300 }, (_, i) => `f${i}=x`).join('&');
      const res = await request(t.url).post('/v2/auth/oauth2/token').type('form').send(form);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid_request', error_description: 'The form has more than 200 fields.' });
    });
  });

  describe('a secret id past the integer range', () => {
    it('is 404 in the API and on the revoke form, like any unknown id', async () => {
      const { owner, client } = await createClient(t);
      const agent = await signIn(t, owner);
      const api = await agent.delete(`/v2/oauth-clients/${client.clientId}/secrets/99999999999`);
      expect(api.status).toBe(404);
      expect(api.body).toEqual({ status: 'error', error: { code: 'not_found', message: 'Secret not found.' } });

      const path = `/settings/developer/oauth-clients/${client.clientId}`;
      const csrf = csrfFrom((await agent.get(path).expect(200)).text);
      const form = await agent.post(`${path}/secrets/99999999999/revoke`).type('form').send({ _csrf: csrf });
      expect(form.status).toBe(404);
      expect(form.headers['content-type']).toMatch(/text\/html/);
      // The client's own secret was not touched.
      expect((await agent.get(`/v2/oauth-clients/${client.clientId}/secrets`).expect(200)).body.data).toHaveLength(1);
    });
  });
});

describe('Keys that object mapping trips on (found by the fuzzer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a body', '/auth/login', '', { email: 'a@example.com', password: { constructor: true } }],
    ['a nested body', '/v2/bookings', '', { attendee: { name: 'A', __proto__x: 1, prototype: {} } }],
    ['a query string', '/auth/login', '?constructor=1', { email: 'a@example.com', password: 'x' }],
  ])('%s with constructor/__proto__/prototype → 400', async (_what, path, query, body) => {
    const res = await request(t.url).post(`${path}${query}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'bad_request', message: expect.stringMatching(/reserved name "(constructor|prototype)"/) });
  });

  it('a JSON __proto__ key is refused too', async () => {
    const res = await request(t.url).post('/auth/login').set('content-type', 'application/json').send('{"__proto__":{"admin":true},"email":"a@example.com"}');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/reserved name "__proto__"/);
  });

  it.each(['/assets/copy-button.js', '/docs/openapi.json'])('a static file ignores its query, whatever it holds: %s', async (path) => {
    // Found by the fuzzer (seed 90817263): a page's script answered 400 to a query nothing reads.
    const res = await request(t.url).get(`${path}?constructor=2147483648&constructor=1&__proto__=x&nul=%00&half=%ED%A0%80`).set('accept', '*/*');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/javascript|json/);
  });
});

describe('null where a field may only be left out (found by the fuzzer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['name', 'timeZone', 'weekStart', 'locale'])('PATCH /v2/me with %s: null → 422, and nothing changes', async (field) => {
    const { token, user } = await issueAccessToken(t, { scopes: ['PROFILE_READ', 'PROFILE_WRITE'] });
    const res = await request(t.url).patch('/v2/me').set('Authorization', `Bearer ${token}`).send({ [field]: null });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    const me = await request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data.name).toBe(user.name);
  });
});
