import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import type { DestinationStream } from 'pino';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditModule } from '../audit/audit.module';
import { ActivityModule } from '../activity/activity.module';
import { CalendarsModule } from '../calendars/calendars.module';
import { SessionGuard } from '../accounts/session.guard';
import { SessionsService } from '../accounts/sessions.service';
import { AccessRuleGuard } from '../common/access/access-rule.guard';
import { AllExceptionsFilter } from '../common/errors/all-exceptions.filter';
import { answeredMethods } from '../common/http/api-cors';
import { LoggingModule } from '../common/logging/logging.module';
import { MetricsModule } from '../common/metrics/metrics.module';
import { RouteIndex } from '../common/http/route-index';
import { PageAssetsModule } from '../common/html/page-assets.module';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { EmbeddedSource } from '../database/data-source.factory';
import { DatabaseModule } from '../database/database.module';
import { GuidesModule } from '../guides/guides.module';
import { HealthModule } from '../health/health.module';
import { ClientsModule } from '../oauth/clients/clients.module';
import { DocsClientService } from '../oauth/clients/docs-client.service';
import { OAUTH_ERROR_FAMILY } from '../oauth/errors/oauth-error.renderer';
import type { ErrorFamily } from '../common/errors/all-exceptions.filter';
import { OAuthModule } from '../oauth/oauth.module';
import { RevocationModule } from '../oauth/revocation/revocation-events';
import { McpModule } from '../mcp/mcp.module';
import { MeModule } from '../me/me.module';
import { ApiRateLimitGuard } from '../scopes/api-rate-limit.guard';
import { BearerAuthGuard } from '../scopes/bearer-auth.guard';
import { ScopesGuard } from '../scopes/scopes.guard';
import { BearerMetrics } from '../scopes/bearer-metrics';
import { TokenMetrics } from '../oauth/token/token-metrics';
import { firstScopesOfTools, McpToolScopes } from '../scopes/mcp-tool-scopes';
import { bearerChallengeHeaders } from '../scopes/protected-resources';
import { GrantsModule } from '../oauth/grants/grants.module';
import { ScopesModule } from '../scopes/scopes.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { TeamsModule } from '../groups/teams/teams.module';
import { OrganizationsModule } from '../groups/organizations/organizations.module';
import { CalendarPortsModule } from '../calendars/calendar-ports.module';
import { ENTITIES } from './entities';
import { MCP_ERROR_FAMILY } from '../mcp/mcp-error.family';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { BookingChangesModule } from './booking-changes.module';
import { AppAccessModule } from './app-access.module';
import { ClockModule } from '../common/time/clock.module';
import { QUEUE_METRICS } from './queue-metrics';
import { HostedApiModule } from '../hosted-api/hosted-api.module';
import { HostedModeGuard } from '../hosted-api/hosted-mode.guard';

/** Route families that answer errors in their own shape (rendered and documented by their owner). */
export const ERROR_FAMILIES: readonly ErrorFamily[] = [OAUTH_ERROR_FAMILY, MCP_ERROR_FAMILY];

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
        DatabaseModule.forRoot(config, { embedded, serveLocalClients: true, entities: ENTITIES }),
        ...(config.jobsEnabled ? [ScheduleModule.forRoot()] : []),
        MetricsModule,
        HealthModule,
        PageAssetsModule,
        GuidesModule,
        AuditModule,
        ActivityModule,
        RevocationModule,
        ScopesModule.forRoot(GrantsModule),
        AccountsModule,
        ClientsModule,
        OAuthModule,
        MeModule,
        SchedulingModule,
        TeamsModule,
        OrganizationsModule,
        CalendarsModule,
        CalendarPortsModule,
        McpModule,
        WebhooksModule,
        BookingChangesModule,
        AppAccessModule,
        ClockModule,
        HostedApiModule,
      ],
      providers: [
        // Once every route is registered: a lookup by path in place of Express's route-by-route scan.
        RouteIndex,
        // The docs' own OAuth client, kept in step with this server's BASE_URL. The server's alone:
        // a CLI command (which shares the clients module) must not rewrite it with its own settings.
        DocsClientService,
        QUEUE_METRICS,
        // The global guard chain, in order: find the route's rule (refusing a route without one), then
        // session or bearer authentication, scopes, and the per-token rate limit. Each guard acts
        // only on the rules it knows, so a route is never half-checked. Last, once the caller is
        // known and allowed: a request in the hosted API's mode has its request and answer mapped.
        { provide: APP_GUARD, useClass: AccessRuleGuard },
        { provide: APP_GUARD, useExisting: SessionGuard },
        { provide: APP_GUARD, useExisting: BearerAuthGuard },
        { provide: APP_GUARD, useExisting: ScopesGuard },
        { provide: APP_GUARD, useExisting: ApiRateLimitGuard },
        { provide: APP_GUARD, useExisting: HostedModeGuard },
        // Errors: route families with their own shape first (OAuth's), then the `/v2` envelope or a page.
        // Error pages show who is signed in, as every page does (looked up only for pages). The
        // metrics count the token endpoint's errors and the token refusals by their codes.
        {
          provide: APP_FILTER,
          useFactory: (sessions: SessionsService, routes: RouteIndex, tokens: TokenMetrics, bearer: BearerMetrics, tools: McpToolScopes) =>
            new AllExceptionsFilter(
              ERROR_FAMILIES,
              (req) => sessions.viewerOf(req),
              (path) => answeredMethods(path, routes.allowedMethods(path)),
              bearerChallengeHeaders(config.urls.baseUrl, firstScopesOfTools(tools)),
              [tokens.observeError, bearer.observeError],
            ),
          inject: [SessionsService, RouteIndex, TokenMetrics, BearerMetrics, McpToolScopes],
        },
      ],
    };
  }
}
