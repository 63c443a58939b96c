import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Pool } from 'pg';
import { forgetPreparedStatements } from './pg-internals';
import { scratchEngine } from '../../test/setup/test-database';

/** major.minor of an installed package, read from its package.json (found from its entry point). */
function installed(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return version.split('.').slice(0, 2).join('.');
}

/**
 * pg-internals.ts resets node-postgres's record of the statements it prepared on a connection,
 * which node-postgres does not document. An upgrade that renames or moves it fails here by name.
 * When the version changes: run this spec, fix what fails in pg-internals.ts, then pin the new version.
 */
describe('node-postgres internals', () => {
  let pglite: PGlite;
  let pool: Pool;

  beforeAll(async () => {
    pglite = await scratchEngine();
    pool = new Pool({ ...createPgConfig(pglite), max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await pglite.close();
  });

  const named = (n: number) => pool.query<{ n: number }>({ name: 'pg_internals_spec', text: 'SELECT $1::int AS n', values: [n] });

  it('is the version this was checked against (pg 8.23)', () => {
    expect(installed('pg')).toBe('8.23');
  });

  it('connection.parsedStatements: once forgotten, a statement dropped by the session is prepared again', async () => {
    expect((await named(1)).rows).toEqual([{ n: 1 }]);
    await pool.query('DISCARD ALL'); // what the embedded database does after a local client's turn
    // Left alone, node-postgres would bind to the statement it believes prepared, and the session
    // would answer 'prepared statement "pg_internals_spec" does not exist'.
    const client = await pool.connect();
    forgetPreparedStatements(client);
    client.release();
    expect((await named(2)).rows).toEqual([{ n: 2 }]);
  });

  it('says so when the record is not where it was', () => {
    expect(() => forgetPreparedStatements({} as never)).toThrow(/connection.parsedStatements/);
  });
});
