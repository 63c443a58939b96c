import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { OAuthError } from '../errors/oauth-error';
import { MAX_CLIENT_ID, OAuthParams, PresentedCredentials, TokenRequest } from './token-request';

/*
 * The edge of the token, revocation and introspection endpoints: the HTTP request is read here,
 * once, into a `TokenRequest`; nothing below the controller sees Express.
 */

/** The handler's `TokenRequest`, built from the HTTP request (see `readTokenRequest`). */
export const OAuthRequest = createParamDecorator((_data: unknown, context: ExecutionContext): TokenRequest => {
  return readTokenRequest(context.switchToHttp().getRequest<Request>());
});

export function readTokenRequest(req: Request): TokenRequest {
  const params = readOAuthParams(req);
  return { params, credentials: presentedCredentials(req.headers.authorization, params), ip: req.ip ?? 'unknown' };
}

/**
 * The parameters, from an `application/x-www-form-urlencoded` body (the standard) or JSON.
 * RFC 6749 §3.1: a parameter sent twice is an error, and one sent without a value counts as omitted.
 */
function readOAuthParams(req: Request): OAuthParams {
  if (!req.is(['application/x-www-form-urlencoded', 'application/json'])) {
    throw new OAuthError('invalid_request', 'Send the parameters as application/x-www-form-urlencoded (or application/json).');
  }
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new OAuthError('invalid_request', 'The request body must be a set of parameters.');
  }
  const params: OAuthParams = {};
  const form = req.is('application/x-www-form-urlencoded');
  for (const [name, value] of Object.entries(body)) {
    // A form's repeated parameter arrives as a list; in JSON a list is just the wrong type.
    if (Array.isArray(value) && form) throw new OAuthError('invalid_request', `The ${name} parameter is sent more than once.`);
    if (typeof value !== 'string') throw new OAuthError('invalid_request', `The ${name} parameter must be a string.`);
    if (value !== '') params[name] = value;
  }
  return params;
}

function presentedCredentials(header: string | undefined, params: OAuthParams): PresentedCredentials {
  const malformed = (code: 'invalid_request' | 'invalid_client', description: string) => ({ kind: 'malformed', code, description }) as const;
  if (header === undefined) {
    if (!params.client_id) return malformed('invalid_request', 'The client_id parameter is required.');
    if (params.client_id.length > MAX_CLIENT_ID) return malformed('invalid_request', 'client_id is too long.');
    return { kind: 'presented', clientId: params.client_id, secret: params.client_secret, method: params.client_secret ? 'client_secret_post' : 'none' };
  }
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) {
    // An attempt at HTTP Basic is a failed authentication (RFC 6749 §5.2: 401 with a challenge); another scheme is the wrong request.
    if (/^Basic(\s|$)/i.test(header.trim())) return malformed('invalid_client', 'Client authentication failed: malformed HTTP Basic credentials.');
    return malformed('invalid_request', 'Authenticate the client with HTTP Basic or with client_id and client_secret in the body.');
  }
  if (match[1].length > 1024) return malformed('invalid_request', 'The HTTP Basic credentials are too long.');
  if (params.client_secret !== undefined) return malformed('invalid_request', 'Send client_secret either by HTTP Basic or in the body, not both.');
  // RFC 6749 §2.3.1: both parts are form-urlencoded before base64.
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const clientId = formDecode(colon < 0 ? '' : decoded.slice(0, colon));
  const secret = formDecode(colon < 0 ? '' : decoded.slice(colon + 1));
  if (!clientId || secret === null || clientId.length > MAX_CLIENT_ID) {
    return malformed('invalid_client', 'Client authentication failed: malformed HTTP Basic credentials.');
  }
  if (params.client_id !== undefined && params.client_id !== clientId) {
    return malformed('invalid_request', 'client_id in the body differs from the one in HTTP Basic.');
  }
  return { kind: 'presented', clientId, secret, method: 'client_secret_basic' };
}

function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
