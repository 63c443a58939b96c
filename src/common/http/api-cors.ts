import cors from 'cors';
import type { RequestHandler } from 'express';
import { forPaths, underAny } from './middleware-chain';

/**
 * Browser apps (public clients with PKCE) call the token endpoint, discovery and the bearer API from
 * their own origin. CORS there is credential-less: cookies never ride along, so it opens nothing a
 * session could be abused through; first-party routes keep their Origin check.
 */
const CORS_PATHS = ['/v2', '/.well-known', '/mcp'];

const CORS_OPTIONS: cors.CorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'POST', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'cal-api-version'],
  exposedHeaders: ['WWW-Authenticate', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'X-Request-Id'],
  maxAge: 600,
};

/**
 * The MCP endpoint's CORS (MCP transport specification): a browser-based MCP client sends the
 * protocol version and session headers and reads the session id and the challenge. Only origins
 * the endpoint accepts (its Origin rule) are told they may call it.
 */
const mcpCorsOptions = (originAllowed: (origin: string) => boolean): cors.CorsOptions => ({
  ...CORS_OPTIONS,
  origin: (origin, callback) => callback(null, origin !== undefined && originAllowed(origin)),
  methods: ['GET', 'POST', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'MCP-Protocol-Version', 'Mcp-Session-Id', 'Last-Event-ID'],
  exposedHeaders: [...(CORS_OPTIONS.exposedHeaders as string[]), 'Mcp-Session-Id'],
});

/** The API's CORS, on its paths only (it answers their OPTIONS requests itself, with 204). */
export function apiCors(mcpOriginAllowed: (origin: string) => boolean): RequestHandler {
  const api = forPaths(['/v2', '/.well-known'], cors(CORS_OPTIONS));
  const mcpCors = cors(mcpCorsOptions(mcpOriginAllowed));
  // A preflight from an origin the endpoint refuses: a plain 403 without CORS headers (the browser
  // then sends nothing), rather than falling through to a 404 that reads as "no such endpoint".
  const mcp = forPaths(['/mcp'], (req, res, next) => {
    const origin = req.headers.origin;
    if (req.method === 'OPTIONS' && origin !== undefined && !mcpOriginAllowed(origin)) {
      res.status(403).end();
      return;
    }
    mcpCors(req, res, next);
  });
  return (req, res, next) => mcp(req, res, () => api(req, res, next));
}

/**
 * The methods a path answers, for `Allow` (RFC 9110 §10.2.1): its routes' methods, and OPTIONS
 * where CORS answers it, since a 405 that left it out would say a working method does not exist.
 */
export function answeredMethods(path: string, routeMethods: string[]): string[] {
  if (routeMethods.length === 0 || !underAny(path, CORS_PATHS)) return routeMethods;
  return [...new Set([...routeMethods, 'OPTIONS'])].sort();
}
