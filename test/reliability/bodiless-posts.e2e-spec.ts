import request from 'supertest';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * A body is read and checked before routing on every POST, PUT and PATCH, also where the route
 * takes none (confirming or reassigning a booking, creating a secret): it can be too large, of a
 * type not read, or hold text that is not well-formed. The document must list those answers, or
 * clients (and the fuzzer's check of every answer against it) meet statuses it never mentions.
 */
describe('A body sent to a route that takes none', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await request(t.url).get('/docs/openapi.json')).body;
  });
  afterAll(() => t.close());

  // Every response of these specs is also checked against the document by the test app.
  it.each([
    ['of a type not read', 'text/plain', 'note', 415],
    ['over 100 KB', 'application/json', JSON.stringify({ note: 'x'.repeat(110_000) }), 413],
    ['holding an unpaired surrogate', 'application/json', '{"note":"\\ud800"}', 422],
  ])('%s → its documented status', async (_what, type, body, status) => {
    const res = await request(t.url).post('/v2/bookings/some-uid/reassign').set('content-type', type).send(body);
    expect(res.status).toBe(status);
  });

  it('every POST, PUT and PATCH documents 413, 415 and (outside the OAuth endpoints) 422', () => {
    const missing = Object.entries(doc.paths).flatMap(([path, item]) =>
      ['post', 'put', 'patch'].flatMap((method) => {
        const responses = item[method]?.responses;
        if (!responses) return [];
        const wanted = path.startsWith('/v2/auth/oauth2/') ? ['413', '415'] : ['413', '415', '422'];
        return wanted.filter((s) => !(s in responses)).map((s) => `${method.toUpperCase()} ${path}: ${s}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
