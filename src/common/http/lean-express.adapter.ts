import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Application, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { messagePrototypes } from './express-internals';

/**
 * Express under Nest, with two changes to what every request costs.
 *
 * The HTTP server builds each request and response on Express's own prototypes. Express gives every
 * request and response its methods (`req.get`, `res.status`...) by swapping their prototypes as it
 * starts on them (`Object.setPrototypeOf`, twice a request); V8 then gives the objects new shapes,
 * and every later property access on them pays for it. Made with those prototypes from the start,
 * the swap finds nothing to change. The objects are the same, methods and all; our unguarded route
 * answers with about half the CPU this way (docs/benchmarks.md, round seven).
 *
 * A route's JSON result is written directly (serialized,
 * `Content-Type: application/json; charset=utf-8`, its length, sent), where Express's `res.json`
 * would also look the type up in its MIME table, re-parse it to add the charset, hash the body
 * for an ETag and check the request's cache headers. Answers for one caller (tokens, profiles,
 * bookings: nearly every JSON answer, most of them `no-store`) carry no ETag, and a conditional
 * request gets the full answer. An answer any cache may keep (`Cache-Control: public`) keeps a
 * validator: the route's own `ETag` when it set one (the discovery document, whose tag is worked
 * out once), honoured here with a 304, or else Express's. Everything else goes through Express as
 * before: no body, streams, a route that chose its own Content-Type, an `Error` result (which Nest
 * rewrites), pages. Node's HTTP server leaves the body out of a HEAD response itself.
 */
export class LeanExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: Parameters<ExpressAdapter['initHttpServer']>[0]): void {
    // HTTPS, and the connection tracking Nest adds for `forceCloseConnections`, stay Nest's own (we use neither).
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Application>();
    const { request, response } = messagePrototypes(app);
    this.httpServer = createServer({ IncomingMessage: onPrototype(IncomingMessage, request), ServerResponse: onPrototype(ServerResponse, response) }, app);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const rewrite = (response.locals as Record<string, unknown>)[REWRITE] as AnswerRewrite | undefined;
    if (rewrite !== undefined) {
      delete (response.locals as Record<string, unknown>)[REWRITE];
      return rewrite(body).then((rewritten) => this.reply(response, rewritten, statusCode));
    }
    response.locals[ANSWERED] = body;
    if (isPlainJson(body) && response.getHeader('Content-Type') === undefined) {
      const etag = response.getHeader('ETag');
      const json = etag === undefined && isPublic(response) ? undefined : (JSON.stringify(body) as string | undefined);
      if (json !== undefined) {
        if (statusCode) response.statusCode = statusCode;
        // Express's own freshness test (If-None-Match against the ETag, GET and HEAD, 2xx only).
        if (etag !== undefined && (response.req as Request).fresh) {
          response.statusCode = 304;
          return response.end();
        }
        return endWithJson(response, json);
      }
    }
    return super.reply(response, body, statusCode);
  }
}

const ANSWERED = 'answeredBody';
const REWRITE = 'rewriteAnswer';

/** What turns a route's result into the answer a request asked for in another representation. */
export type AnswerRewrite = (body: unknown) => Promise<unknown>;

/**
 * Asks for this request's result to be rewritten before it is sent (the hosted API mode's shapes),
 * once the route answers. Set by a guard, so only the requests that need it pay anything: an
 * interceptor would run, on every route, Nest's interceptor chain (two async resources and an
 * observable per request, a fifth of `GET /v2/me`'s CPU).
 */
export function rewriteAnswer(response: Response, rewrite: AnswerRewrite): void {
  (response.locals as Record<string, unknown>)[REWRITE] = rewrite;
}

/**
 * A JSON answer written as the adapter writes a route's result, for a controller that answers
 * through `res` itself (the MCP endpoint): serialized once, headers and body in one write, no ETag.
 */
export function sendJson(response: Response, status: number, body: object): void {
  response.statusCode = status;
  endWithJson(response, JSON.stringify(body));
}

function endWithJson(response: Response, json: string): Response {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(json));
  return response.end(json);
}

/**
 * What a route answered (its result, before serialization), for what observes the response once
 * sent: the apps' activity names what a call created by its id. Never logged, never kept.
 */
export function answeredBody(res: Response): unknown {
  return (res.locals as Record<string, unknown> | undefined)?.[ANSWERED];
}

/**
 * A constructor that builds `base`'s objects with `prototype` (which inherits from `base.prototype`,
 * as Express's request and response do). A function, not a class: a class's prototype cannot be
 * replaced, and Node's own request and response constructors are plain functions too.
 */
function onPrototype<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  function Built(this: InstanceType<T>, ...args: unknown[]) {
    (base as unknown as (...a: unknown[]) => void).apply(this, args);
  }
  Built.prototype = prototype;
  return Built as unknown as T;
}

/** The weak ETag Express would give this body (its `etag` package's format), for a route to work out once. */
export function weakEtag(body: string): string {
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').substring(0, 27);
  return `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"`;
}

function isPlainJson(body: unknown): body is object {
  return body !== null && typeof body === 'object' && !(body instanceof StreamableFile) && !(body instanceof Error) && !ArrayBuffer.isView(body);
}

function isPublic(response: Response): boolean {
  const cacheControl = response.getHeader('Cache-Control');
  return typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/i.test(cacheControl);
}
