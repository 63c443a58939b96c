import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';

/**
 * Express under Nest, with one change: a route's JSON result is written directly (serialized,
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
export class JsonReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
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
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Content-Length', Buffer.byteLength(json));
        return response.end(json);
      }
    }
    return super.reply(response, body, statusCode);
  }
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
