import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { GrantsModule } from '../oauth/grants/grants.module';
import { ApiRateLimitGuard } from './api-rate-limit.guard';
import { BearerAuthGuard } from './bearer-auth.guard';
import { BearerStrategy } from './bearer.strategy';
import { ResilientThrottlerStorage } from './resilient-throttler.storage';
import { ScopesGuard } from './scopes.guard';

/** How every `/v2` route decides who may call it with an OAuth access token. */
@Module({
  imports: [
    PassportModule,
    GrantsModule, // token verification belongs to the tokens' owner
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.limits.apiCallsPerMinute }],
        storage: config.redisUrl ? new ResilientThrottlerStorage(config.redisUrl) : undefined,
        errorMessage: 'Too many API calls with this access token. Wait and try again (see Retry-After).',
      }),
    }),
  ],
  providers: [BearerStrategy, BearerAuthGuard, ScopesGuard, ApiRateLimitGuard],
  exports: [BearerAuthGuard, ScopesGuard, ApiRateLimitGuard],
})
export class ScopesModule {}
