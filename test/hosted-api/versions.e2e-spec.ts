import request from 'supertest';
import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { hostedClient, hostedError, VERSIONS } from './hosted-client';

describe('Hosted API v2 mode: the cal-api-version header', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('an unknown version on a versioned resource → 400 naming the supported version, in the hosted error shape', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['EVENT_TYPE_READ'] });
    const res = await hostedClient(t, token).get('/v2/event-types', '2024-04-15').expect(400);
    expect(res.body).toEqual(hostedError(400, '/v2/event-types'));
    expect(res.body.error.code).toBe('BadRequestException');
    expect(res.body.error.message).toContain('"2024-06-14"');
    expect(res.body.error.message).toContain('"2024-04-15"');
  });

  it.each([
    ['/v2/bookings', VERSIONS.bookings],
    ['/v2/schedules', VERSIONS.schedules],
    ['/v2/slots?eventTypeId=1&start=2050-09-05&end=2050-09-06', VERSIONS.slots],
  ])('%s refuses a version of another resource, and names its own (%s)', async (path, own) => {
    const res = await hostedClient(t, 'sat_whatever').get(path, VERSIONS.eventTypes).expect(400);
    expect(res.body.error.message).toContain(`"${own}"`);
  });

  it('without the header our own shapes are answered, unchanged (a page, 422 for validation)', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['EVENT_TYPE_READ'] });
    const res = await hostedClient(t, token).get('/v2/event-types').expect(200);
    expect(res.body).toEqual({ status: 'success', data: { items: [], total: 0, take: 100, skip: 0 } });
    const bad = await hostedClient(t, token).get('/v2/event-types?take=0').expect(422);
    expect(bad.body).toEqual({ status: 'error', error: { code: 'validation_failed', message: expect.any(String) } });
  });

  it('with the header: a validation failure is a 400 with timestamp and path; a missing token a 401 in the same shape', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['SCHEDULE_WRITE'] });
    const bad = await hostedClient(t, token).post('/v2/schedules', VERSIONS.schedules).send({ name: 'x', timeZone: 'Not/AZone', isDefault: true }).expect(400);
    expect(bad.body).toEqual(hostedError(400, '/v2/schedules'));
    expect(bad.body.error.code).toBe('BadRequestException');
    const anonymous = await hostedClient(t).get('/v2/schedules', VERSIONS.schedules).expect(401);
    expect(anonymous.body).toEqual(hostedError(401, '/v2/schedules'));
    expect(anonymous.body.error.code).toBe('UnauthorizedException');
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer /);
  });

  it('an unversioned resource (/v2/me) takes any value; an empty one is refused', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    await hostedClient(t, token).get('/v2/me', 'anything').expect(200);
    const res = await hostedClient(t, token).get('/v2/me', '').expect(400);
    expect(res.body.error.message).toMatch(/empty/);
  });

  it('the OAuth endpoints keep their RFC 6749 errors whatever the header', async () => {
    const res = await request(t.url).post('/v2/auth/oauth2/token').set('cal-api-version', '2024-08-13').type('form').send({ grant_type: 'nope' }).expect(400);
    expect(res.body.error).toBe('unsupported_grant_type');
    expect(res.body.timestamp).toBeUndefined();
  });

  it('the mode has its own OpenAPI document, with the header and versions per route; ours does not mention it', async () => {
    const hosted = (await request(t.url).get('/docs/hosted-api.json').expect(200)).body;
    const list = hosted.paths['/v2/bookings'].get;
    expect(list.parameters).toContainEqual(expect.objectContaining({ name: 'cal-api-version', in: 'header', required: true, schema: { type: 'string', enum: ['2024-08-13'] } }));
    expect(list.responses['200'].content['application/json'].schema.required).toContain('pagination');
    expect(hosted.paths['/v2/event-types/{id}'].delete.responses['200']).toBeDefined();
    expect(Object.keys(hosted.paths)).toHaveLength(24);
    expect(hosted.paths['/v2/event-types/{id}/private-links/{linkId}'].patch).toBeDefined();
    const ours = (await request(t.url).get('/docs/openapi.json').expect(200)).text;
    expect(ours).not.toContain('cal-api-version');
    expect(ours).not.toContain('Hosted');
  });

  it('CORS: a browser app may send cal-api-version', async () => {
    const res = await request(t.url)
      .options('/v2/bookings')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization,cal-api-version')
      .expect(204);
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('cal-api-version');
  });
});
