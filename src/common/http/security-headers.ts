import type { RequestHandler, Request, Response } from 'express';
import helmet, { HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once instead of on every request. helmet is a chain of a dozen
 * middlewares that each set one header, and its Content-Security-Policy is rebuilt from the
 * directives on every call; with options that depend on nothing in the request (no nonce
 * functions), every response gets the same headers. So helmet runs once, at start-up, against a
 * recording response, and each request then gets what it recorded, in the same order: the same
 * bytes helmet would have sent. helmet stays the source of truth for which headers and values.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let done = false;
  helmet(options)({ method: 'GET', url: '/', headers: {} } as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done || set.length === 0) throw new Error('helmet did not set its headers synchronously; they cannot be worked out once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
