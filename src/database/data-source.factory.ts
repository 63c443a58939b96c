import { type Extension, PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmbeddedDatabaseLock } from './embedded-lock';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { SnakeNamingStrategy } from './snake-naming.strategy';

// The contrib entry points ship a CommonJS build but declare ESM types only, which TypeScript refuses
// to import from CommonJS; `require` loads the CommonJS build, typed with the main entry's `Extension`.
// btree_gist lets one exclusion constraint mix `host_id WITH =` with a time-range overlap (bookings).
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist') as { btree_gist: Extension };

const common = {
  type: 'postgres' as const,
  entities: ENTITIES,
  migrations: MIGRATIONS,
  migrationsTableName: 'schema_migrations',
  namingStrategy: new SnakeNamingStrategy(),
  // The schema changes only through migrations, reviewed like any other code.
  synchronize: false,
  migrationsRun: false,
  // Not 'error': TypeORM would log every failed query with its parameters, including expected
  // failures (a constraint doing its job). Unexpected errors reach the exception filter, which logs them.
  logging: ['warn', 'migration'] as ('warn' | 'migration')[],
} satisfies Partial<DataSourceOptions>;

/**
 * A data source on the embedded engine. It owns the PGlite instance and the directory lock, so
 * closing the data source closes the database cleanly.
 */
export class EmbeddedDataSource extends DataSource {
  constructor(
    options: DataSourceOptions,
    readonly pglite: PGlite,
    private readonly lock?: EmbeddedDatabaseLock,
  ) {
    super(options);
  }

  override async destroy(): Promise<void> {
    if (this.isInitialized) await super.destroy();
    if (!this.pglite.closed) await this.pglite.close();
    this.lock?.release();
  }
}

export interface EmbeddedSource {
  /** A data directory on disk, or `memory://`. */
  dataDir: string;
  /** A tarball of a data directory to start from (tests start from one already migrated). */
  loadDataDir?: Blob;
}

/**
 * How long anything may wait on PostgreSQL. Every statement of the service takes milliseconds, so
 * these bounds only matter when the database is in trouble, and then a quick 503 serves clients
 * better than a request that hangs (see docs/deployment.md):
 * - connecting, or waiting for a free pooled connection: 5 s (a refused connection fails at once);
 * - a statement, on the server: 10 s; then PostgreSQL cancels it and releases its locks;
 * - a transaction left idle: 30 s, so a stuck request cannot hold row locks;
 * - TCP keep-alive (after 10 s idle), so a pooled connection to a vanished server is noticed.
 * There is no client-side statement timeout: it would also cut long migrations, and a server that
 * stops or restarts closes its sockets, which fails statements at once.
 * Migrations run on their own connection with no statement timeout (see migrate.ts).
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 10_000,
  idle_in_transaction_session_timeout: 30_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

export function createDataSource(config: Pick<AppConfig, 'database'>, embedded?: EmbeddedSource): DataSource {
  const db = config.database;
  if (db.kind === 'postgres') {
    return new DataSource({
      ...common,
      url: db.url,
      poolSize: db.poolSize,
      applicationName: 'scheduling-oauth-server',
      extra: POSTGRES_TIMEOUTS,
    });
  }
  const source = embedded ?? { dataDir: db.dataDir };
  const lock = source.dataDir.startsWith('memory://') ? undefined : EmbeddedDatabaseLock.acquire(source.dataDir);
  try {
    const pglite = new PGlite(source.dataDir, { loadDataDir: source.loadDataDir, extensions: { btree_gist } });
    // The node-postgres adapter speaks to one PGlite session: a pool of exactly one keeps each
    // transaction on its own connection, so isolation and row locks behave as on PostgreSQL.
    return new EmbeddedDataSource(
      { ...common, extra: { ...createPgConfig(pglite), max: 1, connectionTimeoutMillis: 30_000 } },
      pglite,
      lock,
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
}
