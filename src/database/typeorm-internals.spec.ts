import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { postgresPool } from './typeorm-internals';

/** major.minor of an installed package, read from its package.json (which `typeorm` does not export). */
function installed(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return version.split('.').slice(0, 2).join('.');
}

/**
 * typeorm-internals.ts reads the PostgreSQL driver's pool (`driver.master`), which TypeORM does not
 * document. An upgrade that moves or replaces it fails here by name. When the versions change: run
 * this spec, fix what fails in typeorm-internals.ts, then pin the new versions.
 */
describe('TypeORM internals', () => {
  let pglite: PGlite;
  let dataSource: DataSource;

  beforeAll(async () => {
    pglite = new PGlite('memory://');
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
});
