import { DynamicModule, Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { createDataSource, EmbeddedSource } from './data-source.factory';
import { runMigrations } from './migrate';

/**
 * One data source for the app: PostgreSQL when DATABASE_URL is set, else the embedded engine.
 * Pending migrations are applied before the app serves anything.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig, embedded?: EmbeddedSource): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          // Fail fast: an orchestrator restarts the process; retrying here only hides the cause.
          useFactory: () => ({ retryAttempts: 0 }),
          dataSourceFactory: async () => {
            const dataSource = createDataSource(config, embedded);
            try {
              await dataSource.initialize();
              const applied = await runMigrations(dataSource);
              if (applied.length > 0) new Logger('Database').log({ applied }, 'Applied migrations');
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
