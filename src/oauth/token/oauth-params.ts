import type { Request } from 'express';
import { OAuthError } from '../errors/oauth-error';

export type OAuthParams = Partial<Record<string, string>>;

/**
 * The parameters of a token, revocation or introspection request: from an
 * `application/x-www-form-urlencoded` body (the standard) or JSON. RFC 6749 §3.1: a parameter
 * sent twice is an error, and one sent without a value counts as omitted.
 */
export function readOAuthParams(req: Request): OAuthParams {
  if (!req.is(['application/x-www-form-urlencoded', 'application/json'])) {
    throw new OAuthError('invalid_request', 'Send the parameters as application/x-www-form-urlencoded (or application/json).');
  }
  const body: unknown = req.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new OAuthError('invalid_request', 'The request body must be a set of parameters.');
  }
  const params: OAuthParams = {};
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) throw new OAuthError('invalid_request', `The ${name} parameter is sent more than once.`);
    if (typeof value !== 'string') throw new OAuthError('invalid_request', `The ${name} parameter must be a string.`);
    if (value !== '') params[name] = value;
  }
  return params;
}

export function required(params: OAuthParams, name: string): string {
  const value = params[name];
  if (value === undefined) throw new OAuthError('invalid_request', `The ${name} parameter is required.`);
  return value;
}
