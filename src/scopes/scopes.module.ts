import { DynamicModule, Module, Type } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { Clock } from '../common/time/clock';
import { ClockModule } from '../common/time/clock.module';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ApiRateLimitGuard } from './api-rate-limit.guard';
import { BearerAuthGuard } from './bearer-auth.guard';
import { BearerStrategy } from './bearer.strategy';
import { ClockedThrottlerStorage } from './clocked-throttler.storage';
import { ResilientThrottlerStorage } from './resilient-throttler.storage';
import { ScopesGuard } from './scopes.guard';
import { TokenUseRecorder } from './token-use.recorder';
import { BearerMetrics } from './bearer-metrics';

/** How every `/v2` route decides who may call it with an OAuth access token. */
@Module({
  imports: [
    PassportModule,
    ClockModule,
    ThrottlerModule.forRootAsync({
      imports: [ClockModule],
      inject: [APP_CONFIG, Clock],
      // Only the throttler's storage is used (this process's memory, or Redis): the limit is
      // `ApiRateLimitGuard`'s. The counters in memory run on the Clock, like every other window.
      useFactory: (config: AppConfig, clock: Clock) => ({
        throttlers: [],
        storage: config.redisUrl ? new ResilientThrottlerStorage(config.redisUrl, new ClockedThrottlerStorage(clock)) : new ClockedThrottlerStorage(clock),
      }),
    }),
  ],
  providers: [BearerStrategy, BearerAuthGuard, ScopesGuard, ApiRateLimitGuard, TokenUseRecorder, BearerMetrics],
  exports: [BearerAuthGuard, ScopesGuard, ApiRateLimitGuard, TokenUseRecorder, BearerMetrics],
})
export class ScopesModule {
  /** `tokens`: the module that provides ACCESS_TOKEN_LOOKUP (the tokens' owner, `oauth/grants`). */
  static forRoot(tokens: Type<unknown>): DynamicModule {
    return { module: ScopesModule, imports: [tokens] };
  }
}
