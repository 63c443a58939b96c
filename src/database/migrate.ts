import { DataSource } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor';
import { EmbeddedDataSource } from './data-source.factory';

/** Any fixed number: instances of this service agree on it to take turns at migrating. */
const MIGRATION_LOCK_KEY = 727_310_004;

/**
 * Applies pending migrations. Several instances may start at once on one PostgreSQL: an advisory
 * lock makes them take turns, and the ones that wait find nothing left to do. The migrations run
 * on the connection that holds the lock, with the statement timeout lifted: a migration may
 * legitimately take longer than any request. The embedded engine admits a single process, so it
 * needs no lock.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  if (dataSource instanceof EmbeddedDataSource) return names(await dataSource.runMigrations({ transaction: 'each' }));
  const lockRunner = dataSource.createQueryRunner();
  try {
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await lockRunner.query('SET statement_timeout = 0');
    const executor = new MigrationExecutor(dataSource, lockRunner);
    executor.transaction = 'each';
    return names(await executor.executePendingMigrations());
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.query('RESET statement_timeout').catch(() => undefined);
    await lockRunner.release();
  }
}

const names = (ms: { name: string }[]) => ms.map((m) => m.name);
