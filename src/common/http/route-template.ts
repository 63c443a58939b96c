import type { Request } from 'express';

/**
 * The route a request matched, as declared (`/v2/bookings/:uid`), or `unmatched` (no route: a
 * 404, a request refused before routing, a static file of the docs). Express records the matched
 * route on the request (`req.route`, part of its documented API).
 */
export function routeTemplate(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? path : 'unmatched';
}
