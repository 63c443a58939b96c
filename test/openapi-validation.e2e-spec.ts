import { OpenApiValidator, type RecordedResponse } from './setup/openapi-validator';
import { createTestApp, TestApp } from './setup/test-app';

/**
 * The checker every e2e response goes through (see test/setup/openapi-recorder.ts). Here it is
 * shown wrong answers, to prove it tells them apart from right ones.
 */
describe('The OpenAPI response validation', () => {
  let t: TestApp;
  let validator: OpenApiValidator;
  beforeAll(async () => {
    t = await createTestApp();
    validator = new OpenApiValidator((await t.http().get('/docs/openapi.json').expect(200)).body);
  });
  afterAll(() => t.close());

  const json = (value: unknown, extra: Record<string, string> = {}): Pick<RecordedResponse, 'headers' | 'body'> => ({
    headers: { 'content-type': 'application/json; charset=utf-8', ...extra },
    body: Buffer.from(JSON.stringify(value)),
  });
  const me = { id: 1, email: 'a@example.com', name: 'A', timeZone: 'UTC', weekStart: 'monday', locale: 'en', createdAt: '2026-01-01T00:00:00.000Z', username: 'a', timeFormat: 12, defaultScheduleId: null, organizationId: null };
  const challenge = { 'www-authenticate': 'Bearer realm="api"' };

  it('accepts what the document describes', () => {
    expect(validator.check({ method: 'GET', path: '/v2/me', status: 200, ...json({ status: 'success', data: me }) })).toEqual({ kind: 'valid', operation: 'GET /v2/me' });
    expect(validator.check({ method: 'GET', path: '/v2/me', status: 401, ...json({ status: 'error', error: { code: 'missing_token', message: 'x' } }, challenge) }).kind).toBe('valid');
    expect(validator.check({ method: 'DELETE', path: '/v2/event-types/7', status: 204, headers: {}, body: Buffer.alloc(0) }).kind).toBe('valid');
  });

  it.each([
    ['a bare DTO where the envelope is documented', { method: 'GET', path: '/v2/me', status: 200, ...json(me) }, /required property 'status'/],
    ['a field of the wrong type', { method: 'GET', path: '/v2/me', status: 200, ...json({ status: 'success', data: { ...me, id: '1' } }) }, /data\/id must be number/],
    ['an undocumented status', { method: 'GET', path: '/v2/me', status: 409, ...json({ status: 'error', error: { code: 'conflict', message: 'x' } }) }, /status 409 is not documented/],
    ['a 401 without its challenge', { method: 'GET', path: '/v2/me', status: 401, ...json({ status: 'error', error: { code: 'invalid_token', message: 'x' } }) }, /WWW-Authenticate/],
    ['an envelope error on an OAuth endpoint', { method: 'POST', path: '/v2/auth/oauth2/token', status: 400, ...json({ status: 'error', error: { code: 'x', message: 'y' } }) }, /required property 'error_description'/],
    ['an error code the route cannot answer', { method: 'GET', path: '/v2/me', status: 401, ...json({ status: 'error', error: { code: 'not_found', message: 'x' } }, challenge) }, /must be equal to one of the allowed values/],
    ['a body where none is documented', { method: 'DELETE', path: '/v2/event-types/7', status: 204, ...json({}) }, /documents none/],
    ['another content type', { method: 'GET', path: '/v2/me', status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>') }, /content type text\/html/],
  ] as const)('refuses %s', (_what, response, problem) => {
    const verdict = validator.check(response as RecordedResponse);
    expect(verdict.kind).toBe('invalid');
    expect(verdict.kind === 'invalid' && verdict.problems.join('\n')).toMatch(problem);
  });

  it('leaves aside what the document does not describe (pages), and prefers a literal path segment', () => {
    expect(validator.check({ method: 'GET', path: '/settings/apps', status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from('<p>') }).kind).toBe('outside');
    expect(validator.check({ method: 'GET', path: '/v2/schedules/default', status: 404, ...json({ status: 'error', error: { code: 'not_found', message: 'x' } }, challenge) })).toMatchObject({
      operation: 'GET /v2/schedules/default',
    });
  });
});
