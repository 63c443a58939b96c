import type { Pool } from 'pg';
import { MigrationExecutor, type DataSource, type Migration, type QueryRunner } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { snakeCase as typeormSnakeCase } from 'typeorm/util/StringUtils';

/*
 * Everything we use of TypeORM 0.3 that is not its documented API, in one place:
 * - the node-postgres pool its PostgreSQL driver opens (`driver.master`, typed `any`);
 * - its `MigrationExecutor`, to run migrations on a connection we hold (the one with the advisory
 *   lock) and to list the pending ones, which `DataSource` offers only as "are there any";
 * - its `snakeCase`, so that column names come out exactly as TypeORM's own snake-case strategies
 *   and the existing migrations spell them.
 * typeorm-internals.spec.ts pins the version these were checked against and exercises each, so an
 * upgrade that changes one fails there, by name. No other file reaches into TypeORM.
 */

/**
 * The node-postgres pool of a PostgreSQL data source. The hot paths run named prepared statements
 * on it directly (sql.ts, a `prepared` statement: one round trip, no query runner), and the embedded database
 * lends its one pooled connection to the socket's clients (data-source.factory.ts).
 */
export function postgresPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as PostgresDriver).master as Pool | undefined;
  if (pool === undefined || typeof pool.query !== 'function' || typeof pool.connect !== 'function') {
    throw new Error(`TypeORM's ${dataSource.driver.constructor.name} has no node-postgres pool at driver.master (is the data source initialized? see typeorm-internals.ts)`);
  }
  return pool;
}

/** The migrations of `dataSource` not yet recorded as applied, in the order they would run. */
export function pendingMigrations(dataSource: DataSource): Promise<Migration[]> {
  return new MigrationExecutor(dataSource).getPendingMigrations();
}

/** Applies the pending migrations on `queryRunner`'s connection, each in its own transaction; the ones applied. */
export function applyPendingMigrations(dataSource: DataSource, queryRunner: QueryRunner): Promise<Migration[]> {
  const executor = new MigrationExecutor(dataSource, queryRunner);
  executor.transaction = 'each';
  return executor.executePendingMigrations();
}

/** `someName_2` → `some_name_2`, as TypeORM's own naming does it. */
export function snakeCase(text: string): string {
  return typeormSnakeCase(text);
}
