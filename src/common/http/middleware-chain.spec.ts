import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { forPaths, middlewareChain, underAny } from './middleware-chain';

const run = (handler: RequestHandler, path = '/') =>
  new Promise<{ error: unknown; seen: string[] }>((resolve) => {
    const req = { path, seen: [] as string[] } as unknown as Request & { seen: string[] };
    handler(req, {} as Response, ((error?: unknown) => resolve({ error, seen: req.seen })) as NextFunction);
  });
const mark = (name: string): RequestHandler => (req, _res, next) => {
  (req as unknown as { seen: string[] }).seen.push(name);
  next();
};

describe('middlewareChain', () => {
  it('runs the middlewares in order, then goes on', async () => {
    expect(await run(middlewareChain(mark('a'), mark('b'), mark('c')))).toEqual({ error: undefined, seen: ['a', 'b', 'c'] });
  });

  it('skips the rest on an error passed to next or thrown, and hands it on', async () => {
    const boom = new Error('boom');
    expect(await run(middlewareChain(mark('a'), (_q, _s, next) => next(boom), mark('c')))).toEqual({ error: boom, seen: ['a'] });
    const thrown = await run(middlewareChain(mark('a'), () => { throw boom; }, mark('c')));
    expect(thrown).toEqual({ error: boom, seen: ['a'] });
  });

  it('passes on a rejected promise as an error, even one rejected without a reason', async () => {
    const rejected = await run(middlewareChain((() => Promise.reject(undefined)) as unknown as RequestHandler, mark('b')));
    expect(rejected.seen).toEqual([]);
    expect(rejected.error).toEqual(new Error('Rejected promise'));
  });

  it('refuses an error handler, which Express would skip on the way down', () => {
    const errorHandler = ((_e: unknown, _q: Request, _s: Response, next: NextFunction) => next()) as unknown as RequestHandler;
    expect(() => middlewareChain(mark('a'), errorHandler)).toThrow(/error handler/);
  });

  it("reads next's argument as Express does: 'route' goes on, 'router' leaves", async () => {
    expect(await run(middlewareChain((_q, _s, next) => next('route'), mark('b')))).toEqual({ error: undefined, seen: ['b'] });
    expect(await run(middlewareChain((_q, _s, next) => next('router'), mark('b')))).toEqual({ error: 'router', seen: [] });
  });
});

describe('forPaths', () => {
  it('matches as app.use(paths) does: case-insensitively, at a segment boundary', () => {
    const prefixes = ['/v2', '/.well-known'];
    for (const path of ['/v2', '/v2/', '/v2/me', '/V2/ME', '/.well-known/oauth-authorization-server']) expect(underAny(path, prefixes)).toBe(true);
    for (const path of ['/', '/v2x', '/v', '/auth/v2', '/.well-knownx']) expect(underAny(path, prefixes)).toBe(false);
  });

  it('runs its middleware only there', async () => {
    expect((await run(forPaths(['/docs'], mark('docs')), '/docs/index.html')).seen).toEqual(['docs']);
    expect((await run(forPaths(['/docs'], mark('docs')), '/settings')).seen).toEqual([]);
  });
});
