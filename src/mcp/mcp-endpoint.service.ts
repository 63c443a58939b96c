import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { DomainError } from '../common/errors/domain-errors';
import type { AuthPrincipal } from '../scopes/auth-principal';
import { InsufficientScopeError } from '../scopes/bearer-errors';
import { missingScopes } from '../scopes/scope-check';
import { TokenUseRecorder } from '../scopes/token-use.recorder';
import { type ExchangeAnswer, type ExchangeRequest, JsonRpcExchanges } from './json-rpc-exchange';
import { McpTools, type McpTool } from './mcp-tools';

const SERVER_INFO = { name: 'scheduling', version: '1.0.0' };

/** Who a request acts for, and the note its log line carries. */
interface Caller {
  auth: AuthPrincipal;
  note: Record<string, unknown>;
}

/**
 * The MCP server every request talks to, stateless: nothing of a session is kept between requests.
 * One SDK low-level `Server`, made at start-up, with two handlers: `tools/list`, which
 * answers a list made once at start-up, and `tools/call`. The list holds every tool, each with the
 * scopes it needs in `_meta.scopes`: an assistant sees what exists and steps up (from the 403 a
 * call beyond its token's scopes gets) instead of never learning of a tool. Nothing changes
 * between requests, so `tools.listChanged` is not advertised.
 *
 * Not the SDK's `McpServer`: it registers each tool on each request, converts their zod schemas
 * to JSON Schema on every `tools/list` and parses arguments with zod before our DTO parses them
 * again, which made a tool call cost 2.5 times the REST route it calls.
 */
@Injectable()
export class McpEndpointService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mcp');
  private readonly list: Tool[];
  /** Every tool by its name: a name that is no tool finds nothing (not even an object's own properties). */
  private readonly byName: ReadonlyMap<string, McpTool>;
  // The SDK's server builds a JSON Schema validator (an Ajv instance with its formats) unless given
  // one: several milliseconds of CPU on every request of a stateless endpoint. It only caches what
  // it compiles, so one serves every request.
  private readonly validator = new AjvJsonSchemaValidator();

  /**
   * One server for every request, connected once to the transport every POST goes through. It
   * keeps nothing of one caller for the next: the caller travels with each request (the
   * transport's context for its id), and the only state an `initialize` leaves on it (the client's
   * capabilities) is consulted only before the server sends a request of its own, which it never does.
   */
  private readonly server = new Server(SERVER_INFO, { capabilities: { tools: {} }, jsonSchemaValidator: this.validator });
  private readonly exchanges = new JsonRpcExchanges<Caller>();

  constructor(
    private readonly tools: McpTools,
    private readonly uses: TokenUseRecorder,
  ) {
    this.list = Object.entries(tools.all).map(([name, tool]) => ({
      name,
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input.jsonSchema,
      annotations: { readOnlyHint: tool.readOnly, openWorldHint: false },
      _meta: { scopes: [...tool.scopes] },
    }));
    this.byName = new Map(Object.entries(tools.all));
  }

  onModuleInit(): void {
    this.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: this.list }));
    this.server.setRequestHandler(CallToolRequestSchema, ({ params }, { requestId }) => {
      const caller = this.exchanges.contextOf(requestId);
      if (!caller) throw new RpcError(ErrorCode.InternalError, 'The request is no longer waiting for its answer.');
      const tool = this.byName.get(params.name);
      if (!tool) throw new RpcError(ErrorCode.InvalidParams, `Unknown tool: ${params.name}. tools/list names them.`);
      return this.call(caller.auth, params.name, tool, params.arguments ?? {}, caller.note);
    });
    // The transport starts synchronously; `connect` only wires its callbacks.
    void this.server.connect(this.exchanges);
  }

  async onModuleDestroy(): Promise<void> {
    await this.server.close();
  }

  /**
   * What the SDK would answer badly, answered here first. (A batch never gets here: the body parser
   * refuses what is not an object, which the MCP error family answers as an invalid request.) A
   * `tools/call` whose `params` are malformed (no tool name, `arguments` that is not an object):
   * the SDK's own parse would throw and answer -32603 with zod's whole report; it is invalid params
   * (-32602, JSON-RPC 2.0 §5.1), in one line, with the request's id.
   */
  refusal(body: unknown): { status: number; body: object } | undefined {
    if (typeof body !== 'object' || body === null || (body as { method?: unknown }).method !== 'tools/call') return undefined;
    const { id, params } = body as { id?: unknown; params?: unknown };
    const problem =
      typeof params !== 'object' || params === null || Array.isArray(params)
        ? 'params must be an object with the tool name and its arguments.'
        : typeof (params as { name?: unknown }).name !== 'string'
          ? 'params.name must be the name of a tool (a string).'
          : !isArgumentsObject((params as { arguments?: unknown }).arguments)
            ? 'params.arguments must be an object of the tool\'s arguments (or left out when it takes none).'
            : undefined;
    const requestId = typeof id === 'string' || typeof id === 'number' ? id : null;
    return problem ? { status: 200, body: rpcError(requestId, ErrorCode.InvalidParams, problem) } : undefined;
  }

  /**
   * Refuses, before the MCP server sees it, a `tools/call` of a tool the token lacks a scope for:
   * HTTP 403 `insufficient_scope` naming the scopes (RFC 6750 §3.1), so an MCP client can step up
   * as it would at any route (MCP authorization, "Scope challenge handling"). An unknown tool is
   * left to the server, which answers a JSON-RPC error.
   */
  assertMayCall(auth: AuthPrincipal, message: unknown): void {
    const name = toolCalled(message);
    const needed = name === undefined ? undefined : this.byName.get(name)?.scopes;
    if (!needed) return;
    const missing = missingScopes(auth, needed);
    if (missing.length > 0) throw new InsufficientScopeError(needed, missing);
  }

  /**
   * The HTTP answer to one POST, from the one server, acting for this token. What a tool call did
   * (which tool, for whom, its outcome) is written into `note`, which the request's own log line
   * carries: one line per call, not a second one.
   */
  answer(auth: AuthPrincipal, request: ExchangeRequest, note: Record<string, unknown> = {}): Promise<ExchangeAnswer> {
    return this.exchanges.exchange(request, { auth, note });
  }

  /**
   * A tool's refusal (bad arguments, not found, a conflict) is a tool error with the message the
   * REST route would give (MCP: errors the model can act on are results, not protocol errors).
   * Anything else is logged and answered without its details.
   */
  private async call(auth: AuthPrincipal, name: string, tool: McpTool, args: unknown, note: Record<string, unknown>): Promise<CallToolResult> {
    const who = { tool: name, userId: auth.userId, clientId: auth.clientId };
    try {
      // Each call is told to the app's usage, and one that writes to the person's activity.
      const { structured, text } = await this.uses.toolCall(auth, { name, readOnly: tool.readOnly, scopes: tool.scopes }, args, () => tool.run(auth, tool.input.parse(args)));
      Object.assign(note, who, { outcome: 'ok' });
      return { structuredContent: structured, content: [{ type: 'text', text }] };
    } catch (error) {
      if (error instanceof DomainError) {
        Object.assign(note, who, { outcome: error.code });
        return { isError: true, content: [{ type: 'text', text: error.message }] };
      }
      this.logger.error({ ...who, err: error }, 'MCP tool call failed');
      return { isError: true, content: [{ type: 'text', text: 'The tool failed on the server. Try again later.' }] };
    }
  }
}

/**
 * A JSON-RPC error for the SDK's server to answer with: it sends any error's `code` and `message`.
 * Not the SDK's `McpError`, whose message starts "MCP error <code>: " (a client that wraps it again
 * shows the prefix twice).
 */
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const rpcError = (id: string | number | null, code: ErrorCode, message: string) => ({ jsonrpc: '2.0', id, error: { code, message } });

const isArgumentsObject = (value: unknown) => value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value));

function toolCalled(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { method, params } = message as { method?: unknown; params?: { name?: unknown } };
  if (method !== 'tools/call' || typeof params !== 'object' || params === null) return undefined;
  return typeof params.name === 'string' ? params.name : undefined;
}
