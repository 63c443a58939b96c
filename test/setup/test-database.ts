import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import { EMBEDDED_EXTENSIONS, type EmbeddedSource } from '../../src/database/data-source.factory';
import { PER_WORKER } from './worker-environment';

/**
 * Where the tests' database lives. Migrations run once, in the global setup:
 * - embedded (default): into an in-memory engine whose data directory is saved as an image. Each
 *   Jest worker opens one engine from it and lends it to one app at a time, emptied first, so every
 *   app starts from the freshly migrated schema as if from the image (a second app open at the same
 *   time in the same file gets an engine of its own, from the image).
 * - PostgreSQL (DATABASE_URL set): into a template database; each Jest worker clones its own
 *   database from it for each spec file, so parallel workers never see each other's rows and no
 *   file sees the rows of the one before.
 */
export const TEST_DB_ENV = {
  image: 'TEST_DB_IMAGE',
  template: 'TEST_DB_TEMPLATE',
} as const;

export interface TestDatabase {
  databaseUrl?: string;
  embedded?: EmbeddedSource;
  /** Gives the embedded engine back, once the app using it is closed. */
  release(): void;
}

/** True when the specs run on PostgreSQL (DATABASE_URL), not on the embedded engine. */
export const onPostgres = (): boolean => Boolean(process.env[TEST_DB_ENV.template]);

/**
 * This spec file's PostgreSQL database. Jest loads this module anew for each file, so every file
 * starts from the freshly migrated template, as it does from the image on the embedded database;
 * the apps and processes of one file share it.
 */
let fileDatabase: Promise<string> | undefined;

export async function testDatabase(): Promise<TestDatabase> {
  const template = process.env[TEST_DB_ENV.template];
  if (template) return { databaseUrl: await (fileDatabase ??= workerDatabase(template)), release: () => undefined };
  const image = process.env[TEST_DB_ENV.image];
  if (!image) throw new Error('Run the tests through jest: its global setup prepares the database.');
  return lendEngine(image);
}

interface WorkerEngine {
  engine: PGlite;
  lent: boolean;
}

/**
 * The worker's engine, emptied, if no app holds it; else an engine of the caller's own. Starting an
 * engine from the image costs about a second of CPU; emptying one, a few milliseconds.
 */
async function lendEngine(image: string): Promise<TestDatabase> {
  const perWorker = (globalThis as Record<string, unknown>)[PER_WORKER] as Map<string, unknown> | undefined;
  const held = perWorker?.get('engine') as WorkerEngine | undefined;
  if (held?.lent || !perWorker) {
    return { embedded: { dataDir: 'memory://', loadDataDir: await imageBlob(image) }, release: () => undefined };
  }
  let worker = held;
  if (worker && !worker.engine.closed) {
    worker.lent = true;
    try {
      await emptyEngine(worker.engine);
    } catch (error) {
      // An engine left unusable by the file before: start over from the image.
      worker = undefined;
      perWorker.delete('engine');
    }
  }
  if (!worker || worker.engine.closed) {
    worker = { engine: await engineFromImage(image), lent: true };
    perWorker.set('engine', worker);
  }
  const lent = worker;
  return { embedded: { dataDir: 'memory://', engine: lent.engine }, release: () => (lent.lent = false) };
}

/**
 * An engine of a spec's own, for specs of the database layer that need one outside any app: from
 * the migrated image on the embedded run (under a second), else a new cluster (initdb, a few
 * seconds). It holds the migrated schema when it comes from the image; such specs use tables of
 * their own. The spec closes it.
 */
export async function scratchEngine(): Promise<PGlite> {
  const image = process.env[TEST_DB_ENV.image];
  return image ? engineFromImage(image) : new PGlite('memory://');
}

const imageBlob = async (image: string) => new Blob([await readFile(image)]);

/** An in-memory engine holding the migrated image: about a second of CPU. */
const engineFromImage = async (image: string) => new PGlite('memory://', { loadDataDir: await imageBlob(image), extensions: EMBEDDED_EXTENSIONS });

/**
 * Puts a used engine back to the migrated image's state: no transaction left open, no session
 * state (prepared statements, advisory locks, settings: DISCARD ALL), no rows but the migrations'
 * own, every sequence at its start.
 */
async function emptyEngine(engine: PGlite): Promise<void> {
  await engine.exec('ROLLBACK');
  await engine.exec('DISCARD ALL');
  const { rows } = await engine.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'schema_migrations'`,
  );
  await engine.exec(
    [
      'BEGIN',
      'SET LOCAL session_replication_role = replica',
      ...rows.map((r) => `DELETE FROM ${r.name}`),
      `SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) FROM pg_sequences WHERE schemaname = current_schema()`,
      'COMMIT',
    ].join(';\n'),
  );
}

async function workerDatabase(templateUrl: string): Promise<string> {
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  const name = `${template}_w${process.env.JEST_WORKER_ID ?? '1'}`;
  // Not connected to the template itself: PostgreSQL refuses to copy a database another session is
  // connected to, so two workers starting together made each other fail ("being accessed by other users").
  const admin = new Client({ connectionString: process.env.DATABASE_URL ?? templateUrl });
  await admin.connect();
  try {
    // The worker's previous file left its rows behind; specs that do not truncate first tripped on them.
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
