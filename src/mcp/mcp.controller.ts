import { Body, Controller, Delete, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MethodNotAllowedError } from '../common/errors/domain-errors';
import { sendJson } from '../common/http/lean-express.adapter';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireToken } from '../scopes/require-scopes.decorator';
import { McpEndpointService } from './mcp-endpoint.service';

/**
 * `{BASE_URL}/mcp`: MCP over Streamable HTTP, stateless, answering JSON (no session, no stream to
 * resume), so only POST is served: GET and DELETE answer 405, as the transport specification has a
 * server without streams or sessions do, once the caller has a token. The route takes any valid
 * access token for `/mcp`; each tool then needs its own scopes. The protocol has its own document (the tools' JSON Schemas in
 * `tools/list`), so the route is left out of the OpenAPI one.
 */
@ApiExcludeController()
@Controller('mcp')
export class McpController {
  constructor(private readonly endpoint: McpEndpointService) {}

  @Post() // answered through `res`: 200 with the response, or 202 for a notification
  @RequireToken()
  async handle(@CurrentAuth() auth: AuthPrincipal, @Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
    const refusal = this.endpoint.refusal(body);
    if (refusal) {
      sendJson(res, refusal.status, refusal.body);
      return;
    }
    this.endpoint.assertMayCall(auth, body);
    const note: Record<string, unknown> = {};
    res.locals.logFields = note;
    const version = req.headers['mcp-protocol-version'];
    const answer = await this.endpoint.answer(
      auth,
      { accept: req.headers.accept, contentType: req.headers['content-type'], protocolVersion: typeof version === 'string' ? version : undefined, body },
      note,
    );
    if (answer.body) sendJson(res, answer.status, answer.body);
    else res.status(answer.status).end();
  }

  /**
   * Without a token, GET and DELETE get the 401 every request here gets, with the `scope` to ask
   * for, before they learn the method is refused. mcp-remote probes with a GET: finding no challenge
   * it asks for the resource metadata's `scopes_supported` instead, which grows when an
   * administrator widens the registration policy, and on its next start it then drops its stored
   * tokens and sends the person to consent again.
   */
  @Get()
  @RequireToken()
  refuseStream(@Req() req: Request): never {
    throw new MethodNotAllowedError(req.method, ALLOWED);
  }

  @Delete()
  @RequireToken()
  refuseSessionEnd(@Req() req: Request): never {
    throw new MethodNotAllowedError(req.method, ALLOWED);
  }
}

/** What the path answers, as the 405 the router gives other methods here says it (CORS answers OPTIONS). */
const ALLOWED = ['OPTIONS', 'POST'];
