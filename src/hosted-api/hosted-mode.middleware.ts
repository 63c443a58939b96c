import type { Request, RequestHandler, Response } from 'express';
import { hostedError, hostedStatus, rewriteError } from './hosted-errors';
import { hostedResourceOf, type HostedResource, VERSION_HEADER, versionProblem } from './versions';

/** A request answered in the hosted product's shapes: its resource and the version asked for. */
export interface HostedMode {
  resource: HostedResource;
  version: string;
}

const modes = new WeakMap<Request, HostedMode>();
const statuses = new WeakMap<Response, number>();

/** The success status the hosted product answers where ours differs (a DELETE's 200 with the object, not our 204). */
export function answerWithStatus(res: Response, status: number): void {
  statuses.set(res, status);
}

/** The hosted mode of a request, if it carries the version header on a hosted resource's path. */
export function hostedModeOf(req: Request): HostedMode | undefined {
  return modes.get(req);
}

/**
 * Ahead of the body and the routes: a request with `cal-api-version` on one of the hosted API's
 * paths is marked for the hosted shapes, or refused (400) when the version is not one this server
 * speaks for that resource. Its answer's error body is rewritten into the hosted product's (with
 * `timestamp` and `path`, validation as 400), whoever raised it (the bearer guard, the body
 * reader, the pipe); and a success is given the hosted product's status where a mapping names
 * one (a DELETE's 200 with the object, where ours is a 204 without a body).
 * Without the header nothing here runs.
 */
export function hostedApiMode(): RequestHandler {
  return (req, res, next) => {
    const raw = req.headers[VERSION_HEADER];
    if (raw === undefined) return next();
    const resource = hostedResourceOf(req.path);
    if (!resource) return next();
    const version = Array.isArray(raw) ? raw.join(',') : raw;
    const problem = versionProblem(resource, version);
    if (problem) {
      res.status(400).json(hostedError(400, req.originalUrl, problem));
      return;
    }
    modes.set(req, { resource, version });
    answerInHostedShapes(req, res);
    next();
  };
}

function answerInHostedShapes(req: Request, res: Response): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (res.headersSent || (typeof chunk !== 'string' && !Buffer.isBuffer(chunk))) return end(chunk, ...rest);
    if (res.statusCode >= 400) {
      const rewritten = rewriteError(chunk.toString(), res.statusCode, req.originalUrl);
      if (rewritten) {
        const text = JSON.stringify(rewritten);
        res.statusCode = hostedStatus(res.statusCode);
        res.setHeader('Content-Length', Buffer.byteLength(text));
        return end(text, ...rest.filter((r) => typeof r === 'function'));
      }
    } else if (statuses.has(res) && chunk.length > 0) {
      // Set before the headers go out (`end` writes them): a 204's body would be dropped otherwise.
      res.statusCode = statuses.get(res)!;
    }
    return end(chunk, ...rest);
  }) as Response['end'];
}
