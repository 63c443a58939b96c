import { OAUTH_ERROR_CODES } from '../../src/oauth/errors/oauth-error';
import type { FuzzRequest } from './arbitraries';
import { familyOf } from './operations';

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: string;
}

/** Anything that looks like a stack trace, a source location or a module path. */
const LEAK = /\n\s+at [\w.<]|\.(ts|js):\d+:\d+|node_modules|QueryFailedError|TypeError:|RangeError:/;

/**
 * What every answer owes, whatever was sent: no 5xx, no stack trace, and the error shape of the
 * route's family (RFC 6749 §5.2 on the OAuth endpoints, the JSON envelope under /v2, a page for
 * pages; at /mcp, the envelope when refused before the MCP server, else a JSON-RPC error). Returns
 * the problems found (none: the answer is fine).
 */
export function problemsWith(req: FuzzRequest, res: FuzzResponse): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (LEAK.test(res.body)) problems.push('the body leaks a stack trace or source path');
  if (res.status < 400) return problems;
  const family = familyOf(req.op);
  const json = parse(res.body);
  if (family === 'oauth') {
    const ok = isRecord(json) && typeof json.error === 'string' && OAUTH_ERROR_CODES.includes(json.error as never) &&
      (json.error_description === undefined || typeof json.error_description === 'string') &&
      Object.keys(json).every((k) => k === 'error' || k === 'error_description');
    if (!ok) problems.push(`not an RFC 6749 §5.2 error: ${res.body.slice(0, 200)}`);
  } else if (family === 'mcp') {
    if (!isEnvelope(json) && !isJsonRpcError(json)) problems.push(`neither the error envelope nor a JSON-RPC error: ${res.body.slice(0, 200)}`);
  } else if (family === 'page' && res.contentType.startsWith('text/html')) {
    // A page may always answer with a page (a form shown again with its problems, an error page).
  } else if (family === 'page' && req.op.path.startsWith('/v2/') && isEnvelope(json)) {
    // A page under /v2 (a calendar provider's return): a request refused before routing (a reserved
    // name or a NUL in its query) is answered by its path's family, as the route is not known yet.
  } else if (family === 'page' && !sentJson(req) && req.headers.accept !== 'application/json') {
    problems.push(`a page answered ${res.contentType || 'no content type'}: ${res.body.slice(0, 200)}`);
  } else if (!isEnvelope(json)) {
    problems.push(`not the error envelope: ${res.body.slice(0, 200)}`);
  }
  return problems;
}

/** Scripts that send JSON to a page's route (sign-in, sign-up), or ask for JSON, may get the JSON envelope instead of a page. */
function sentJson(req: FuzzRequest): boolean {
  return req.bodyType === 'application/json';
}

function isEnvelope(json: unknown): boolean {
  if (!isRecord(json) || json.status !== 'error' || Object.keys(json).length !== 2 || !isRecord(json.error)) return false;
  const { code, message } = json.error;
  return typeof code === 'string' && typeof message === 'string' && Object.keys(json.error).length === 2;
}

/** A JSON-RPC 2.0 error response (§5.1). */
export function isJsonRpcError(json: unknown): boolean {
  return isRecord(json) && json.jsonrpc === '2.0' && isRecord(json.error) && typeof json.error.code === 'number' && typeof json.error.message === 'string';
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
