import { DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { DataSourceOptions } from 'typeorm';
import { createDataSource, EmbeddedDataSource, EmbeddedSource, ServedEmbeddedDataSource } from './data-source.factory';
import { runMigrations } from './migrate';
import { pendingMigrations } from './typeorm-internals';

export interface DatabaseModuleOptions {
  /** Tests start the embedded database from an already-migrated image. */
  embedded?: EmbeddedSource;
  /** The server: once migrated, serve the embedded database to the owner's other processes (the CLI). */
  serveLocalClients?: boolean;
  /** The CLI: while a server holds the embedded database, use it through that server. */
  throughRunningServer?: boolean;
  /** The entities to map: the app passes `src/app/entities.ts`. */
  entities: DataSourceOptions['entities'];
}

/**
 * One data source for the app: PostgreSQL when DATABASE_URL is set, else the embedded engine.
 * Pending migrations are applied before the app serves anything.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, { embedded, serveLocalClients, throughRunningServer, entities }: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          // Fail fast: an orchestrator restarts the process; retrying here only hides the cause.
          useFactory: () => ({ retryAttempts: 0 }),
          dataSourceFactory: async () => {
            const dataSource = createDataSource(config, embedded, { throughRunningServer, entities });
            try {
              await dataSource.initialize();
              if (dataSource instanceof ServedEmbeddedDataSource) {
                await refusePendingMigrations(dataSource);
                return dataSource;
              }
              const logger = new Logger('Database');
              const applied = await runMigrations(dataSource);
              if (applied.length > 0) logger.log({ applied }, 'Applied migrations');
              if (serveLocalClients && dataSource instanceof EmbeddedDataSource) await serve(dataSource, logger);
              return dataSource;
            } catch (error) {
              await dataSource.destroy().catch(() => undefined);
              throw error;
            }
          },
        }),
      ],
    };
  }
}

async function serve(dataSource: EmbeddedDataSource, logger: Logger): Promise<void> {
  try {
    const socket = await dataSource.serveLocalClients();
    if (socket) logger.debug({ socket }, 'Sharing the embedded database with local processes (the CLI)');
  } catch (error) {
    // HTTP still works; only the CLI has to wait until the server stops.
    logger.warn({ err: error }, 'Could not share the embedded database with local processes');
  }
}

/** The server applies migrations when it starts; a command must not apply them under it. */
async function refusePendingMigrations(dataSource: ServedEmbeddedDataSource): Promise<void> {
  const pending = await pendingMigrations(dataSource);
  if (pending.length > 0) {
    throw new Error(
      `The server running on the embedded database (process ${dataSource.serverPid}) has not applied ` +
        `the migration ${pending[0].name}: restart it so that it does, then run the command again.`,
    );
  }
}
