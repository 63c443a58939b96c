import type { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Told of every response once it has been sent, with the time it took, in seconds. */
export type ResponseObserver = (req: Request, res: Response, seconds: number) => void;

const STARTED = 'observedSince';

/**
 * One listener per request for whatever counts answered requests (the metrics, the apps' usage),
 * run after the response is sent, so it never holds one up. A request whose connection closed
 * before its answer was sent is not counted. An observer that throws is logged and skipped: it
 * runs from an event of the response, where an exception would take the process down.
 *
 * Every request passes here, so it makes nothing per request: one listener function for all of
 * them (called on the response), and the start time in the response's `locals`.
 */
export function observeResponses(observers: readonly ResponseObserver[], logger: Logger): RequestHandler {
  function finished(this: Response): void {
    const seconds = (performance.now() - (this.locals[STARTED] as number)) / 1000;
    for (const observe of observers) {
      try {
        observe(this.req, this, seconds);
      } catch (error) {
        logger.error({ err: error }, 'A response observer failed');
      }
    }
  }
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals[STARTED] = performance.now();
    res.on('finish', finished);
    next();
  };
}
