import request from 'supertest';
import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';

type Json = Record<string, unknown>;
interface ErrorContent {
  schema: { properties: { error: { properties: { code: { enum: string[] } } } } };
  examples: Record<string, { value: { status: string; error: { code: string; message: string } } }>;
}

/**
 * The API document's error responses: `error.code` an enum per response, an example of each code,
 * and each example's code one the route can answer (in its enum, and of its status); the answers
 * the routes give carry codes of that enum (every e2e response is also checked against it).
 */
describe('The API document’s error examples', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, ErrorContent> }> }>> };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await request(t.url).get('/docs/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  /** Every envelope error response: path, method, status, its content. */
  const envelopeErrors = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) =>
        Object.entries(op.responses ?? {})
          .filter(([, r]) => (r.content?.['application/json'] as ErrorContent | undefined)?.schema?.properties?.error?.properties?.code?.enum)
          .map(([status, r]) => ({ where: `${method.toUpperCase()} ${path} ${status}`, path, status, content: r.content!['application/json'] })),
      ),
    );

  /** The codes a status can carry, whatever the route (the filter's, the typed errors'). */
  const OF_STATUS: Record<string, RegExp> = {
    '400': /^(bad_request|invalid_json|invalid_request|calendar_not_connected|invalid_state)$/,
    '401': /^(missing_token|invalid_token|unauthorized|invalid_credentials)$/,
    '403': /^(forbidden|insufficient_scope|insufficient_role|csrf_failed|invalid_state)$/,
    '404': /^not_found$/,
    '405': /^method_not_allowed$/,
    '409': /^conflict$/,
    '413': /^payload_too_large$/,
    '415': /^unsupported_media_type$/,
    '422': /^(validation_failed|provider_not_configured)$/,
    '429': /^rate_limited$/,
    '502': /^calendar_not_connected$/,
    '503': /^(unavailable|encryption_key_missing)$/,
    default: /^(internal_error|unavailable|encryption_key_missing|calendar_not_connected)$/,
  };

  it('every error example’s code is in its response’s enum and of its status, with a message', () => {
    const all = envelopeErrors();
    expect(all.length).toBeGreaterThan(500);
    const wrong = all.flatMap(({ where, status, content }) => {
      const codes = content.schema.properties.error.properties.code.enum;
      const examples = Object.values(content.examples ?? {}).map((e) => e.value);
      const problems: string[] = [];
      if (examples.map((e) => e.error.code).sort().join() !== [...codes].sort().join()) problems.push(`${where}: examples ${examples.map((e) => e.error.code)} for codes ${codes}`);
      for (const e of examples) {
        if (!codes.includes(e.error.code)) problems.push(`${where}: example ${e.error.code} not in ${codes}`);
        if (!OF_STATUS[status]?.test(e.error.code)) problems.push(`${where}: ${e.error.code} is no code of ${status}`);
        if (e.status !== 'error' || !e.error.message) problems.push(`${where}: example without a message`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('says what GET /v2/me answers: 401 the token’s codes, 403 the scope it needs, no “Event type not found.”', () => {
    const me = doc.paths['/v2/me'].get.responses;
    const codes = (s: string) => (me[s].content!['application/json'] as ErrorContent).schema.properties.error.properties.code.enum;
    expect(codes('401')).toEqual(['missing_token', 'invalid_token']);
    expect(codes('403')).toEqual(['forbidden', 'insufficient_scope']);
    expect(codes('429')).toEqual(['rate_limited']);
    const forbidden = (me['403'].content!['application/json'] as ErrorContent).examples.insufficient_scope.value.error.message;
    expect(forbidden).toBe('The access token lacks the scope this endpoint needs: PROFILE_READ.');
    expect(JSON.stringify(me)).not.toContain('Event type not found.');
    const eventType = (doc.paths['/v2/event-types/{id}'].get.responses['404'].content!['application/json'] as ErrorContent).examples.not_found.value.error.message;
    expect(eventType).toBe('Event type 7 not found.');
  });

  it('the routes answer codes of their enums', async () => {
    const code = (path: string, status: string, method = 'get') =>
      (doc.paths[path][method].responses[status].content!['application/json'] as ErrorContent).schema.properties.error.properties.code.enum;
    const none = await request(t.url).get('/v2/me').expect(401);
    expect(code('/v2/me', '401')).toContain((none.body as { error: Json }).error.code);
    const { token } = await issueAccessToken(t, { scopes: ['BOOKING_READ'] });
    const scopeless = await request(t.url).get('/v2/me').set('Authorization', `Bearer ${token}`).expect(403);
    expect(code('/v2/me', '403')).toContain((scopeless.body as { error: Json }).error.code);
    const { token: reader } = await issueAccessToken(t, { scopes: ['EVENT_TYPE_READ'] });
    const missing = await request(t.url).get('/v2/event-types/99999').set('Authorization', `Bearer ${reader}`).expect(404);
    expect(code('/v2/event-types/{id}', '404')).toContain((missing.body as { error: Json }).error.code);
  });
});
