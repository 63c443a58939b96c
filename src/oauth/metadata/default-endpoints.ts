import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../../config/app-config';

/**
 * The MCP authorization specification of 2025-03-26 lets a client that finds no metadata use
 * default endpoints at the server's root: `/authorize`, `/token` and `/register`. Clients still
 * fall back to them (the Python SDK, refreshing after a restart, when it kept its tokens but not
 * the metadata), so they answer as the real ones do: `/token` and `/register` are the same routes
 * under the published paths (the request is routed there, so its limits, errors and logs are
 * theirs), and `/authorize`, a page on the app's address, redirects to the published one with the
 * same query. The metadata document names only the published paths.
 */
export function defaultEndpoints(config: AppConfig): RequestHandler {
  const authorize = `${config.urls.appUrl}/auth/oauth2/authorize`;
  return (req: Request, res: Response, next: NextFunction) => {
    const query = req.url.indexOf('?');
    const path = query === -1 ? req.url : req.url.slice(0, query);
    if (path === '/token' && req.method === 'POST') req.url = `/v2/auth/oauth2/token${query === -1 ? '' : req.url.slice(query)}`;
    else if (path === '/register' && req.method === 'POST') req.url = `/v2/auth/oauth2/register${query === -1 ? '' : req.url.slice(query)}`;
    else if (path === '/authorize' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.redirect(302, `${authorize}${query === -1 ? '' : req.url.slice(query)}`);
      return;
    }
    next();
  };
}
