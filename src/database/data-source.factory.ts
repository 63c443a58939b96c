import { type Extension, PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { existsSync } from 'node:fs';
import { DataSource, DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { EmbeddedDatabaseInUseError, EmbeddedDatabaseLock } from './embedded-lock';
import { borrowFromPool, EMBEDDED_SOCKET_PORT, EmbeddedSocketServer, embeddedSocketPath } from './embedded-socket.server';
import { MIGRATIONS } from './migrations';
import { postgresPoolOptions } from './postgres-timeouts';
import { makeDataDirPrivate, tightenDataDir } from './private-data-dir';
import { SnakeNamingStrategy } from './snake-naming.strategy';
import type { SharedSession } from './sql';
import { postgresPool } from './typeorm-internals';

// The contrib entry points ship a CommonJS build but declare ESM types only, which TypeScript refuses
// to import from CommonJS; `require` loads the CommonJS build, typed with the main entry's `Extension`.
// btree_gist lets one exclusion constraint mix `host_id WITH =` with a time-range overlap (bookings).
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist') as { btree_gist: Extension };
/** The extensions the embedded engine is opened with, wherever it is opened. */
export const EMBEDDED_EXTENSIONS = { btree_gist };

const COMMON = {
  type: 'postgres' as const,
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
  private socketServer?: EmbeddedSocketServer;

  constructor(
    options: DataSourceOptions,
    readonly pglite: PGlite,
    private readonly lock?: EmbeddedDatabaseLock,
    /** The engine was lent by the caller (see EmbeddedSource.engine): destroy leaves it open. */
    private readonly lent = false,
  ) {
    super(options);
  }

  override async initialize(): Promise<this> {
    await super.initialize();
    // A first start has just created the cluster, with files open to everyone: see private-data-dir.
    if (this.lock) tightenDataDir(this.lock.dataDir);
    return this;
  }

  /**
   * Lets the owner's other processes (the CLI) use this database while this process holds it:
   * see EmbeddedSocketServer. Answers the socket's path, or nothing for an in-memory database.
   */
  async serveLocalClients(): Promise<string | undefined> {
    if (!this.lock || this.socketServer) return this.socketServer?.path;
    // The app's pool holds PGlite's one session: checking its connection out is owning the session.
    this.socketServer = await EmbeddedSocketServer.start(this.lock.dataDir, this.pglite, borrowFromPool(postgresPool(this)));
    return this.socketServer.path;
  }

  override async destroy(): Promise<void> {
    // First the socket's clients: the pool cannot close while one of them holds its connection.
    await this.socketServer?.stop();
    if (this.isInitialized) await super.destroy();
    if (!this.lent && !this.pglite.closed) await this.pglite.close();
    if (this.lock) tightenDataDir(this.lock.dataDir);
    this.lock?.release();
  }
}

export interface EmbeddedSource {
  /** A data directory on disk, or `memory://`. */
  dataDir: string;
  /** A tarball of a data directory to start from (tests start from one already migrated). */
  loadDataDir?: Blob;
  /**
   * An in-memory engine already open, lent by the caller, who keeps it open after the data source
   * is destroyed (the tests keep one per worker and empty it before lending it again).
   */
  engine?: PGlite;
}

/**
 * The embedded database reached through the socket of the server that holds it (see
 * EmbeddedSocketServer). The server applied the migrations before serving it.
 */
export class ServedEmbeddedDataSource extends DataSource implements SharedSession {
  readonly sharesSession = true;

  constructor(
    options: DataSourceOptions,
    readonly dataDir: string,
    readonly serverPid: number,
  ) {
    super(options);
  }

  override async initialize(): Promise<this> {
    try {
      return await super.initialize();
    } catch (error) {
      // A socket file nobody listens on: the holder is not a server (or is one that failed to share).
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNREFUSED' || code === 'ENOENT') throw notShared(this.dataDir, this.serverPid);
      throw error;
    }
  }
}

const notShared = (dataDir: string, holder: number) =>
  new EmbeddedDatabaseInUseError(
    `The embedded database in ${dataDir} is in use by process ${holder}, which does not share it ` +
      '(another command, or a server still starting): try again once it is done or ready.',
  );

export interface CreateDataSourceOptions {
  /**
   * For the CLI and the migration commands: when a live process holds the embedded database, go
   * through the socket it serves instead of refusing.
   */
  throughRunningServer?: boolean;
  /**
   * The entities to map (`src/app/entities.ts`: every table's, listed at the top of the tree so that
   * this folder imports none of the folders above it). Migrations need none.
   */
  entities?: DataSourceOptions['entities'];
}

export function createDataSource(
  config: Pick<AppConfig, 'database'>,
  embedded?: EmbeddedSource,
  { throughRunningServer = false, entities = [] }: CreateDataSourceOptions = {},
): DataSource {
  const db = config.database;
  const common = { ...COMMON, entities };
  if (db.kind === 'postgres') {
    return new DataSource({
      ...common,
      url: db.url,
      poolSize: db.poolSize,
      applicationName: 'scheduling-oauth-server',
      // Every wait on PostgreSQL is bounded, so a database in trouble is a quick 503 (postgres-timeouts.ts).
      extra: postgresPoolOptions(db.timeouts),
    });
  }
  const source = embedded ?? { dataDir: db.dataDir };
  if (throughRunningServer && !source.dataDir.startsWith('memory://')) {
    const holder = EmbeddedDatabaseLock.holder(source.dataDir);
    if (holder !== undefined) return servedDataSource(source.dataDir, holder, common);
  }
  const onDisk = !source.dataDir.startsWith('memory://');
  if (onDisk) makeDataDirPrivate(source.dataDir);
  const lock = onDisk ? EmbeddedDatabaseLock.acquire(source.dataDir) : undefined;
  try {
    const pglite = source.engine ?? new PGlite(source.dataDir, { loadDataDir: source.loadDataDir, extensions: EMBEDDED_EXTENSIONS });
    // The node-postgres adapter speaks to one PGlite session: a pool of exactly one keeps each
    // transaction on its own connection, so isolation and row locks behave as on PostgreSQL.
    return new EmbeddedDataSource(
      { ...common, extra: { ...createPgConfig(pglite), max: 1, connectionTimeoutMillis: 30_000 } },
      pglite,
      lock,
      source.engine !== undefined,
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
}

function servedDataSource(dataDir: string, holder: number, common: typeof COMMON & Pick<DataSourceOptions, 'entities'>): ServedEmbeddedDataSource {
  if (!existsSync(embeddedSocketPath(dataDir))) throw notShared(dataDir, holder);
  return new ServedEmbeddedDataSource(
    {
      ...common,
      // A directory as the host: node-postgres connects to `<host>/.s.PGSQL.<port>`.
      host: dataDir,
      port: EMBEDDED_SOCKET_PORT,
      username: 'postgres',
      database: 'postgres',
      // One connection, like the server's own pool, so that code written for the embedded engine
      // (which never needs a second connection while it holds one) behaves the same here. No
      // session settings (timeouts, application name): the session is the server's too.
      poolSize: 1,
      extra: { max: 1, connectionTimeoutMillis: 30_000 },
    },
    dataDir,
    holder,
  );
}
