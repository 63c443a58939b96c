import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HostedModeInterceptor } from './hosted-mode.interceptor';

/**
 * Apps written for the hosted product's API v2 call this server unchanged: with `cal-api-version`
 * they are answered in its shapes (see `hostedApiMode` and the mappers). The routes, services,
 * scopes, limits and audit are ours; only the representation is its.
 */
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: HostedModeInterceptor }] })
export class HostedApiModule {}
