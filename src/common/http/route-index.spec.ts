import express from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { appRouter } from './express-internals';
import { indexRoutes } from './route-index';

/**
 * The index must never change which route answers: the same app is built twice, once indexed,
 * and every request below must get the same answer from both.
 */
const ROUTES: [method: 'get' | 'post' | 'patch' | 'delete', path: string][] = [
  ['get', '/docs'],
  ['get', '/docs/openapi.json'],
  ['get', '/.well-known/oauth-authorization-server'],
  ['post', '/v2/auth/oauth2/token'],
  ['get', '/v2/me'],
  ['patch', '/v2/me'],
  ['get', '/v2/teams'],
  ['get', '/v2/teams/:teamId'],
  ['get', '/v2/teams/:teamId/memberships'],
  ['delete', '/v2/teams/:teamId/memberships/:id'],
  ['get', '/v2/:anything/check'],
  ['get', '/v2/slots'],
  ['get', '/:slug/book'],
  ['get', '/settings/calendars'],
  ['post', '/settings/calendars/:kind/connect'],
  ['get', '/files/*rest'],
  ['get', '/v2/calendars{/:which}'],
  ['get', '/'],
];

function build(indexed: boolean): express.Express {
  const app = express();
  app.use((req, res, next) => (req.path === '/before' ? res.send('before') : next()));
  ROUTES.forEach(([method, path], i) => app[method](path, (req, res) => res.json({ route: i, params: req.params, baseUrl: req.baseUrl })));
  app.use((req, res) => res.status(404).json({ notFound: req.method, path: req.originalUrl }));
  app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => res.status(400).json({ error: err.message }));
  if (indexed) {
    const { routes, runs } = indexRoutes(appRouter(app)!.stack);
    expect({ routes, runs }).toEqual({ routes: ROUTES.length, runs: 1 });
  }
  return app;
}

const PATHS = [
  '/', '/before', '/docs', '/DOCS', '/docs/', '/docs/openapi.json', '/docs/other', '/.well-known/oauth-authorization-server',
  '/v2', '/v2/', '/v2/me', '/V2/Me', '/v2/me/', '/v2/me/x', '/v2/auth/oauth2/token', '/v2/teams', '/v2/teams/', '/v2/teams/7',
  '/v2/teams/7/memberships', '/v2/teams/7/memberships/3', '/v2/teams/7/other', '/v2/zzz/check', '/v2/me/check', '/v2/slots?x=1',
  '/v2/calendars', '/v2/calendars/google', '/v2/calendars/google/x', '/alice/book', '/v2/book', '/settings/calendars',
  '/settings/calendars/caldav/connect', '/files/a/b/c', '/files', '//v2/me', '/v2//me', '/v2/%6De', '/v2/teams/%E0%A4%A/memberships',
  '/unknown/path', '/unknown',
];

describe('indexRoutes', () => {
  const servers: Server[] = [];
  const urls: string[] = [];
  beforeAll(async () => {
    for (const indexed of [false, true]) {
      const server = build(indexed).listen(0, '127.0.0.1');
      await new Promise((r) => server.once('listening', r));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it.each(['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'])('answers every %s exactly as the unindexed router does', async (method) => {
    for (const path of PATHS) {
      const [plain, indexed] = await Promise.all(
        urls.map(async (url) => {
          const res = await fetch(`${url}${path}`, { method });
          return { status: res.status, allow: res.headers.get('allow'), body: await res.text() };
        }),
      );
      expect({ path, ...indexed }).toEqual({ path, ...plain });
    }
  });

  it('leaves short runs, and runs with a route that answers OPTIONS, as they are', () => {
    const short = express();
    short.get('/a', (_q, r) => r.end());
    expect(indexRoutes(appRouter(short)!.stack)).toEqual({ routes: 0, runs: 0 });
    const withAll = express();
    for (let i = 0; i < 10; i++) withAll.get(`/r${i}`, (_q, r) => r.end());
    withAll.all('/any', (_q, r) => r.end());
    expect(indexRoutes(appRouter(withAll)!.stack)).toEqual({ routes: 0, runs: 0 });
  });
});
