/**
 * The benchmark: our token endpoint and guarded API against two baselines and a peer, measured side
 * by side in one run. `npm run bench` (full) or `npm run bench -- --quick` (the smoke CI runs).
 * docs/benchmarks.md explains what is measured and holds the latest full run.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, LoadSpec, Measured } from './lib/load';
import { closeAgent, mintPeerTokens, OurServer } from './lib/ours';
import { createDatabase, postgresVersion } from './lib/postgres';
import { Running, startOurs, startScript } from './lib/processes';
import { splitCpus } from './lib/cpu-split';
import { markdownReport, printReport, Report, TargetResult } from './lib/report';
import { Database, seed } from './lib/seed';
import { BareFramework, bareBaseline, HOT_TOKENS, MANY_TOKENS, ourTargets, peerTargets, rawBaseline, SCENARIOS, Target } from './lib/targets';

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
  /** Another build of ours (a `dist` directory, e.g. of an earlier commit) to run beside this one on PostgreSQL. */
  compare?: string;
  /** Where the Redis-backed peer keeps its keys (a database number of its own). */
  redisUrl: string;
  label: string;
  /** CPUs for the stores (PostgreSQL, Redis) alone; the benchmark and its servers get the others. */
  storeCpus?: string;
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
    seconds: Number(value('seconds') ?? (quick ? 1 : 10)),
    connections: Number(value('connections') ?? 50),
    embedded: !flag('no-embedded'),
    scale: quick ? flag('scale') : !flag('no-scale'),
    peer: !flag('no-peer'),
    only: (value('only') ?? '').split(',').filter(Boolean),
    nodeFlags: (value('node-flags') ?? '').split(' ').filter(Boolean),
    postgresUrl: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    compare: value('compare'),
    redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/12',
    label: value('label') ?? (quick ? 'quick' : 'full'),
    storeCpus: value('store-cpus'),
  };
  for (const [k, v] of Object.entries({ rounds: options.rounds, seconds: options.seconds, connections: options.connections })) {
    if (!Number.isInteger(v) || v < 1) throw new Error(`--${k} must be a positive whole number`);
  }
  return options;
}

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
  // Stopped from outside: stop the servers and clean up (the CPU split is put back on exit in any
  // case); a second signal while that runs exits at once.
  let stopping = false;
  for (const [signal, status] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(status);
      stopping = true;
      void stopAll().then(() => process.exit(status));
    });
  }

  try {
    // First, so that every server started below inherits the benchmark's CPUs; put back last.
    const split = options.storeCpus ? splitCpus(options.storeCpus, log) : undefined;
    if (split) cleanups.push(async () => split.restore());
    const seconds = options.seconds;
    const rounds = options.rounds;
    // Enough one-time refresh tokens that no run can run out (warm-up included): far above any
    // rate this machine reaches. Codes are minted per run, a fixed number each.
    const refreshSupply = (db: 'postgres' | 'embedded') => (db === 'postgres' ? 6000 : 1500) * seconds * (rounds + 1);
    const codesPerRun = (db: 'postgres' | 'embedded') => Math.max(500, (db === 'postgres' ? 400 : 100) * seconds);
    const targets: Target[] = [];
    const raw = await startScript('raw node:http', 'bench/servers/raw-http.mjs');
    running.push(raw);
    targets.push(rawBaseline(raw.url));
    // The stack's own floor, so the cost of our pipeline can be told from the framework's; and the
    // peer's (Koa), where the peer runs, so that its floor can be told from its work.
    const frameworks: BareFramework[] = ['express', 'nest', ...(options.peer ? (['koa'] as const) : [])];
    for (const framework of frameworks) {
      const bare = await startScript(`bare ${framework}`, 'bench/servers/bare-framework.mjs', { BARE: framework });
      running.push(bare);
      targets.push(bareBaseline(framework, bare.url));
    }

    const pgVersion = await postgresVersion(options.postgresUrl);
    const databases: { key: string; label: string; database: Database; scale?: boolean; dist?: string }[] = [];
    databases.push({ key: 'pg', label: 'PostgreSQL', database: { kind: 'postgres', url: await createDatabase(options.postgresUrl, 'pg', cleanups) } });
    if (options.compare) {
      const url = await createDatabase(options.postgresUrl, 'compare', cleanups);
      databases.push({ key: 'pg-compare', label: `PostgreSQL, build in ${options.compare}`, database: { kind: 'postgres', url }, dist: options.compare });
    }
    if (options.scale) {
      const url = await createDatabase(options.postgresUrl, 'scale', cleanups);
      databases.push({ key: 'pg-1m', label: 'PostgreSQL, 1M tokens', database: { kind: 'postgres', url }, scale: true });
    }
    if (options.embedded) {
      const dataDir = mkdtempSync(join(tmpdir(), 'bench-embedded-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      databases.push({ key: 'embedded', label: 'embedded', database: { kind: 'embedded', dataDir } });
    }

    for (const db of databases) {
      const kind = db.database.kind;
      log(`seeding ${db.label}`);
      const filler = db.scale ? { grants: 100_000, tokensPerGrant: 10 } : undefined;
      const seeded = await seed(db.database, { refreshTokens: refreshSupply(kind), accessTokens: HOT_TOKENS + MANY_TOKENS, filler }, log);
      const env: Record<string, string> = kind === 'postgres' ? { DATABASE_URL: db.database.url } : { DATA_DIR: db.database.dataDir };
      // Codes are minted before each run, so they must outlive it.
      env.AUTH_CODE_TTL_SECONDS = '600';
      // No background jobs (the token and session purges, the calendar-write outbox, which no
      // scenario uses): the seeded tables hold expired rows that a running server would have purged
      // long before, and its first purge (five minutes in) would delete them in the middle of
      // whichever runs are measured then. `npm run bench:store` measures the purge per row.
      env.JOBS_ENABLED = 'false';
      // Metrics on, as a server scraped by Prometheus runs (a build without metrics ignores it).
      env.METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef0123456789';
      const logFile = join(logDir, `${db.key}.log`);
      const server = await startOurs(`ours (${db.label})`, env, logFile, db.key === 'pg' ? options.nodeFlags : [], db.dist);
      running.push(server);
      const ours = new OurServer(server.url, seeded);
      await ours.setUp();
      // Scenario 6 on this build only (a build to compare may have no webhooks), not on the scale database.
      const bookings = db.scale || db.dist ? undefined : await ours.setUpBookings();
      log(`ours (${db.label}) is up at ${server.url}, log in ${logFile}`);
      targets.push(
        ...ourTargets(db.key, db.label, ours, { scale: db.scale ?? false, codesPerRun: codesPerRun(kind), connections: options.connections, store: kind === 'postgres' ? 'postgres' : undefined, bookings }),
      );
    }

    if (options.peer) {
      // The same peer twice: on its own in-memory store, and on Redis as it would run in production
      // (keys of its own under a prefix, in a database number of its own; only those are cleared).
      for (const store of ['memory', 'redis'] as const) {
        const name = `peer (oidc-provider, ${store})`;
        const env: Record<string, string> = { PEER_STORE: store };
        if (store === 'redis') env.PEER_REDIS_URL = options.redisUrl;
        const peer = await startScript(name, 'bench/servers/oidc-peer.mjs', env);
        running.push(peer);
        const started = Date.now();
        // The Redis store mints about 3,000 tokens a second, and its peer refreshes far below that.
        const supply = store === 'memory' ? refreshSupply('postgres') : 3000 * seconds * (rounds + 1);
        const minted = await mintPeerTokens(peer.url, supply, HOT_TOKENS + MANY_TOKENS);
        log(`${name} is up at ${peer.url}; minted its tokens in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        targets.push(...peerTargets(peer.url, store, minted, { codesPerRun: Math.max(500, 1500 * seconds), connections: options.connections }));
      }
    }

    // Each server's process, to charge it the CPU time of the requests it answered.
    const pidByUrl = new Map(running.map((r) => [r.url, r.process.pid]));
    const selected = options.only.length ? targets.filter((t) => options.only.some((o) => t.id.includes(o))) : targets;
    const runs = new Map<string, Measured[]>(selected.map((t) => [t.id, []]));
    const load1 = (t: Target, spec: LoadSpec, secs: number) => load(t.url, spec, { connections: options.connections, seconds: secs, pid: pidByUrl.get(t.url), store: t.store });

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
        log(`round ${round + 1}/${rounds} ${t.id.padEnd(18)} ${Math.round(m.rps).toString().padStart(6)} req/s  p99 ${m.p99} ms  ${m.cpuMicros === undefined ? '' : `${Math.round(m.cpuMicros)} µs CPU/req  `}${m.storeCpuMicros === undefined ? '' : `+ store ${Math.round(m.storeCpuMicros)} µs  `}${JSON.stringify(m.statuses)}${m.errors ? `  errors ${m.errors}` : ''}`);
      }
    }

    const results: TargetResult[] = selected.map((t) => ({
      id: t.id,
      scenario: t.scenario,
      side: t.side,
      label: t.label,
      unguardedId: t.unguardedId,
      peerId: t.peerId,
      redisPeerId: t.redisPeerId,
      runs: runs.get(t.id)!,
    }));
    const report: Report = {
      label: options.label,
      date: new Date().toISOString(),
      commit: gitCommit(),
      machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, postgres: pgVersion },
      settings: { connections: options.connections, seconds, rounds, quick: options.quick, cpus: split?.description },
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

/** The commit measured, with `-dirty` when the working tree has changes outside the results folder. */
function gitCommit(): string {
  const git = (args: string) => execSync(`git ${args}`, { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  try {
    const changed = git('status --porcelain --untracked-files=no -- . :!bench/results').trim() !== '';
    return `${git('rev-parse --short HEAD').trim()}${changed ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${(error as Error).stack ?? error}`);
  process.exit(1);
});
