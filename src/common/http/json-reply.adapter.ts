import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Express under Nest, with one change: a route's JSON result is written directly (serialized,
 * `Content-Type: application/json; charset=utf-8`, its length, sent), where Express's `res.json`
 * would also look the type up in its MIME table, re-parse it to add the charset, hash the body
 * for an ETag and check the request's cache headers. Our JSON answers are per-caller and
 * mostly `no-store`, so they carry no ETag and a conditional request gets the full answer.
 * Everything else (no body, streams, a route that chose its own Content-Type, pages) goes
 * through Express as before. Node's HTTP server leaves the body out of a HEAD response itself.
 */
export class JsonReplyAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (body !== null && typeof body === 'object' && !(body instanceof StreamableFile) && !ArrayBuffer.isView(body) && response.getHeader('Content-Type') === undefined) {
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
