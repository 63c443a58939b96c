import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { DomainError } from '../common/errors/domain-errors';
import type { AuthPrincipal } from '../scopes/auth-principal';
import { InsufficientScopeError } from '../scopes/bearer-errors';
import { MCP_TOOL_ACCESS, mcpToolScopes } from '../scopes/mcp-tool-scopes';
import { missingScopes } from '../scopes/scope-check';
import { TokenUseRecorder } from '../scopes/token-use.recorder';
import { McpTools } from './mcp-tools';

const SERVER_INFO = { name: 'scheduling', version: '1.0.0' };

/**
 * The MCP server a request talks to. Stateless (the SDK's documented pattern): every request gets a
 * server of its own, holding only the tools its token may call, so `tools/list` is filtered by the
 * same check that refuses a call.
 */
@Injectable()
export class McpEndpointService implements OnModuleInit {
  private readonly logger = new Logger('Mcp');
  // The SDK's server builds a JSON Schema validator (an Ajv instance with its formats) unless given
  // one: several milliseconds of CPU on every request of a stateless endpoint. It only caches what
  // it compiles, so one serves every request.
  private readonly validator = new AjvJsonSchemaValidator();

  constructor(
    private readonly tools: McpTools,
    private readonly uses: TokenUseRecorder,
  ) {}

  /** As for routes: a tool without a declared access rule, or a declaration without a tool, stops start-up. */
  onModuleInit(): void {
    const implemented = Object.keys(this.tools.all);
    const declared = Object.keys(MCP_TOOL_ACCESS);
    const problems = [
      ...implemented.filter((name) => !declared.includes(name)).map((name) => `tool ${name} declares no scopes (scopes/mcp-tool-scopes.ts)`),
      ...declared.filter((name) => !implemented.includes(name)).map((name) => `scopes are declared for ${name}, which is no tool`),
    ];
    if (problems.length > 0) throw new Error(`Refusing to start: every MCP tool must declare its scopes.\n  ${problems.join('\n  ')}`);
  }

  /**
   * Refuses, before the MCP server sees it, a `tools/call` of a tool the token lacks a scope for:
   * HTTP 403 `insufficient_scope` naming the scopes (RFC 6750 §3.1), so an MCP client can step up
   * as it would at any route (MCP authorization, "Scope challenge handling"). An unknown tool is
   * left to the server, which answers a JSON-RPC error.
   */
  assertMayCall(auth: AuthPrincipal, body: unknown): void {
    for (const message of Array.isArray(body) ? body : [body]) {
      const name = toolCalled(message);
      const needed = name === undefined ? undefined : mcpToolScopes(name);
      if (!needed) continue;
      const missing = missingScopes(auth, needed);
      if (missing.length > 0) throw new InsufficientScopeError(needed, missing);
    }
  }

  /** A server with the tools this token may call. */
  serverFor(auth: AuthPrincipal): McpServer {
    const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, jsonSchemaValidator: this.validator });
    for (const [name, tool] of Object.entries(this.tools.all)) {
      if (missingScopes(auth, mcpToolScopes(name) ?? ['(undeclared)']).length > 0) continue;
      server.registerTool(
        name,
        { title: tool.title, description: tool.description, inputSchema: tool.input.accepting, annotations: { readOnlyHint: tool.readOnly, openWorldHint: false } },
        // Each call is told to the app's usage, and one that writes to the person's activity.
        async (args: unknown) => this.call(auth, name, () => this.uses.toolCall(auth, { name, readOnly: tool.readOnly }, args, () => tool.run(auth, tool.input.parse(args)))),
      );
    }
    return server;
  }

  /**
   * A tool's refusal (bad arguments, not found, a conflict) is a tool error with the message the
   * REST route would give (MCP: errors the model can act on are results, not protocol errors).
   * Anything else is logged and answered without its details.
   */
  private async call(auth: AuthPrincipal, name: string, run: () => Promise<{ structured: Record<string, unknown>; text: string }>): Promise<CallToolResult> {
    const who = { tool: name, userId: auth.userId, clientId: auth.clientId };
    try {
      const { structured, text } = await run();
      this.logger.log({ ...who, outcome: 'ok' }, 'MCP tool call');
      return { structuredContent: structured, content: [{ type: 'text', text }] };
    } catch (error) {
      if (error instanceof DomainError) {
        this.logger.log({ ...who, outcome: error.code }, 'MCP tool call refused');
        return { isError: true, content: [{ type: 'text', text: error.message }] };
      }
      this.logger.error({ ...who, err: error }, 'MCP tool call failed');
      return { isError: true, content: [{ type: 'text', text: 'The tool failed on the server. Try again later.' }] };
    }
  }
}

function toolCalled(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  if (method !== 'tools/call' || typeof params !== 'object' || params === null) return undefined;
  return typeof params.name === 'string' ? params.name : undefined;
}
