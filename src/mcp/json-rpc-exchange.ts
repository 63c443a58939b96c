import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, isInitializeRequest, JSONRPCMessageSchema, SUPPORTED_PROTOCOL_VERSIONS, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** What one POST to the endpoint answers: a status, and a JSON body or none (202). */
export interface ExchangeAnswer {
  status: number;
  body?: object;
}

/** The request's side of the exchange, as the HTTP layer read it. */
export interface ExchangeRequest {
  accept: string | undefined;
  contentType: string | undefined;
  protocolVersion: string | undefined;
  body: unknown;
}

const refusal = (status: number, code: number, message: string): ExchangeAnswer => ({ status, body: { jsonrpc: '2.0', id: null, error: { code, message } } });

/**
 * MCP's Streamable HTTP transport, stateless and answered in JSON: one long-lived SDK `Server` is
 * connected to it once, and each POST hands it the request's one message and waits for its answer,
 * which becomes the HTTP response. This is the SDK's transport interface (`Transport`), implemented
 * for exactly the case this endpoint serves, so no request pays for what it never uses: the SDK's
 * own HTTP transport turns every Node request into a Web `Request` and its answer back (through
 * `@hono/node-server`), keeps stream and session tables, and a server made per request registers
 * its handlers again each time; together they made a tool call cost more than twice the REST call
 * it wraps.
 *
 * Many requests are in flight on the one server at once, from many clients whose JSON-RPC ids may
 * be alike (most start at 0 or 1). So each request reaches the server under an id of the
 * transport's own, unique while it is in flight, and its answer is given back the client's id: the
 * server's per-request state (its abort controllers, keyed by id) never mixes two clients.
 *
 * The transport's rules are the specification's (Streamable HTTP, 2025-03-26 to 2025-11-25) and
 * answer as the SDK's transport does: `Accept` must list both `application/json` and
 * `text/event-stream` (406); the body is `application/json` (415) and one JSON-RPC message
 * (batches were removed in 2025-06-18; the body parser refuses what is not an object); an
 * `MCP-Protocol-Version` header names a version the SDK supports (400); notifications and responses are accepted with 202 and no body; a
 * request is answered 200 with its response. No session is kept, so none is named or checked, and
 * nothing the server would push (a request to the client, a notification) has a stream to go to:
 * the tools never do either.
 */
export class JsonRpcExchanges<Context> implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly waiting = new Map<number, { id: string | number; context: Context; answer: (message: JSONRPCMessage) => void }>();
  private nextId = 0;

  async start(): Promise<void> {}

  async send(message: JSONRPCMessage): Promise<void> {
    if (!('id' in message) || 'method' in message || typeof message.id !== 'number') return;
    const request = this.waiting.get(message.id);
    if (!request) return;
    this.waiting.delete(message.id);
    request.answer({ ...message, id: request.id });
  }

  async close(): Promise<void> {
    this.onclose?.();
  }

  /**
   * What the request the server knows by `requestId` (its handlers' `extra.requestId`) was sent
   * with: the caller, for the tools to act for.
   */
  contextOf(requestId: string | number): Context | undefined {
    return typeof requestId === 'number' ? this.waiting.get(requestId)?.context : undefined;
  }

  /**
   * The HTTP answer to one POST, once the connected server has handled its message. Notifications
   * carry no context: none of them is acted on for a caller.
   */
  async exchange(request: ExchangeRequest, context: Context): Promise<ExchangeAnswer> {
    const accept = request.accept ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      return refusal(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
    }
    if (!isJsonContentType(request.contentType)) return refusal(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
    const parsed = JSONRPCMessageSchema.safeParse(request.body);
    if (!parsed.success) return refusal(400, ErrorCode.InvalidRequest, 'Invalid Request: the body is not a JSON-RPC 2.0 message.');
    const message = parsed.data;
    const version = request.protocolVersion;
    if (!isInitializeRequest(message) && version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
      return refusal(400, -32000, `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`);
    }
    if (!('method' in message) || !('id' in message)) {
      // A notification, or a response to a request the server never sent: nothing waits for it.
      if ('method' in message) this.onmessage?.(message);
      return { status: 202 };
    }
    const id = this.nextId;
    this.nextId = id === Number.MAX_SAFE_INTEGER ? 0 : id + 1;
    const response = new Promise<JSONRPCMessage>((answer) => this.waiting.set(id, { id: message.id, context, answer }));
    this.onmessage?.({ ...message, id });
    return { status: 200, body: await response };
  }
}
