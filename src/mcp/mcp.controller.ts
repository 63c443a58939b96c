import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireToken } from '../scopes/require-scopes.decorator';
import { McpEndpointService } from './mcp-endpoint.service';

/**
 * `{BASE_URL}/mcp`: MCP over Streamable HTTP, stateless, answering JSON (no session, no stream to
 * resume), so only POST exists: GET and DELETE answer 405, as the transport specification has a
 * server without streams or sessions do. The route takes any valid access token for `/mcp`; each
 * tool then needs its own scopes. The protocol has its own document (the tools' JSON Schemas in
 * `tools/list`), so the route is left out of the OpenAPI one.
 */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  constructor(private readonly endpoint: McpEndpointService) {}

  @Post() // the transport answers itself (200, or 202 for a notification), through `res`
  @RequireToken()
  async handle(@CurrentAuth() auth: AuthPrincipal, @Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
    const refusal = this.endpoint.refusal(body);
    if (refusal) {
      res.status(refusal.status).json(refusal.body);
      return;
    }
    this.endpoint.assertMayCall(auth, body);
    const server = this.endpoint.serverFor(auth);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    // The principal reaches the tools through `serverFor`; the SDK's own `req.auth` (its AuthInfo) is not used.
    await transport.handleRequest(req as IncomingMessage, res, body);
  }
}
