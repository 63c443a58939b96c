import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middlewares as one Express layer, run in order. Every layer of Express's router costs
 * its own dispatch on every request (a path match, a try/catch, a promise check); the middlewares
 * that run ahead of every route share one. An error, thrown or passed to `next`, skips the rest,
 * as it would skip the later layers, and goes to Express's error handling.
 */
export function middlewareChain(...handlers: RequestHandler[]): RequestHandler {
  // Express tells error handlers by their four parameters and skips them on the way down; a chain has none.
  if (handlers.some((h) => h.length > 3)) throw new Error('An error handler (four parameters) cannot be part of a middleware chain.');
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      // As Express's router reads what a middleware passes on: nothing (or 'route') goes on, 'router' leaves the router.
      if (error && error !== 'route') return next(error);
      const handler = handlers[index++];
      if (handler === undefined) return next();
      try {
        const result = handler(req, res, step) as unknown;
        // As Express: a rejection is an error, even one without a reason.
        if (result instanceof Promise) result.then(undefined, (reason: unknown) => next(reason || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

/**
 * A middleware that runs only for paths under one of the prefixes, matched as `app.use(paths, …)`
 * matches them: case-insensitively and at a segment boundary (`/v2` takes `/v2` and `/v2/me`, not
 * `/v2x`).
 */
export function forPaths(prefixes: readonly string[], handler: RequestHandler): RequestHandler {
  const lowered = prefixes.map((p) => p.toLowerCase());
  return (req, res, next) => (underAny(req.path, lowered) ? handler(req, res, next) : next());
}

export function underAny(path: string, loweredPrefixes: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return loweredPrefixes.some((p) => lower === p || (lower.startsWith(p) && lower.charCodeAt(p.length) === 47 /* / */));
}
