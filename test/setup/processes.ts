import { PGlite } from '@electric-sql/pglite';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Client } from 'pg';
import { EMBEDDED_EXTENSIONS } from '../../src/database/data-source.factory';
import { EmbeddedDatabaseLock } from '../../src/database/embedded-lock';
import { EMBEDDED_SOCKET_PORT } from '../../src/database/embedded-socket.server';
import { BUILD_ENV } from './build-once';
import { onPostgres, TEST_DB_ENV, testDatabase } from './test-database';

const ROOT = join(__dirname, '..', '..');

export interface RunningProcess {
  proc: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Runs `npm <args>` in the project, as a person does from a terminal (e.g. `npm start`). */
export function runNpm(args: string[], env: Record<string, string | undefined>): RunningProcess {
  return watch(spawn('npm', args, { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

export interface RunProgramOptions {
  /**
   * TypeScript modules of the specs' own loaded before the entry point, through ts-node (e.g.
   * test/setup/held-clock.preload.ts). They find the build in TEST_BUILD_DIR, so that what they
   * patch is the module the program runs.
   */
  preload?: string[];
  /** Open an IPC channel to the process (`proc.send`, `proc.on('message')`). */
  ipc?: boolean;
  /** What the process reads on standard input (else it reads nothing: end of input at once). */
  stdin?: string;
}

/**
 * Runs an entry point of ours (`src/main.ts`, `src/cli/main.ts`) as its own process, from the test
 * run's one build of `src/` (build-once.ts), as `npm run start:prod` runs `dist/`.
 */
export function runProgram(entry: string, args: string[], env: Record<string, string | undefined>, { preload = [], ipc = false, stdin }: RunProgramOptions = {}): RunningProcess {
  const build = process.env[BUILD_ENV];
  if (!build) throw new Error('Run the tests through jest: its global setup builds src/ for the processes specs start.');
  const file = join(build, relative(join(ROOT, 'src'), join(ROOT, entry))).replace(/\.ts$/, '.js');
  const loaders = preload.length > 0 ? ['-r', 'ts-node/register/transpile-only', ...preload.flatMap((p) => ['-r', join(ROOT, p)])] : [];
  const proc = spawn(process.execPath, [...loaders, file, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, [BUILD_ENV]: build, ...env },
    stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe', ...(ipc ? ['ipc' as const] : [])],
  });
  if (stdin !== undefined) proc.stdin!.end(stdin);
  return watch(proc);
}

function watch(proc: ChildProcess): RunningProcess {
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, stdout: () => out, stderr: () => err, exited };
}

/**
 * The database settings for a separate process: the worker's PostgreSQL database when the tests
 * run on PostgreSQL, else an embedded data directory of its own (removed by `cleanup`), unpacked
 * from the migrated image: what a server leaves on disk after its first start, without the minute
 * a first start on disk (initdb) can take on a busy machine. The first start itself is the
 * subject of first-admin.e2e-spec.ts.
 */
export async function processDatabase(): Promise<{ env: Record<string, string>; cleanup(): void }> {
  if (onPostgres()) {
    const { databaseUrl } = await testDatabase();
    return { env: { DATABASE_URL: databaseUrl! }, cleanup: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'scheduling-proc-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { mode: 0o700 });
  execFileSync('tar', ['-xf', process.env[TEST_DB_ENV.image]!, '-C', dataDir]);
  return { env: { DATA_DIR: dataDir }, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One statement on a process database, and its rows: through PostgreSQL; on the embedded database,
 * through the socket of the server process holding the data directory if one runs, else by opening
 * the directory in this process (and closing it before anything else opens it).
 */
export async function onProcessDatabase<R = Record<string, unknown>>(env: Record<string, string>, text: string, params: unknown[]): Promise<R[]> {
  const served = !env.DATABASE_URL && EmbeddedDatabaseLock.holder(env.DATA_DIR) !== undefined;
  if (env.DATABASE_URL || served) {
    const client = new Client(
      served ? { host: env.DATA_DIR, port: EMBEDDED_SOCKET_PORT, user: 'postgres', database: 'postgres' } : { connectionString: env.DATABASE_URL },
    );
    await client.connect();
    try {
      return (await client.query(text, params)).rows as R[];
    } finally {
      await client.end();
    }
  }
  const engine = new PGlite(env.DATA_DIR, { extensions: EMBEDDED_EXTENSIONS });
  try {
    return (await engine.query<R>(text, params)).rows;
  } finally {
    await engine.close();
  }
}

/**
 * Resolves once the server answers `/health/ready` with 200; rejects if it exits first. No deadline
 * of its own: on a busy machine start-up is slow, not wrong (the spec's timeout still bounds it).
 */
export async function waitForReady(url: string, proc: RunningProcess): Promise<void> {
  for (;;) {
    if (proc.proc.exitCode !== null) throw new Error(`The server exited early:\n${proc.stderr()}\n${proc.stdout()}`);
    try {
      const res = await fetch(`${url}/health/ready`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100)); // pacing between checks
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A server holding the embedded data directory of `env` while a spec runs CLI commands beside it,
 * as an operator would: each command then reaches the database through the server's socket. On
 * PostgreSQL (DATABASE_URL) the commands need no server, and none is started. `stop()` ends it.
 */
export async function serverBeside(env: Record<string, string>): Promise<{ stop(): Promise<void> }> {
  if (env.DATABASE_URL) return { stop: async () => undefined };
  const port = await freePort();
  const server = runProgram('src/main.ts', [], { ...env, PORT: String(port), JOBS_ENABLED: 'false' });
  await waitForReady(`http://127.0.0.1:${port}`, server);
  return {
    stop: async () => {
      server.proc.kill('SIGTERM');
      await server.exited;
    },
  };
}
