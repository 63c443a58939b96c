import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDatabase, postgresVersion } from './lib/postgres';
import { startOurs } from './lib/processes';
import { SoakApp, SoakClient } from './lib/soak-client';
import { minuteReport, MinuteRow, verdict } from './lib/soak-report';

/**
 * `npm run soak -- --minutes N [--users U]`: the built server on PostgreSQL under a mixed load for N
 * minutes: refreshes, code exchanges (consent included), API reads and writes, bookings made and
 * cancelled. Every minute it prints throughput, p99, errors and the server's memory (RSS); at the
 * end it fails (exit 1) on any error, or on RSS growth of 10% or more after the warm-up (see
 * `verdict` for how growth is measured).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return value;
};
const MINUTES = option('minutes', 10);
const USERS = option('users', 8);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCOPE = 'PROFILE_READ PROFILE_WRITE EVENT_TYPE_READ EVENT_TYPE_WRITE SCHEDULE_READ SCHEDULE_WRITE BOOKING_READ';
const ROOT = join(__dirname, '..');

async function main(): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const pgVersion = await postgresVersion(ADMIN_URL);
    const databaseUrl = await createDatabase(ADMIN_URL, 'soak', cleanups);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
    const logFile = join(ROOT, 'bench', 'results', `soak-${stamp}.log`);
    const server = await startOurs('soak', { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MINUTE: '1000000', BCRYPT_COST: '10' }, logFile);
    cleanups.push(() => server.stop());
    console.log(`Soak: ${MINUTES} min, ${USERS} virtual users, PostgreSQL ${pgVersion}, server pid ${server.process.pid}`);

    const app = await setUp(server.url, databaseUrl);
    const setup = new SoakClient(app);
    const first = await setup.authorizeAndExchange();
    if (!first) throw new Error(`could not get a first token: ${setup.samples.map((s) => s.error).join('; ')}`);
    const schedule = await setup.api('setup', 201, 'POST', '/v2/schedules', first.access, { name: 'Always', timeZone: 'UTC', availability: [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '00:00', endTime: '24:00' }] });
    const eventType = await setup.api('setup', 201, 'POST', '/v2/event-types', first.access, { title: 'Soak call', slug: 'soak-call', lengthMinutes: 30 });
    if (!schedule.ok || !eventType.ok) throw new Error(`setup failed: ${setup.samples.map((s) => s.error).filter(Boolean).join('; ')}`);
    const eventTypeId = (JSON.parse(eventType.text) as { data: { id: number } }).data.id;

    const clients = Array.from({ length: USERS }, () => new SoakClient(app));
    const deadline = Date.now() + MINUTES * 60_000;
    const users = clients.map((client, i) => virtualUser(client, i, eventTypeId, deadline));

    const rows: MinuteRow[] = [];
    let taken = 0;
    let last = performance.now();
    const takeRow = () => {
      const all = clients.flatMap((c) => c.samples);
      const now = performance.now();
      const row = minuteReport(rows.length + 1, all.slice(taken), (now - last) / 1000, rssOf(server.process.pid!));
      taken = all.length;
      last = now;
      if (row.requests === 0) return;
      rows.push(row);
      console.log(`minute ${row.minute}: ${row.requests} requests, ${row.rps.toFixed(0)}/s, p99 ${row.p99.toFixed(0)} ms, errors ${row.errors}, RSS ${row.rssMb.toFixed(1)} MB`);
      for (const e of row.errorSamples) console.log(`  error: ${e}`);
    };
    const report = setInterval(takeRow, 60_000);
    await Promise.all(users);
    clearInterval(report);
    takeRow(); // the last (possibly partial) minute

    const result = verdict(rows);
    const summary = { minutes: MINUTES, users: USERS, postgres: pgVersion, rows, ...result, node: process.version, at: new Date().toISOString() };
    writeFileSync(join(ROOT, 'bench', 'results', `soak-${stamp}.json`), JSON.stringify(summary, null, 2));
    console.log(`\nTotal: ${result.requests} requests, ${result.errors} errors; RSS peak after the ${result.warmUpMinutes}-minute warm-up ${result.rssWarmMb.toFixed(1)} MB, in the last 3 minutes ${result.rssEndMb.toFixed(1)} MB (${(result.rssGrowth * 100).toFixed(1)}%)`);
    console.log(result.passed ? 'PASS' : `FAIL: ${result.reasons.join('; ')}`);
    process.exitCode = result.passed ? 0 : 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e: Error) => console.error(`cleanup: ${e.message}`));
  }
}

/** One person's app, endlessly: mostly API calls, a refresh now and then, a new authorization rarely, bookings made and cancelled. */
async function virtualUser(client: SoakClient, index: number, eventTypeId: number, deadline: number): Promise<void> {
  let tokens = await client.authorizeAndExchange();
  // Each user books on its own day, so users never compete for one slot (a 409 would be correct,
  // but this load is about endurance, not about races, which other specs cover).
  const day = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 3 + index));
  const dayText = day.toISOString().slice(0, 10);
  let n = 0;
  while (Date.now() < deadline) {
    n += 1;
    if (!tokens) {
      tokens = await client.authorizeAndExchange();
      continue;
    }
    const roll = n % 20;
    if (roll === 0) tokens = (await client.authorizeAndExchange()) ?? tokens;
    else if (roll < 5) tokens = (await client.refresh(tokens.refresh)) ?? tokens;
    else if (roll < 8) {
      await client.call('slots', 200, 'GET', `/v2/slots?eventTypeId=${eventTypeId}&start=${dayText}&end=${new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10)}&timeZone=UTC`);
      const start = new Date(day.getTime() + (n % 46) * 30 * 60_000).toISOString();
      const booked = await client.call('book', 201, 'POST', '/v2/bookings', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ eventTypeId, start, attendee: { name: 'Soak Guest', email: `guest${index}@example.com`, timeZone: 'UTC' } }) });
      if (booked.ok) {
        const uid = (JSON.parse(booked.text) as { data: { uid: string } }).data.uid;
        await client.call('cancel', 200, 'POST', `/v2/bookings/${uid}/cancel`, { headers: { 'content-type': 'application/json' }, body: '{}' });
      }
    } else if (roll < 11) {
      await client.api('write', 200, 'PATCH', '/v2/me', tokens.access, { name: `Soak Host ${n}` });
    } else {
      const reads = ['/v2/me', '/v2/event-types', '/v2/bookings?take=20', '/v2/schedules'];
      await client.api('read', 200, 'GET', reads[n % reads.length], tokens.access);
    }
  }
}

/** A person signed in, an approved confidential client with its secret: all through the API, except making the person an admin. */
async function setUp(base: string, databaseUrl: string): Promise<SoakApp> {
  const redirectUri = 'https://soak-app.example.com/callback';
  const signup = await fetch(`${base}/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Soak Host', email: 'soak@example.com', password: 'correct horse battery staple' }) });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const cookie = signup.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE users SET role = 'admin' WHERE email = 'soak@example.com'`);
  await db.end();
  const json = { 'content-type': 'application/json', cookie };
  const created = await fetch(`${base}/v2/oauth-clients`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Soak App', type: 'confidential', redirectUris: [redirectUri], scopes: SCOPE.split(' ') }) });
  const { clientId, clientSecret } = ((await created.json()) as { data: { clientId: string; clientSecret: string } }).data;
  const approved = await fetch(`${base}/v2/admin/oauth-clients/${clientId}/approve`, { method: 'POST', headers: json, body: '{}' });
  if (approved.status !== 200) throw new Error(`approval answered ${approved.status}`);
  return { base, clientId, secret: clientSecret, cookie, scope: SCOPE, redirectUri };
}

/** Resident set size of a process, from Linux's /proc. */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
