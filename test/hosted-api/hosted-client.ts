import request from 'supertest';
import type { TestApp } from '../setup/test-app';

/**
 * Requests as the hosted product's API v2 documentation writes them: the bearer token, the
 * `cal-api-version` header of the resource (none for the unversioned ones, which still send one in
 * the SDKs: any value), and JSON bodies.
 */
export const VERSIONS = { bookings: '2024-08-13', eventTypes: '2024-06-14', schedules: '2024-06-11', slots: '2024-09-04' } as const;

export function hostedClient(t: TestApp, token?: string) {
  const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, version: string | undefined) => {
    let req = request(t.url)[method](path);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return version === undefined ? req : req.set('cal-api-version', version);
  };
  return {
    get: (path: string, version?: string) => call('get', path, version),
    post: (path: string, version?: string) => call('post', path, version).set('Content-Type', 'application/json'),
    patch: (path: string, version?: string) => call('patch', path, version).set('Content-Type', 'application/json'),
    delete: (path: string, version?: string) => call('delete', path, version),
  };
}

/** The hosted product's error body. */
export const hostedError = (status: number, path: string) =>
  expect.objectContaining({ status: 'error', timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), path, error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
