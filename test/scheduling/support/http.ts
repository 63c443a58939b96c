import request from 'supertest';
import type { TestApp } from '../../setup/test-app';

export interface Call {
  path: string;
  body?: object;
}

/** One request over real HTTP, with a bearer token when given. */
export function send(t: TestApp, method: string, call: Call, token?: string): request.Test {
  const req = request(t.url)[method.toLowerCase() as 'get'](call.path);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return call.body === undefined ? req : req.send(call.body);
}

/** A client for the /v2 API acting with one token (or none). */
export function apiAs(t: TestApp, token?: string) {
  const call = (method: string) => (path: string, body?: object) => send(t, method, { path, body }, token);
  return { get: call('GET'), post: call('POST'), patch: call('PATCH'), delete: call('DELETE') };
}
