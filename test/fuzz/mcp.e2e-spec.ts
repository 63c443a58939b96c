import fc from 'fast-check';
import { TOOL_SCOPES } from '../factories/mcp-tools';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { issueAccessToken } from '../factories/oauth';
import { attendee, bookableHost, storeBooking } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { hostileValue } from './arbitraries';
import { isJsonRpcError, problemsWith } from './oracle';
import type { Operation } from './operations';

/**
 * The MCP endpoint sent hostile JSON-RPC: broken envelopes, unknown methods and tools, batches,
 * arguments of every wrong shape and size, with tokens that may call everything, a little, the
 * wrong resource, or nothing. Never a 5xx, a stack trace or a tool failing on the server; errors
 * are the envelope (refused before the MCP server) or JSON-RPC's. `npm run fuzz` runs it longer.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);

const TOOLS = Object.keys(TOOL_SCOPES);
const METHODS = ['initialize', 'notifications/initialized', 'ping', 'tools/list', 'tools/call', 'resources/list', 'prompts/get', 'logging/setLevel', 'completion/complete', 'tasks/get'];
const FIELDS = ['eventTypeId', 'start', 'end', 'timeZone', 'attendee', 'guests', 'uid', 'reason', 'title', 'slug', 'lengthMinutes', 'locations', 'take', 'skip', 'status', 'privateLink', '__proto__'];
type Who = 'none' | 'everything' | 'profile' | 'rest' | 'forged';

describe('Fuzzing the MCP endpoint', () => {
  let t: TestApp;
  const tokens: Partial<Record<Who, string>> = {};
  const statuses = new Map<number, number>();
  const op: Operation = { method: 'POST', path: '/mcp', params: [], mediaTypes: ['application/json'], access: { kind: 'scopes', scopes: [] } };
  let valid: Record<string, unknown>[] = [];

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_API_PER_MINUTE: '1000000', LOG_LEVEL: 'warn' });
    const { host, eventType, monday } = await bookableHost(t);
    const booking = await storeBooking(t, eventType, monday.at('10:00'));
    const user = { id: host.userId } as never;
    tokens.everything = (await issueAccessToken(t, { user, scopes: [...ALL_SCOPES], audience: '/mcp' })).token;
    tokens.profile = (await issueAccessToken(t, { user, scopes: ['PROFILE_READ'], audience: '/mcp' })).token;
    tokens.rest = (await issueAccessToken(t, { user, scopes: [...ALL_SCOPES] })).token;
    tokens.forged = 'sat_forged0000000000000000000000000000000000000';
    // Arguments that are nearly right, so changes get past validation to the services.
    valid = [
      { eventTypeId: eventType.id, start: monday.date, end: monday.at('00:00', 3) },
      { eventTypeId: eventType.id, start: monday.at('11:00'), attendee: attendee() },
      { uid: booking.uid, start: monday.at('12:00') },
      { uid: booking.uid, reason: 'x' },
      { title: 'T', slug: 'fuzzed', lengthMinutes: 30 },
    ];
  }, 60_000);
  afterAll(async () => {
    console.log(`MCP fuzz: ${REQUESTS} requests, seed ${SEED}: ${[...statuses].sort().map(([s, n]) => `${s}×${n}`).join(' ')}`);
    await t?.close();
  });

  const huge = fc.constantFrom<unknown>('x'.repeat(300_000), Array.from({ length: 20_000 }, () => 'a@b.co'), { a: 'y'.repeat(90_000) }, Array.from({ length: 5_000 }, (_, i) => ({ [`k${i}`]: i })));
  const args = fc.oneof(
    { weight: 3, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), fc.oneof(hostileValue, huge), { maxKeys: 4 }) },
    { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom(...FIELDS), hostileValue, fc.boolean()).map(([i, key, value, change]) => ({ ...valid[i], ...(change ? { [key]: value } : {}) })) },
    { weight: 1, arbitrary: hostileValue },
  );
  const params = fc.oneof(
    { weight: 4, arbitrary: fc.record({ name: fc.oneof(fc.constantFrom(...TOOLS), fc.string({ maxLength: 20 })), arguments: args }, { requiredKeys: ['name'] }) },
    { weight: 1, arbitrary: fc.record({ protocolVersion: fc.constantFrom('2025-06-18', '2025-03-26', 'nope'), capabilities: hostileValue, clientInfo: hostileValue }) },
    { weight: 1, arbitrary: hostileValue },
  );
  const message = fc.record(
    {
      jsonrpc: fc.oneof({ weight: 5, arbitrary: fc.constant('2.0') }, { weight: 1, arbitrary: hostileValue }),
      id: fc.oneof({ weight: 6, arbitrary: fc.integer() }, { weight: 2, arbitrary: fc.string({ maxLength: 10 }) }, { weight: 1, arbitrary: hostileValue }),
      method: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...METHODS) }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }),
      params,
    },
    { requiredKeys: ['method'] },
  );
  const body = fc.oneof(
    { weight: 8, arbitrary: message.map((m) => JSON.stringify(m)) },
    { weight: 1, arbitrary: fc.array(message, { maxLength: 4 }).map((m) => JSON.stringify(m)) },
    { weight: 1, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'undefined') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"jsonrpc":"2.0","method":', '[', 'null', '', '\u0000', '{"a":1}{"b":2}') },
  );
  const request = fc.record({
    who: fc.oneof({ weight: 6, arbitrary: fc.constant<Who>('everything') }, { weight: 2, arbitrary: fc.constant<Who>('profile') }, { weight: 1, arbitrary: fc.constantFrom<Who>('rest', 'forged', 'none') }),
    body,
    accept: fc.oneof({ weight: 8, arbitrary: fc.constant('application/json, text/event-stream') }, { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/event-stream', '*/*') }),
    type: fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded') }),
  });

  it(`never answers 5xx, a stack trace, a server failure or the wrong error shape (${REQUESTS} requests, seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ who, body: text, accept, type }) => {
        const headers: Record<string, string> = { accept, 'content-type': type };
        if (tokens[who as keyof typeof tokens]) headers.authorization = `Bearer ${tokens[who as keyof typeof tokens]}`;
        const res = await fetch(`${t.url}/mcp`, { method: 'POST', headers, body: text });
        const answer = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const problems = problemsWith({ op, credentials: 'bearer', path: '/mcp', query: '', headers, bodyType: type }, { status: res.status, contentType: res.headers.get('content-type') ?? '', body: answer });
        if (answer.includes('The tool failed on the server')) problems.push('a tool failed on the server');
        if (res.status === 200 && !answer.startsWith('{') && !answer.startsWith('[')) problems.push(`a 200 that is not JSON: ${answer.slice(0, 100)}`);
        if (problems.length > 0) throw new Error(`${who} ${type} ${text.slice(0, 300)}: ${problems.join('; ')}`);
      }),
      { numRuns: REQUESTS, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
    );
  }, Math.max(120_000, REQUESTS * 200));

  it('the oracle knows a JSON-RPC error from the rest', () => {
    expect(isJsonRpcError({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })).toBe(true);
    expect(isJsonRpcError({ status: 'error', error: { code: 'x', message: 'y' } })).toBe(false);
  });
});
