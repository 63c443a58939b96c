import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import type { DestinationStream } from 'pino';
import { AccountsModule } from './accounts/accounts.module';
import { AuditModule } from './audit/audit.module';
import { SessionGuard } from './accounts/session.guard';
import { AccessRuleGuard } from './common/access/access-rule.guard';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { LoggingModule } from './common/logging/logging.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { EmbeddedSource } from './database/data-source.factory';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { ClientsModule } from './oauth/clients/clients.module';
import { OAuthModule } from './oauth/oauth.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** Tests start the embedded database from an already-migrated image. */
  embedded?: EmbeddedSource;
  /** Tests capture the log lines. */
  logStream?: DestinationStream;
}

@Module({})
export class AppModule {
  static forRoot({ config, embedded, logStream }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DiscoveryModule, // the start-up check of every route's access rule reads the routes through it
        LoggingModule.forRoot(config, logStream),
        DatabaseModule.forRoot(config, embedded),
        ...(config.jobsEnabled ? [ScheduleModule.forRoot()] : []),
        HealthModule,
        AuditModule,
        AccountsModule,
        ClientsModule,
        OAuthModule,
      ],
      providers: [
        // The global guard chain, in order. Each guard acts only on the access rule it knows.
        { provide: APP_GUARD, useClass: AccessRuleGuard },
        { provide: APP_GUARD, useExisting: SessionGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
