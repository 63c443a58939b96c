import { PGlite } from '@electric-sql/pglite';
import { readFile } from 'node:fs/promises';
import { Client } from 'pg';
import type { EmbeddedSource } from '../../src/database/data-source.factory';

/**
 * Where the tests' database lives. Migrations run once, in the global setup:
 * - embedded (default): into an in-memory engine whose data directory is saved as an image; each
 *   test file starts its own engine from that image.
 * - PostgreSQL (DATABASE_URL set): into a template database; each Jest worker clones its own
 *   database from it, so parallel workers never see each other's rows.
 */
export const TEST_DB_ENV = {
  image: 'TEST_DB_IMAGE',
  template: 'TEST_DB_TEMPLATE',
} as const;

export interface TestDatabase {
  databaseUrl?: string;
  embedded?: EmbeddedSource;
}

export async function testDatabase(): Promise<TestDatabase> {
  const template = process.env[TEST_DB_ENV.template];
  if (template) return { databaseUrl: await workerDatabase(template) };
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
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    }
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
