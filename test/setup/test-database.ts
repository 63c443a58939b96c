import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import type { EmbeddedSource } from '../../src/database/data-source.factory';

/**
 * Where the tests' database lives. Migrations run once, in the global setup:
 * - embedded (default): into an in-memory engine whose data directory is saved as an image; each
 *   test file starts its own engine from that image.
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
}

/**
 * This spec file's PostgreSQL database. Jest loads this module anew for each file, so every file
 * starts from the freshly migrated template, as it does from the image on the embedded database;
 * the apps and processes of one file share it.
 */
let fileDatabase: Promise<string> | undefined;

export async function testDatabase(): Promise<TestDatabase> {
  const template = process.env[TEST_DB_ENV.template];
  if (template) return { databaseUrl: await (fileDatabase ??= workerDatabase(template)) };
  const image = process.env[TEST_DB_ENV.image];
  if (!image) throw new Error('Run the tests through jest: its global setup prepares the database.');
  return { embedded: { dataDir: 'memory://', loadDataDir: new Blob([await readFile(image)]) } };
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

/** Opens an engine from the image, for specs that need raw SQL without an app. */
export async function openImage(path: string): Promise<PGlite> {
  return new PGlite('memory://', { loadDataDir: new Blob([await readFile(path)]) });
}
