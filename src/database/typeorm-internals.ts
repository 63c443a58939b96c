import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The one thing we use of TypeORM 0.3 that is not its documented API: the node-postgres pool its
 * PostgreSQL driver opens (`driver.master`, typed `any` and undocumented). The hot paths run named
 * prepared statements on it directly (sql.ts, a `prepared` statement: one round trip, no query runner), and
 * the embedded database lends its one pooled connection to the socket's clients
 * (data-source.factory.ts). typeorm-internals.spec.ts pins the version this was checked against
 * and exercises it, so an upgrade that moves the pool fails there, by name. No other file reads
 * TypeORM's driver.
 */
export function postgresPool(dataSource: DataSource): Pool {
  const pool = (dataSource.driver as PostgresDriver).master as Pool | undefined;
  if (pool === undefined || typeof pool.query !== 'function' || typeof pool.connect !== 'function') {
    throw new Error(`TypeORM's ${dataSource.driver.constructor.name} has no node-postgres pool at driver.master (is the data source initialized? see typeorm-internals.ts)`);
  }
  return pool;
}
