import { DataSource } from 'typeorm';
import { EmbeddedDataSource } from './data-source.factory';
import { liftClientTimeout } from './postgres-timeouts';
import { applyPendingMigrations } from './typeorm-internals';

/** Any fixed number: instances of this service agree on it to take turns at migrating. */
const MIGRATION_LOCK_KEY = 727_310_004;

/**
 * Applies pending migrations. Several instances may start at once on one PostgreSQL: an advisory
 * lock makes them take turns, and the ones that wait find nothing left to do. The migrations run
 * on the connection that holds the lock, with the statement timeouts (the server's and the
 * client's) lifted: a migration may legitimately take longer than any request, and so may the wait
 * for the lock while another instance migrates. They are lifted only after a first statement has
 * shown the server answers, so a frozen server still fails start-up within the bounds. The
 * embedded engine admits a single process, so it needs no lock.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  if (dataSource instanceof EmbeddedDataSource) return names(await dataSource.runMigrations({ transaction: 'each' }));
  const lockRunner = dataSource.createQueryRunner();
  let restoreClientTimeout: () => void = () => undefined;
  try {
    await lockRunner.query('SET statement_timeout = 0');
    restoreClientTimeout = liftClientTimeout(await lockRunner.connect());
    await lockRunner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return names(await applyPendingMigrations(dataSource, lockRunner));
  } finally {
    restoreClientTimeout(); // first: the clean-up below is bounded like any statement
    await lockRunner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lockRunner.query('RESET statement_timeout').catch(() => undefined);
    await lockRunner.release();
  }
}

const names = (ms: { name: string }[]) => ms.map((m) => m.name);
