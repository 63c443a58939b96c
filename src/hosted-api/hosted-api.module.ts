import { Module } from '@nestjs/common';
import { HostedModeGuard } from './hosted-mode.guard';

/**
 * Apps written for the hosted product's API v2 call this server unchanged: with `cal-api-version`
 * they are answered in its shapes (see `hostedApiMode` and the mappers). The routes, services,
 * scopes, limits and audit are ours; only the representation is its. The app module puts
 * `HostedModeGuard` last in the global guard chain.
 */
@Module({ providers: [HostedModeGuard], exports: [HostedModeGuard] })
export class HostedApiModule {}
