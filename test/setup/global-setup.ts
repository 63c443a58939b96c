import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import 'reflect-metadata';
import { createDataSource, EmbeddedDataSource } from '../../src/database/data-source.factory';
import { runMigrations } from '../../src/database/migrate';
import { BUILD_ENV, buildOnce } from './build-once';
import { TALLY_DIR_ENV } from './openapi-recorder';
import { TEST_DB_ENV } from './test-database';

/** Applies the migrations once for the whole run (see test-database.ts), and builds src/ once for the specs' processes (build-once.ts). */
export default async function globalSetup(): Promise<void> {
  process.env[TALLY_DIR_ENV] = mkdtempSync(join(tmpdir(), 'openapi-tally-'));
  process.env[BUILD_ENV] = buildOnce();
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    const base = url.pathname.slice(1) || 'postgres';
    const template = `${base}_tpl_${process.pid}`.toLowerCase();
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}"`);
    await admin.end();
    url.pathname = `/${template}`;
    const dataSource = createDataSource({ database: { kind: 'postgres', url: url.toString(), poolSize: 2 } });
    await dataSource.initialize();
    await runMigrations(dataSource);
    await dataSource.destroy();
    process.env[TEST_DB_ENV.template] = url.toString();
    return;
  }
  const dataSource = createDataSource({ database: { kind: 'embedded', dataDir: 'memory://' } }) as EmbeddedDataSource;
  await dataSource.initialize();
  await runMigrations(dataSource);
  // Checkpointed, so an engine started from the image has no log to replay; not compressed, since
  // unpacking cost more than reading the larger file.
  await (dataSource.pglite as PGlite).exec('CHECKPOINT');
  const image = await (dataSource.pglite as PGlite).dumpDataDir('none');
  await dataSource.destroy();
  const dir = mkdtempSync(join(tmpdir(), 'scheduling-test-db-'));
  const path = join(dir, 'migrated.tar');
  writeFileSync(path, Buffer.from(await image.arrayBuffer()));
  process.env[TEST_DB_ENV.image] = path;
}
