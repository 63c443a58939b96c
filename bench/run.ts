/**
 * The benchmark: our token endpoint and guarded API against two baselines and a peer, measured side
 * by side in one run. `npm run bench` (full) or `npm run bench -- --quick` (the smoke CI runs).
 * docs/benchmarks.md explains what is measured and holds the latest full run.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { load, LoadSpec, Measured } from './lib/load';
import { closeAgent, mintPeerTokens, OurServer, PKCE_VERIFIER, UNKNOWN_TOKEN } from './lib/ours';
import { Running, startOurs, startScript } from './lib/processes';
import { markdownReport, printReport, Report, TargetResult } from './lib/report';
import { Database, REDIRECT_URI, seed } from './lib/seed';

interface Options {
  quick: boolean;
  rounds: number;
  seconds: number;
  connections: number;
  embedded: boolean;
  scale: boolean;
  peer: boolean;
  /** Only targets whose id contains one of these. */
  only: string[];
  /** Extra node flags for our PostgreSQL server, e.g. --cpu-prof. */
  nodeFlags: string[];
  postgresUrl: string;
  label: string;
}

function parseOptions(argv: string[]): Options {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const quick = flag('quick');
  const options: Options = {
    quick,
    rounds: Number(value('rounds') ?? (quick ? 1 : 3)),
    seconds: Number(value('seconds') ?? (quick ? 2 : 10)),
    connections: Number(value('connections') ?? 50),
    embedded: !flag('no-embedded'),
    scale: quick ? flag('scale') : !flag('no-scale'),
    peer: !flag('no-peer'),
    only: (value('only') ?? '').split(',').filter(Boolean),
    nodeFlags: (value('node-flags') ?? '').split(' ').filter(Boolean),
    postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    label: value('label') ?? (quick ? 'quick' : 'full'),
  };
  for (const [k, v] of Object.entries({ rounds: options.rounds, seconds: options.seconds, connections: options.connections })) {
    if (!Number.isInteger(v) || v < 1) throw new Error(`--${k} must be a positive whole number`);
  }
  return options;
}

/** Something to load: one scenario against one server. `prepare` runs before each measured run. */
interface Target {
  id: string;
  scenario: string;
  side: 'ours' | 'baseline' | 'peer';
  label: string;
  url: string;
  /** The unguarded route of the same server, for the ours/unguarded ratio. */
  unguardedId?: string;
  peerId?: string;
  prepare(round: number): Promise<LoadSpec>;
}

export const SCENARIOS: Record<string, string> = {
  refresh: '1. refresh_token grant (rotation)',
  code: '2. authorization_code exchange (PKCE)',
  me: '3. GET /v2/me, 200 tokens in turn (cached)',
  'me-many': '3b. GET /v2/me, a different token each call',
  slots: '4. GET /v2/slots, one week',
  reject: '5. 401 on an unknown bearer token',
  baseline: 'Baselines',
};

const log = (line: string) => console.log(`[bench] ${line}`);

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const resultsDir = join(__dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const logDir = mkdtempSync(join(tmpdir(), 'bench-logs-'));
  const running: Running[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const r of running.reverse()) await r.stop().catch(() => undefined);
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    closeAgent();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

  try {
    const seconds = options.seconds;
    const rounds = options.rounds;
    // Enough one-time refresh tokens that no run can run out (warm-up included): far above any
    // rate this machine reaches. Codes are minted per run, a fixed number each.
    const refreshSupply = (db: 'postgres' | 'embedded') => (db === 'postgres' ? 6000 : 1500) * seconds * (rounds + 1);
    const codesPerRun = (db: 'postgres' | 'embedded') => Math.max(500, (db === 'postgres' ? 400 : 100) * seconds);
    // Scenario 3 cycles through HOT tokens: each is then used 5 to 10 times a second, under the
    // default per-token limit of 600 a minute, and stays in the token cache. 3b cycles through
    // MANY, more than the cache holds, so every lookup goes to the database.
    const HOT_TOKENS = 200;
    const MANY_TOKENS = 20_000;

    const targets: Target[] = [];
    const raw = await startScript('raw node:http', 'bench/servers/raw-http.mjs');
    running.push(raw);
    targets.push(simple('baseline:raw', 'baseline', 'baseline', 'raw node:http, fixed JSON', raw.url, { method: 'GET', path: '/', expect: 200 }));

    const pgVersion = await postgresVersion(options.postgresUrl);
    const databases: { key: string; label: string; database: Database; filler?: boolean }[] = [];
    databases.push({ key: 'pg', label: 'PostgreSQL', database: { kind: 'postgres', url: await createDatabase(options.postgresUrl, 'pg', cleanups) } });
    if (options.scale) {
      databases.push({ key: 'pg-1m', label: 'PostgreSQL, 1M tokens', database: { kind: 'postgres', url: await createDatabase(options.postgresUrl, 'scale', cleanups) }, filler: true });
    }
    if (options.embedded) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      databases.push({ key: 'embedded', label: 'embedded', database: { kind: 'embedded', dataDir } });
    }

    for (const db of databases) {
      const kind = db.database.kind;
      log(`seeding ${db.label}`);
      const seeded = await seed(
        db.database,
        {
          refreshTokens: refreshSupply(kind),
          accessTokens: HOT_TOKENS + MANY_TOKENS,
          filler: db.filler ? { grants: 100_000, tokensPerGrant: 10 } : undefined,
        },
        log,
      );
      const env: Record<string, string> =
        db.database.kind === 'postgres' ? { DATABASE_URL: db.database.url } : { DATA_DIR: db.database.dataDir };
      // Codes are minted before each run, so they must outlive it.
      env.AUTH_CODE_TTL_SECONDS = '600';
      const logFile = join(logDir, `${db.key}.log`);
      const server = await startOurs(`ours (${db.label})`, env, logFile, db.key === 'pg' ? options.nodeFlags : []);
      running.push(server);
      const ours = new OurServer(server.url, seeded);
      let nextHot = 0;
      const hot = () => seeded.accessTokens[nextHot++ % HOT_TOKENS];
      await ours.setUp();
      log(`ours (${db.label}) is up at ${server.url}, log in ${logFile}`);

      const id = (s: string) => `${s}:${db.key}`;
      const label = `ours · ${db.label}`;
      const unguardedId = id('baseline');
      // The metadata document: no guard, no database, but logged like every API call (`/health` is not).
      targets.push(
        simple(unguardedId, 'baseline', 'baseline', `unguarded Nest route (RFC 8414 metadata) · ${db.label}`, server.url, {
          method: 'GET',
          path: '/.well-known/oauth-authorization-server',
          expect: 200,
        }),
      );

      let nextRefresh = 0;
      const refreshTokens = seeded.refreshTokens;
      targets.push({
        id: id('refresh'),
        scenario: 'refresh',
        side: 'ours',
        label,
        url: server.url,
        unguardedId,
        peerId: 'refresh:peer',
        prepare: async () => ({
          method: 'POST',
          path: '/v2/auth/oauth2/token',
          headers: { authorization: ours.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
          next: () => ({ body: `grant_type=refresh_token&refresh_token=${refreshTokens[nextRefresh++] ?? 'srt_supply_exhausted'}` }),
          expect: 200,
        }),
      });
      if (!db.filler) {
        targets.push({
          id: id('code'),
          scenario: 'code',
          side: 'ours',
          label,
          url: server.url,
          unguardedId,
          prepare: async (round) => {
            const codes = await ours.mintCodes(round < 0 ? 500 : codesPerRun(kind));
            let next = 0;
            return {
              method: 'POST',
              path: '/v2/auth/oauth2/token',
              headers: { authorization: ours.basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
              next: () => ({
                body: `grant_type=authorization_code&code=${codes[next++] ?? 'spent'}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&code_verifier=${PKCE_VERIFIER}`,
              }),
              // Each connection builds its first request up front; leave it a code of its own.
              amount: codes.length - options.connections,
              expect: 200,
            };
          },
        });
        targets.push(
          {
            id: id('me'),
            scenario: 'me',
            side: 'ours',
            label,
            url: server.url,
            unguardedId,
            peerId: 'me:peer',
            prepare: async () => ({ method: 'GET', path: '/v2/me', next: () => ({ headers: { authorization: `Bearer ${hot()}` } }), expect: 200 }),
          },
        );
      }
      let nextMany = 0;
      const many = seeded.accessTokens.slice(HOT_TOKENS);
      targets.push({
        id: id('me-many'),
        scenario: 'me-many',
        side: 'ours',
        label,
        url: server.url,
        unguardedId,
        peerId: 'me-many:peer',
        prepare: async () => ({
          method: 'GET',
          path: '/v2/me',
          next: () => ({ headers: { authorization: `Bearer ${many[nextMany++ % many.length]}` } }),
          expect: 200,
        }),
      });
      if (!db.filler) {
        targets.push(
          {
            id: id('slots'),
            scenario: 'slots',
            side: 'ours',
            label,
            url: server.url,
            unguardedId,
            prepare: async () => ({ method: 'GET', path: ours.slotsPath(), next: () => ({ headers: { authorization: `Bearer ${hot()}` } }), expect: 200 }),
          },
          simple(id('reject'), 'reject', 'ours', label, server.url, { method: 'GET', path: '/v2/me', headers: { authorization: `Bearer ${UNKNOWN_TOKEN}` }, expect: 401 }, unguardedId, 'reject:peer'),
        );
      }
    }

    if (options.peer) {
      const peer = await startScript('peer (oidc-provider)', 'bench/servers/oidc-peer.mjs');
      running.push(peer);
      const minted = await mintPeerTokens(peer.url, refreshSupply('postgres'), HOT_TOKENS + MANY_TOKENS);
      log(`peer (oidc-provider) is up at ${peer.url}`);
      const basic = `Basic ${Buffer.from('bench-client:bench-secret-0123456789abcdef0123456789abcdef').toString('base64')}`;
      let nextRefresh = 0;
      let nextMany = 0;
      let nextHot = 0;
      const label = 'peer · oidc-provider (in-memory)';
      targets.push(
        {
          id: 'refresh:peer',
          scenario: 'refresh',
          side: 'peer',
          label,
          url: peer.url,
          prepare: async () => ({
            method: 'POST',
            path: '/token',
            headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
            next: () => ({ body: `grant_type=refresh_token&refresh_token=${minted.refreshTokens[nextRefresh++] ?? 'supply-exhausted'}` }),
            expect: 200,
          }),
        },
        {
          id: 'me:peer',
          scenario: 'me',
          side: 'peer',
          label: `${label}, userinfo`,
          url: peer.url,
          prepare: async () => ({ method: 'GET', path: '/me', next: () => ({ headers: { authorization: `Bearer ${minted.accessTokens[nextHot++ % HOT_TOKENS]}` } }), expect: 200 }),
        },
        {
          id: 'me-many:peer',
          scenario: 'me-many',
          side: 'peer',
          label: `${label}, userinfo`,
          url: peer.url,
          prepare: async () => ({
            method: 'GET',
            path: '/me',
            next: () => ({ headers: { authorization: `Bearer ${minted.accessTokens[HOT_TOKENS + (nextMany++ % MANY_TOKENS)]}` } }),
            expect: 200,
          }),
        },
        simple('reject:peer', 'reject', 'peer', `${label}, userinfo`, peer.url, { method: 'GET', path: '/me', headers: { authorization: 'Bearer unknown-token-0123456789abcdefghijklmnopqrstuvwxyz' }, expect: 401 }),
      );
    }

    const selected = options.only.length ? targets.filter((t) => options.only.some((o) => t.id.includes(o))) : targets;
    const runs = new Map<string, Measured[]>(selected.map((t) => [t.id, []]));
    const load1 = (t: Target, spec: LoadSpec, secs: number) => load(t.url, spec, { connections: options.connections, seconds: secs });

    if (!options.quick) {
      log(`warm-up: 2 s per target`);
      for (const t of selected) await load1(t, await t.prepare(-1), 2);
    }
    for (let round = 0; round < rounds; round++) {
      // Interleaved: every round runs every target once, starting one further along the list, so
      // drift (a warming cache, a busy neighbour) touches all sides alike.
      const order = selected.map((_, i) => selected[(i + round * 3) % selected.length]);
      for (const t of order) {
        const spec = await t.prepare(round);
        const m = await load1(t, spec, seconds);
        runs.get(t.id)!.push(m);
        log(`round ${round + 1}/${rounds} ${t.id.padEnd(18)} ${Math.round(m.rps).toString().padStart(6)} req/s  p99 ${m.p99} ms  ${JSON.stringify(m.statuses)}${m.errors ? `  errors ${m.errors}` : ''}`);
      }
    }

    const results: TargetResult[] = selected.map((t) => ({
      id: t.id,
      scenario: t.scenario,
      side: t.side,
      label: t.label,
      unguardedId: t.unguardedId,
      peerId: t.peerId,
      runs: runs.get(t.id)!,
    }));
    const report: Report = {
      label: options.label,
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, postgres: pgVersion },
      settings: { connections: options.connections, seconds, rounds, quick: options.quick },
      scenarios: SCENARIOS,
      results,
      minutes: Math.round((Date.now() - started) / 600) / 100,
    };
    const ok = printReport(report);
    const stamp = report.date.replace(/[:.]/g, '-').slice(0, 19);
    const file = join(resultsDir, `${options.label}-${stamp}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(file.replace(/\.json$/, '.md'), markdownReport(report));
    log(`results in ${file} (and .md); finished in ${report.minutes} min`);
    if (!ok) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

function simple(id: string, scenario: string, side: Target['side'], label: string, url: string, spec: LoadSpec, unguardedId?: string, peerId?: string): Target {
  return { id, scenario, side, label, url, unguardedId, peerId, prepare: async () => spec };
}

/** A fresh database on the PostgreSQL server for one benchmarked server, dropped at the end. */
async function createDatabase(adminUrl: string, name: string, cleanups: (() => Promise<void>)[]): Promise<string> {
  const database = `bench_${name}_${process.pid}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function postgresVersion(url: string): Promise<string> {
  const c = new Client({ connectionString: url });
  try {
    await c.connect();
  } catch (error) {
    throw new Error(`The benchmark needs PostgreSQL at ${url} (set BENCH_DATABASE_URL or DATABASE_URL): ${(error as Error).message}`);
  }
  const { rows } = await c.query<{ v: string }>(`SELECT current_setting('server_version') AS v`);
  await c.end();
  return rows[0].v;
}

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return 'unknown';
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
