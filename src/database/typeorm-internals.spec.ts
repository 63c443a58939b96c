import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Pool } from 'pg';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { applyPendingMigrations, pendingMigrations, postgresPool, snakeCase } from './typeorm-internals';
import { scratchEngine } from '../../test/setup/test-database';

/** major.minor of an installed package, read from its package.json (which `typeorm` does not export). */
function installed(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return version.split('.').slice(0, 2).join('.');
}

class CreateProbeTable1700000000001 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE probe (id int)');
  }
  async down(): Promise<void> {}
}

class FailingProbe1700000000002 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE probe_two (id int)');
    await runner.query('SELECT * FROM no_such_table');
  }
  async down(): Promise<void> {}
}

/**
 * typeorm-internals.ts uses what TypeORM does not document: the PostgreSQL driver's pool
 * (`driver.master`), `MigrationExecutor` and `snakeCase`. An upgrade that moves or changes one
 * fails here by name. When the versions change: run this spec, fix what fails in
 * typeorm-internals.ts, then pin the new versions.
 */
describe('TypeORM internals', () => {
  let pglite: PGlite;
  let dataSource: DataSource;

  beforeAll(async () => {
    pglite = await scratchEngine();
    dataSource = new DataSource({ type: 'postgres', extra: { ...createPgConfig(pglite), max: 1 } });
    await dataSource.initialize();
  });

  afterAll(async () => {
    if (dataSource.isInitialized) await dataSource.destroy();
    await pglite.close();
  });

  it('is the version this was checked against (TypeORM 0.3)', () => {
    expect({ typeorm: installed('typeorm') }).toEqual({ typeorm: '0.3' });
  });

  it('driver.master: the node-postgres Pool TypeORM opened with our options', () => {
    const pool = postgresPool(dataSource);
    expect(pool).toBeInstanceOf(Pool);
    expect(pool.options.max).toBe(1);
  });

  it('driver.master: runs named prepared statements, and is the pool TypeORM queries through', async () => {
    const pool = postgresPool(dataSource);
    const first = await pool.query({ name: 'internals_spec', text: 'SELECT $1::int + 1 AS n', values: [1] });
    const again = await pool.query({ name: 'internals_spec', text: 'SELECT $1::int + 1 AS n', values: [41] });
    expect([first.rows[0].n, again.rows[0].n]).toEqual([2, 42]);
    // With its only connection checked out here, TypeORM's own query must wait for it.
    const held = await pool.connect();
    let answered = false;
    const query = dataSource.query('SELECT 1').then(() => (answered = true));
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    held.release();
    await query;
    expect(answered).toBe(true);
  });

  it('says so when there is no pool (a data source not initialized)', () => {
    const fresh = new DataSource({ type: 'postgres', extra: createPgConfig(pglite) });
    expect(() => postgresPool(fresh)).toThrow(/no node-postgres pool at driver.master/);
  });

  it('MigrationExecutor: lists the pending migrations, applies them on the given connection, each in its own transaction', async () => {
    // Its own pool of one on the same engine: a connection other than the runner's would never come.
    const migrating = new DataSource({ type: 'postgres', extra: { ...createPgConfig(pglite), max: 1 }, migrations: [CreateProbeTable1700000000001, FailingProbe1700000000002], migrationsTableName: 'probe_migrations' });
    await migrating.initialize();
    try {
      expect((await pendingMigrations(migrating)).map((m) => m.name)).toEqual(['CreateProbeTable1700000000001', 'FailingProbe1700000000002']);
      const runner = migrating.createQueryRunner();
      try {
        await runner.query('SET application_name = probe_runner');
        // The second fails: the first stays applied (its own transaction), the second leaves nothing.
        await expect(applyPendingMigrations(migrating, runner)).rejects.toThrow(/no_such_table/);
        // It ran on the connection it was given, and left it to its owner: still open, its setting there.
        expect(runner.isReleased).toBe(false);
        expect((await runner.query('SHOW application_name'))[0].application_name).toBe('probe_runner');
      } finally {
        await runner.release();
      }
      expect((await pendingMigrations(migrating)).map((m) => m.name)).toEqual(['FailingProbe1700000000002']);
      const tables = await migrating.query(`SELECT tablename FROM pg_tables WHERE tablename LIKE 'probe%' ORDER BY tablename`);
      expect(tables.map((t: { tablename: string }) => t.tablename)).toEqual(['probe', 'probe_migrations']);
    } finally {
      await migrating.destroy();
    }
  });

  it('snakeCase: camelCase words and embedded prefixes to snake_case, as our migrations spell the columns', () => {
    expect(['userId', 'redirectUris', 'address_postalCode', 'user_id', 'v2Scope', 'OAuthClient'].map(snakeCase)).toEqual([
      'user_id', 'redirect_uris', 'address_postal_code', 'user_id', 'v2_scope', 'o_auth_client',
    ]);
  });
});
