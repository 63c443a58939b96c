import type { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Told of every response once it has been sent, with the time it took, in seconds. */
export type ResponseObserver = (req: Request, res: Response, seconds: number) => void;

/**
 * One listener per request for whatever counts answered requests (the metrics, the apps' usage),
 * run after the response is sent, so it never holds one up. A request whose connection closed
 * before its answer was sent is not counted. An observer that throws is logged and skipped: it
 * runs from an event of the response, where an exception would take the process down.
 */
export function observeResponses(observers: readonly ResponseObserver[], logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    // `on`, not `once` (which wraps the listener): a response finishes once.
    res.on('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of observers) {
        try {
          observe(req, res, seconds);
        } catch (error) {
          logger.error({ err: error }, 'A response observer failed');
        }
      }
    });
    next();
  };
}
