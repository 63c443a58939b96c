import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Express under Nest, with one change: a route's JSON result is written directly (serialized,
 * `Content-Type: application/json; charset=utf-8`, its length, sent), where Express's `res.json`
 * would also look the type up in its MIME table, re-parse it to add the charset, hash the body
 * for an ETag and check the request's cache headers. Answers for one caller (tokens, profiles,
 * bookings: nearly every JSON answer, most of them `no-store`) carry no ETag, and a conditional
 * request gets the full answer. Everything else goes through Express as before: answers any cache
 * may keep (`Cache-Control: public`, such as the discovery document, which keep their ETag and
 * 304s), no body, streams, a route that chose its own Content-Type, an `Error` result (which Nest
 * rewrites), pages. Node's HTTP server leaves the body out of a HEAD response itself.
 */
export class JsonReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (isPlainJson(body) && response.getHeader('Content-Type') === undefined && !isPublic(response)) {
      const json = JSON.stringify(body) as string | undefined;
      if (json !== undefined) {
        if (statusCode) response.statusCode = statusCode;
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Content-Length', Buffer.byteLength(json));
        return response.end(json);
      }
    }
    return super.reply(response, body, statusCode);
  }
}

function isPlainJson(body: unknown): body is object {
  return body !== null && typeof body === 'object' && !(body instanceof StreamableFile) && !(body instanceof Error) && !ArrayBuffer.isView(body);
}

function isPublic(response: Response): boolean {
  const cacheControl = response.getHeader('Cache-Control');
  return typeof cacheControl === 'string' && /(^|,)\s*public\s*(,|$)/i.test(cacheControl);
}
