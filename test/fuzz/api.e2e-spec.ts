import fc from 'fast-check';
import { collectRoutes } from '../../src/common/access/route-table';
import { ALL_SCOPES } from '../../src/scopes/scope-catalogue';
import { createClient, csrfFrom, DEFAULT_PASSWORD } from '../factories';
import { issueAccessToken, issueTokens, REDIRECT_URI } from '../factories/oauth';
import { bookableHost, storeBooking } from '../factories/scheduling';
import { sessionCookie } from '../reliability/support/oauth-client';
import { createTestApp, TestApp } from '../setup/test-app';
import { FuzzRequest, KnownValues, requestFor } from './arbitraries';
import { problemsWith } from './oracle';
import { Operation, operationsFrom } from './operations';

/**
 * Issue 15, item 2: every operation of the OpenAPI document (and every page the route table
 * knows), sent malformed and hostile values by fast-check, with and without valid credentials.
 * `npm test` runs a short fixed-seed run; `npm run fuzz -- --requests N --seed S` a long one
 * (FUZZ_REQUESTS and FUZZ_SEED below). A failure prints the seed and the shrunk request.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);

describe('Fuzzing every route', () => {
  let t: TestApp;
  let ops: Operation[];
  let known: KnownValues;
  const credentials = { cookie: '', csrf: '', token: '', email: '', basic: '' };
  const statuses = new Map<string, Map<number, number>>();
  let sent = 0;

  beforeAll(async () => {
    // Limits off: a fuzzer calls faster than anyone, and a 429 would hide the route behind it.
    t = await createTestApp({
      RATE_LIMIT_API_PER_MINUTE: '1000000',
      RATE_LIMIT_LOGIN_FAILURES_PER_15_MINUTES: '10000',
      RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '100000',
      RATE_LIMIT_SIGNUPS_PER_ADDRESS_PER_HOUR: '10000',
      RATE_LIMIT_CLIENT_AUTH_FAILURES_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    });
    const doc = (await (await fetch(`${t.url}/docs/openapi.json`)).json()) as Parameters<typeof operationsFrom>[0];
    ops = operationsFrom(doc, collectRoutes(t.app));
    const { host, schedule, eventType, monday } = await bookableHost(t);
    const booking = await storeBooking(t, eventType, monday.at('10:00'));
    const { client } = await createClient(t, { owner: { id: host.userId } as never });
    const [secret] = await t.dataSource.query(`SELECT id FROM oauth_client_secrets WHERE client_id = $1`, [client.clientId]);
    known = {
      clientId: [client.clientId, 'api-docs'],
      id: [eventType.id, schedule.id],
      uid: [booking.uid],
      secretId: [secret.id],
      '*': [eventType.id, schedule.id, booking.uid, client.clientId],
    };
    credentials.email = host.email;
    // For the whole server, so the MCP endpoint is reached as well as /v2.
    credentials.token = (await issueAccessToken(t, { user: { id: host.userId } as never, scopes: [...ALL_SCOPES], audience: '' })).token;
    // An approved app with a real grant, for the OAuth endpoints: its secret authenticates the
    // 'client' requests, its tokens are among the values sent. (A separate grant from the bearer
    // token above, so the fuzzer revoking this one never takes the other routes' token away.)
    const app = await issueTokens(t, { user: { id: host.userId, email: host.email } as never, scopes: ['PROFILE_READ'] });
    credentials.basic = `Basic ${Buffer.from(`${app.clientId}:${app.secret}`).toString('base64')}`;
    Object.assign(known, {
      client_id: [app.clientId],
      client_secret: [app.secret!],
      token: [app.accessToken, app.refreshToken],
      refresh_token: [app.refreshToken],
      redirect_uri: [REDIRECT_URI],
    });
    await signIn();
  }, 60_000);
  afterAll(async () => {
    const lines = [...statuses].map(([op, counts]) => `${op}: ${[...counts].sort().map(([s, n]) => `${s}×${n}`).join(' ')}`);
    console.log(`Fuzz: ${sent} requests, seed ${SEED}, ${ops?.length} operations\n${lines.join('\n')}`);
    await t?.close();
  });

  async function signIn() {
    credentials.cookie = await sessionCookie(t.url, credentials.email, DEFAULT_PASSWORD);
    const page = await fetch(`${t.url}/settings/developer/oauth-clients`, { headers: { cookie: credentials.cookie } });
    credentials.csrf = csrfFrom(await page.text());
  }

  async function send(req: FuzzRequest) {
    const headers: Record<string, string> = { ...req.headers };
    let body = req.body;
    if (req.credentials === 'session') {
      headers.cookie = credentials.cookie;
      if (req.bodyType === 'application/x-www-form-urlencoded') body = Buffer.concat([body!, Buffer.from(`&_csrf=${credentials.csrf}`)]);
    }
    if (req.credentials === 'bearer') headers.authorization = `Bearer ${credentials.token}`;
    if (req.credentials === 'client') headers.authorization = credentials.basic;
    if (req.credentials === 'bad-bearer') headers.authorization = 'Bearer sat_forged0000000000000000000000000000000000000';
    const res = await fetch(`${t.url}${req.path}${req.query ? `?${req.query}` : ''}`, { method: req.op.method, headers, body, redirect: 'manual' });
    const text = await res.text();
    sent += 1;
    // FUZZ_TRACE=/v2/auth/oauth2/token prints what went to that route and what came back.
    if (process.env.FUZZ_TRACE && req.op.path === process.env.FUZZ_TRACE) {
      process.stdout.write(`${req.op.method} ${req.path}?${req.query} [${req.credentials}] ${JSON.stringify(req.headers)} ${body?.toString('latin1').slice(0, 300)}\n  → ${res.status} ${text.slice(0, 200)}\n`);
    }
    const key = `${req.op.method} ${req.op.path}`;
    const counts = statuses.get(key) ?? new Map<number, number>();
    statuses.set(key, counts.set(res.status, (counts.get(res.status) ?? 0) + 1));
    // Signing in, up or out with the session replaces or ends it: start a fresh one for what follows.
    if (req.credentials === 'session' && req.op.path.startsWith('/auth/')) await signIn();
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: text };
  }

  it('the document and the route table give operations to fuzz, pages included', () => {
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.some((o) => o.path === '/v2/auth/oauth2/token' && o.method === 'POST')).toBe(true);
    expect(ops.some((o) => o.path.startsWith('/settings/') && o.access?.kind === 'first-party' && o.access.html)).toBe(true);
  });

  it(`never answers 5xx, a stack trace, or the wrong error shape (${REQUESTS} requests, seed ${SEED})`, async () => {
    const request = fc.constantFrom(...ops).chain((op) => requestFor(op, known));
    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const problems = problemsWith(req, await send(req));
        if (problems.length > 0) throw new Error(`${req.op.method} ${req.path}?${req.query} as ${req.credentials}: ${problems.join('; ')}`);
      }),
      { numRuns: REQUESTS, seed: SEED, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
    );
  }, Math.max(120_000, REQUESTS * 200));
});
