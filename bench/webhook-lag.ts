/**
 * Webhook delivery lag while another app's receivers hang: how long after its booking is made an
 * ordinary app's BOOKING_CREATED reaches its receiver, while a hostile app has 10 webhooks at
 * receivers that never answer, a PING queued on each and 50 booking events queued for them.
 *
 *   npm run build && npm run bench:webhook-lag [-- --quick]
 *
 * One server (`dist/main.js`) with its background sender on (WEBHOOK_CONCURRENCY as set, 8 by
 * default), on a fresh PostgreSQL database (BENCH_POSTGRES_URL, the local server by default),
 * receivers on this machine. Prints the lag's median, p99 and maximum, with and without the hostile app.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { randomToken } from '../src/common/crypto/tokens';
import { mintAccessToken } from '../src/oauth/grants/token-format';
import { createDatabase } from './lib/postgres';
import { startOurs } from './lib/processes';
import { GRANTED_SCOPES, REDIRECT_URI, seed } from './lib/seed';

const log = (line: string) => console.log(`[webhook-lag] ${line}`);
const SCOPES = [...GRANTED_SCOPES, 'WEBHOOK_READ'];

/** A receiver: `hang` never answers; otherwise it answers 204 and notes when each booking's event came. */
async function receiver(hang: boolean): Promise<{ url: string; arrived: Map<string, number>; server: Server }> {
  const arrived = new Map<string, number>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (hang) return; // held until the sender gives up (its timeout)
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { type: string; data: { uid?: string } };
      if (event.data.uid) arrived.set(event.data.uid, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, arrived, server };
}

/** A second app, granted by one of the seeded people: its access token. */
async function secondApp(databaseUrl: string): Promise<string> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const clientId = randomToken('', 18);
    const owner = (await db.query<{ id: number }>(`SELECT id FROM users ORDER BY id DESC LIMIT 1`)).rows[0].id;
    await db.query(`INSERT INTO oauth_clients (client_id, owner_id, name, type, redirect_uris, scopes, status, reviewed_at) VALUES ($1, $2, 'Ordinary App', 'confidential', $3, $4, 'approved', now())`, [
      clientId,
      owner,
      [REDIRECT_URI],
      SCOPES,
    ]);
    const grant = (await db.query<{ id: string }>(`INSERT INTO oauth_grants (client_id, user_id, scopes, audience) VALUES ($1, $2, $3, '') RETURNING id`, [clientId, owner, SCOPES])).rows[0].id;
    const token = mintAccessToken();
    await db.query(`INSERT INTO oauth_access_tokens (token_hash, grant_id, scopes, unrestricted, audience, expires_at) VALUES ($1, $2, $3, false, '', now() + interval '1 day')`, [
      token.hash,
      grant,
      SCOPES,
    ]);
    return token.value;
  } finally {
    await db.end();
  }
}

async function api(base: string, token: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: text ? ((JSON.parse(text) as { data?: Record<string, unknown> }).data ?? {}) : {} };
}

/** An event type bookable at any time, of the token's person. */
async function bookable(base: string, token: string): Promise<number> {
  const availability = [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '00:00', endTime: '24:00' }];
  const schedule = await api(base, token, 'POST', '/v2/schedules', { name: 'Always', timeZone: 'UTC', availability });
  const type = await api(base, token, 'POST', '/v2/event-types', { title: 'Quick call', slug: `quick-${Date.now()}`, lengthMinutes: 5, minimumBookingNoticeMinutes: 0, scheduleId: schedule.data.id });
  if (type.status !== 201) throw new Error(`event type: ${type.status}`);
  return type.data.id as number;
}

let slot = 0;
/** Books the next free 5-minute slot; answers the booking's uid. */
async function book(base: string, eventTypeId: number): Promise<string> {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  const start = new Date(day.getTime() + 2 * 86_400_000 + slot++ * 5 * 60_000).toISOString();
  const res = await api(base, null, 'POST', '/v2/bookings', { eventTypeId, start, attendee: { name: 'Ana Lima', email: 'ana@example.com', timeZone: 'UTC' } });
  if (res.status !== 201) throw new Error(`booking: ${res.status}`);
  return res.data.uid as string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function measure(base: string, eventTypeId: number, arrived: Map<string, number>, count: number): Promise<string> {
  const lags: number[] = [];
  for (let i = 0; i < count; i++) {
    const uid = await book(base, eventTypeId);
    const booked = performance.now();
    while (!arrived.has(uid)) await new Promise((r) => setTimeout(r, 10));
    lags.push(arrived.get(uid)! - booked);
    await new Promise((r) => setTimeout(r, 100)); // an ordinary app's pace, not a flood
  }
  lags.sort((a, b) => a - b);
  return `n=${count}  median ${Math.round(quantile(lags, 0.5))} ms  p99 ${Math.round(quantile(lags, 0.99))} ms  max ${Math.round(lags[lags.length - 1])} ms`;
}

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const count = quick ? 20 : 200;
  const cleanups: (() => Promise<void>)[] = [];
  const closers: (() => void)[] = [];
  try {
    const databaseUrl = await createDatabase(process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', 'lag', cleanups);
    const seeded = await seed({ kind: 'postgres', url: databaseUrl }, { refreshTokens: 1, accessTokens: 2 }, log);
    const ordinaryToken = await secondApp(databaseUrl);
    const hostileToken = seeded.accessTokens[1];
    const [hanging, ordinary] = await Promise.all([receiver(true), receiver(false)]);
    closers.push(() => hanging.server.closeAllConnections(), () => hanging.server.close(), () => ordinary.server.close());
    const logFile = join(mkdtempSync(join(tmpdir(), 'bench-lag-')), 'server.log');
    const env = { DATABASE_URL: databaseUrl, JOBS_ENABLED: 'true', OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', ...(process.env.WEBHOOK_CONCURRENCY ? { WEBHOOK_CONCURRENCY: process.env.WEBHOOK_CONCURRENCY } : {}) };
    const server = await startOurs('ours', env, logFile);
    closers.push(() => void server.stop());
    log(`server at ${server.url}, log in ${logFile}`);

    const ordinaryType = await bookable(server.url, ordinaryToken);
    const hook = await api(server.url, ordinaryToken, 'POST', '/v2/webhooks', { subscriberUrl: ordinary.url, triggers: ['BOOKING_CREATED'] });
    if (hook.status !== 201) throw new Error(`ordinary webhook: ${hook.status}`);
    log(`alone:               ${await measure(server.url, ordinaryType, ordinary.arrived, count)}`);

    const hostileType = await bookable(server.url, hostileToken);
    const hostileHooks: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await api(server.url, hostileToken, 'POST', '/v2/webhooks', { subscriberUrl: `${hanging.url}/${i}`, triggers: ['BOOKING_CREATED'] });
      if (res.status !== 201) throw new Error(`hostile webhook: ${res.status}`);
      hostileHooks.push(res.data.id as number);
    }
    const pings = await Promise.all(hostileHooks.flatMap((id) => Array.from({ length: 6 }, () => api(server.url, hostileToken, 'POST', `/v2/webhooks/${id}/ping`))));
    for (let i = 0; i < 5; i++) await book(server.url, hostileType);
    log(`hostile app: 10 webhooks at receivers that never answer; pings ${pings.filter((p) => p.status === 201).length} queued, ${pings.filter((p) => p.status === 429).length} refused (429); 50 booking events queued`);
    log(`beside a hostile app: ${await measure(server.url, ordinaryType, ordinary.arrived, count)}`);
  } finally {
    for (const close of closers) close();
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
