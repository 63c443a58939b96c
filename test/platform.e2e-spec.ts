import express from 'express';
import { createClient, createUser, csrfFrom, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

describe('Platform: health, headers, errors, docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /health answers without touching the database; /health/ready checks it', async () => {
    await t.http().get('/health').expect(200).expect({ status: 'ok', info: {}, error: {}, details: {} });
    const ready = await t.http().get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
  });

  it('/health/ready reports 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.dataSource.destroy();
    const res = await other.http().get('/health/ready').expect(503);
    expect(res.body.status).toBe('error');
    await other.close().catch(() => undefined);
  });

  it('sends security headers, and a request id that it logs', async () => {
    const res = await t.http().get('/auth/login').set('X-Request-Id', 'trace-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(t.logs.some((l) => (l.req as { id?: string } | undefined)?.id === 'trace-123')).toBe(true);
  });

  it('writes a JSON answer with its type, charset and exact length; HEAD gets the headers without the body', async () => {
    const user = await createUser(t, { email: 'json-reply@example.com' });
    const { client } = await createClient(t, { owner: user });
    const agent = await signIn(t, user);
    const path = `/v2/oauth-clients/${client.clientId}`;
    const get = await agent.get(path).expect(200);
    expect(get.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(get.headers['content-length'])).toBe(Buffer.byteLength(get.text));
    expect(get.headers.etag).toBeUndefined(); // one caller's answer: no validator
    expect(get.body.data.clientId).toBe(client.clientId);
    const head = await agent.head(path).expect(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.text ?? '').toBe('');
    const refused = await t.http().get('/v2/me').expect(401);
    expect(refused.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps an ETag and answers 304 for the public discovery document', async () => {
    const get = await t.http().get('/.well-known/oauth-authorization-server').expect(200);
    expect(get.headers['cache-control']).toBe('public, max-age=3600');
    expect(get.headers['content-type']).toBe('application/json; charset=utf-8');
    // The tag Express itself would give this body.
    const expressEtag = express().get('etag fn') as (body: string, encoding: string) => string;
    expect(get.headers.etag).toBe(expressEtag(get.text, 'utf8'));
    const notModified = await t.http().get('/.well-known/oauth-authorization-server').set('If-None-Match', get.headers.etag).expect(304);
    expect(notModified.text ?? '').toBe('');
    await t.http().get('/.well-known/oauth-authorization-server').set('If-None-Match', 'W/"0-other"').expect(200);
  });

  it('replaces a request id that does not look like one', async () => {
    const res = await t.http().get('/health').set('X-Request-Id', 'bad id\twith "junk"').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the JSON error envelope and unknown pages with a page', async () => {
    const api = await t.http().get('/v2/nothing-here').set('Accept', 'text/html').expect(404);
    expect(api.body).toEqual({ status: 'error', error: { code: 'not_found', message: 'Cannot GET /v2/nothing-here' } });
    const json = await t.http().get('/nothing-here').set('Accept', 'application/json').expect(404);
    expect(json.body).toEqual({ status: 'error', error: { code: 'not_found', message: 'Cannot GET /nothing-here' } });

    const page = await t.http().get('/nothing-here?<b>hi</b>').set('Accept', 'text/html').expect(404);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<title>Page not found</title>');
    expect(page.text).toContain('<a class="button" href="/">Go to the start page</a>');
    expect(page.text).toContain('<a href="/auth/login">Sign in</a>'); // the header, signed out
    expect(page.text).not.toContain('Cannot GET');
    expect(page.text).not.toContain('nothing-here'); // the address is not repeated on the page
  });

  it('answers a method a path does not take with 405 and Allow, in each family’s shape; unknown paths stay 404', async () => {
    const token = await t.http().get('/v2/auth/oauth2/token').expect(405);
    // OPTIONS is listed where CORS answers it (the API's paths), and works there.
    expect(token.headers.allow).toBe('OPTIONS, POST');
    expect(token.body).toEqual({ error: 'invalid_request', error_description: 'GET is not allowed here; this path answers OPTIONS, POST.' });
    await t.http().options('/v2/auth/oauth2/token').expect(204);

    const me = await t.http().put('/v2/me').send({}).expect(405);
    expect(me.headers.allow).toBe('GET, HEAD, OPTIONS, PATCH');
    expect(me.body).toEqual({ status: 'error', error: { code: 'method_not_allowed', message: 'PUT is not allowed here; this path answers GET, HEAD, OPTIONS, PATCH.' } });
    // Matched as routes are: a parameter, another case, a trailing slash.
    expect((await t.http().post('/v2/Event-Types/123/').expect(405)).headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH');

    const page = await t.http().get('/auth/logout').set('Accept', 'text/html').expect(405);
    expect(page.headers.allow).toBe('POST');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // HEAD is answered wherever GET is, so it is a method like any other here; OPTIONS off the API too.
    expect((await t.http().head('/v2/auth/oauth2/token').expect(405)).headers.allow).toBe('OPTIONS, POST');
    expect((await t.http().options('/auth/logout').expect(405)).headers.allow).toBe('POST');
    await t.http().head('/v2/me').expect(401); // GET's route answers HEAD

    await t.http().get('/v2/me/nothing-here').expect(404);
  });

  it('shows who is signed in on the not-found page and on error pages, with sign-out and settings', async () => {
    const user = await createUser(t, { name: 'Nadia Page', email: 'nadia@example.com' });
    const agent = await signIn(t, user);
    const page = await agent.get('/no/such/page').set('Accept', 'text/html').expect(404);
    expect(page.text).toContain('<span class="viewer-name">Nadia Page (</span>nadia@example.com<span class="viewer-name">)</span>');
    expect(page.text).toContain('<a href="/settings">Settings</a>');
    expect(page.text).toMatch(/<form class="inline" method="post" action="\/auth\/logout">\s*<input type="hidden" name="_csrf" value="[^"]+">/);
    expect(page.text).not.toContain('href="/auth/login"');
    expect(page.text).toContain('Go to your account');

    // An error on a page of ours (someone else's client) is a page with the person in its header too.
    const { client } = await createClient(t);
    const error = await agent.get(`/settings/developer/oauth-clients/${client.clientId}`).expect(404);
    expect(error.text).toContain('nadia@example.com');
    expect(error.text).not.toContain('href="/auth/login"');

    // The sign-out form on the error page works: its token is the session's own.
    await agent.post('/auth/logout').type('form').send({ _csrf: csrfFrom(page.text) }).expect(303);
    const after = await agent.get('/no/such/page').set('Accept', 'text/html').expect(404);
    expect(after.text).not.toContain('nadia@example.com');
  });

  it('serves the API documentation at /docs', async () => {
    await t.http().get('/docs').expect(200).expect('content-type', /text\/html/);
    const spec = await t.http().get('/docs/openapi.json').expect(200);
    expect(spec.body.paths['/auth/login'].post).toBeDefined();
  });
});

describe('Browser apps on other origins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('may call the token endpoint, discovery and the bearer API (CORS, never with credentials)', async () => {
    const preflight = await t
      .http()
      .options('/v2/auth/oauth2/token')
      .set('Origin', 'https://spa.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const api = await t.http().get('/v2/me').set('Origin', 'https://spa.example').expect(401);
    expect(api.headers['access-control-allow-origin']).toBe('*');
    expect(api.headers['access-control-expose-headers']).toContain('WWW-Authenticate');
    const metadata = await t.http().get('/.well-known/oauth-authorization-server').set('Origin', 'https://spa.example').expect(200);
    expect(metadata.headers['access-control-allow-origin']).toBe('*');
  });

  it('pages are not opened to other origins, and sign-in pages keep a popup’s opener', async () => {
    const login = await t.http().get('/auth/login').set('Origin', 'https://spa.example').expect(200);
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    expect(login.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const home = await t.http().get('/').expect(200);
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('Hostile input gets a 4xx, never a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/auth/oauth2/authorize?client_id=%00&redirect_uri=x'],
    ['GET', '/v2/oauth-clients/%00'],
    ['GET', '/health?x=%00'],
  ])('%s %s with a NUL character → 400', async (_method, path) => {
    const res = await t.http().get(path);
    expect(res.status).toBe(400);
  });

  it('a NUL character in a JSON or form body → 400 (OAuth endpoints answer in their own shape)', async () => {
    const json = await t.http().post('/auth/login').send({ email: 'a\u0000@example.com', password: 'x' }).expect(400);
    expect(json.body.error.message).toMatch(/NUL/);
    const form = await t.http().post('/v2/auth/oauth2/token').type('form').send('grant_type=refresh_token&client_id=a%00b&refresh_token=x').expect(400);
    expect(form.body.error).toBe('invalid_request');
  });
});
