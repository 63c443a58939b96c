import type { Response } from 'express';
import { SafeHtml } from './html';

/** Sends a page. Pages show per-person data, so no cache may keep them. */
export function sendPage(res: Response, page: SafeHtml, status = 200): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(page.toString());
}
