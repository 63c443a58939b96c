import { Global, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MeModule } from '../me/me.module';
import { CalendarsModule } from '../calendars/calendars.module';
import { TeamsModule } from '../groups/teams/teams.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { ClockModule } from '../common/time/clock.module';
import { McpToolScopes } from '../scopes/mcp-tool-scopes';
import { TokenUseRecorder } from '../scopes/token-use.recorder';
import { McpEndpointService } from './mcp-endpoint.service';
import { McpTools } from './mcp-tools';
import { McpController } from './mcp.controller';
import { McpOriginMiddleware } from './mcp-origin';

/**
 * The MCP endpoint: the scheduling API's main actions as tools, under the scopes their routes
 * declare. Global for one port: the tools tell the OAuth metadata and the consent's ceiling what
 * they need (`McpToolScopes`), below them.
 */
@Global()
@Module({
  imports: [AccountsModule, MeModule, SchedulingModule, CalendarsModule, TeamsModule, ClockModule],
  controllers: [McpController],
  providers: [McpTools, McpEndpointService, TokenUseRecorder, { provide: McpToolScopes, useExisting: McpTools }],
  exports: [McpToolScopes],
})
export class McpModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // POST only: the one method the endpoint answers (405 for the others, as before).
    consumer.apply(McpOriginMiddleware).forRoutes({ path: 'mcp', method: RequestMethod.POST });
  }
}
