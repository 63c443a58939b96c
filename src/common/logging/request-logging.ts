import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger as Pino } from 'pino';
// nestjs-pino's `PinoLogger` (behind Nest's logger) reads the request's logger from this store.
import { Store, storage } from 'nestjs-pino/storage';

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * What `PinoLogger` finds while a request runs: a logger that adds the request (id, method, URL) to
 * every line. It is made only if something logs, so a request that logs nothing pays for no child.
 */
class RequestLogContext implements Store {
  readonly responseLogger = undefined;
  private child?: Pino;

  constructor(
    private readonly root: Pino,
    private readonly req: Request,
  ) {}

  get logger(): Pino {
    return (this.child ??= this.root.child({ req: this.req }));
  }

  set logger(logger: Pino) {
    this.child = logger;
  }

  /** The line that ends the request, at the level its status calls for. */
  finished(req: Request, res: Response, started: number): void {
    const status = res.statusCode;
    const responseTime = Date.now() - started;
    // The request first, as in the lines logged during it (where the child logger carries it).
    const fields: Record<string, unknown> = this.child ? { res, responseTime } : { req, res, responseTime };
    // What the handler had to say about the request (an MCP tool call: which tool, its outcome), in this one line.
    const noted = (res.locals as { logFields?: Record<string, unknown> }).logFields;
    if (noted) Object.assign(fields, noted);
    const log = this.child ?? this.root;
    // A 503 is an outage the exception filter has already reported, once, as a warning (see
    // docs/decisions.md, "Outages"): not an error of ours, and a made-up stack says nothing.
    if (status >= 500 && status !== 503) {
      fields.err = new Error(`failed with status code ${status}`);
      log.error(fields, 'request errored');
    } else {
      log[status >= 400 ? 'warn' : 'info'](fields, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
    }
  }
}

/**
 * The request log, as one Express middleware at the head of the pipeline: gives the request an id
 * (its `X-Request-Id` when that looks like one, else a new UUID) and echoes it back, runs the rest
 * of the request with a logger that names it, and writes one line when the response ends
 * (`/health` is not logged: probes would drown the rest).
 */
export function requestLogging(root: Pino): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const context = new RequestLogContext(root, req);
    if (req.url !== '/health') {
      const started = Date.now();
      let logged = false;
      const done = () => {
        if (logged) return;
        logged = true;
        context.finished(req, res, started);
      };
      res.once('finish', done);
      res.once('close', done);
    }
    storage.run(context, next);
  };
}
