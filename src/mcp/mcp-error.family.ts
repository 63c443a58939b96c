import type { Response } from 'express';
import type { ErrorFamily, ErrorShape } from '../common/errors/all-exceptions.filter';
import { NOT_AN_OBJECT } from '../common/http/body-parsers';

/** The endpoint's path, without case, as routes are matched. */
const MCP_PATH = /^\/mcp\/?$/i;

/** JSON-RPC 2.0's codes for what is refused before a message is read (§5.1), as the SDK's transport uses them. */
const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;
const REFUSED = -32000;
const INTERNAL_ERROR = -32603;

/**
 * The body of an error at `/mcp` that no JSON-RPC message answers (a refused token, a malformed
 * body, a rate limit, an outage): a JSON-RPC error with no id, as MCP clients parse it. Broken JSON
 * is JSON-RPC's parse error; JSON that is no object (a batch, above all: MCP 2025-06-18 removed
 * them) is an invalid request. Our own code and the HTTP status travel in `data`.
 */
export function mcpErrorBody(error: ErrorShape) {
  if (error.message === NOT_AN_OBJECT) {
    const message = 'Send one JSON-RPC message (an object) per request: batches are not supported (MCP 2025-06-18 removed them).';
    return { jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message, data: { status: error.status, code: error.code } } };
  }
  const code = error.code === 'invalid_json' ? PARSE_ERROR : error.status >= 500 ? INTERNAL_ERROR : REFUSED;
  return { jsonrpc: '2.0', id: null, error: { code, message: error.message, data: { status: error.status, code: error.code } } };
}

/**
 * Every error at `/mcp` raised outside the SDK's transport (the bearer guard, the rate limit, the
 * body parser, the router) in JSON-RPC's shape, whatever raised it. The endpoint is not in the
 * OpenAPI document (its schema is `tools/list`), so the family documents no schema there.
 */
export const MCP_ERROR_FAMILY: ErrorFamily = {
  name: 'MCP endpoint',
  matches: (path) => MCP_PATH.test(path),
  render(res: Response, error: ErrorShape): void {
    res.json(mcpErrorBody(error));
  },
};
