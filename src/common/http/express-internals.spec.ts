import express from 'express';
import { readFileSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { Socket } from 'node:net';
import { appRouter, layerMatches, messagePrototypes, middlewareLayer, routerOf } from './express-internals';

/** major.minor of an installed package, read from its package.json (found from `from`'s own location). */
function installed(name: string, from = __dirname): string {
  const entry = require.resolve(name, { paths: [from] });
  let dir = dirname(entry);
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return version.split('.').slice(0, 2).join('.');
}

/** Runs a request through a handler without a server: enough for a router's dispatch. */
function dispatch(handler: express.RequestHandler, method: string, url: string): Promise<string> {
  return new Promise((resolve) => {
    const req = Object.assign(new IncomingMessage(new Socket()), { method, url });
    const res = new ServerResponse(req);
    res.end = ((body: string) => resolve(body)) as never;
    handler(req as express.Request, res as unknown as express.Response, () => resolve('next'));
  });
}

/**
 * express-internals.ts reads Express's router (the `router` package) beyond its documented API.
 * Each test below names one thing it relies on; an upgrade that changes it fails here by name.
 * When the versions change: run this spec, fix what fails in express-internals.ts, then pin the new versions.
 */
describe('Express internals', () => {
  it('are the versions these were checked against (Express 5.2, router 2.3)', () => {
    const expressDir = dirname(require.resolve('express'));
    expect({ express: installed('express'), router: installed('router', expressDir) }).toEqual({ express: '5.2', router: '2.3' });
  });

  it('app.router.stack: route layers in registration order, each with its path and lower-case methods', () => {
    const app = express();
    app.get('/a/:id', (_q, r) => r.end());
    app.post('/b', (_q, r) => r.end());
    app.route('/c').all((_q, r) => r.end());
    const routes = appRouter(app)!.stack.filter((l) => l.route).map((l) => ({ path: l.route!.path, methods: { ...l.route!.methods } }));
    expect(routes).toEqual([
      { path: '/a/:id', methods: { get: true } },
      { path: '/b', methods: { post: true } },
      { path: '/c', methods: { _all: true } },
    ]);
  });

  it('app.router.params: holds app.param() callbacks', () => {
    const app = express();
    app.get('/x', (_q, r) => r.end());
    expect(appRouter(app)!.hasParamCallbacks).toBe(false);
    app.param('id', (_q, _r, next) => next());
    expect(appRouter(app)!.hasParamCallbacks).toBe(true);
  });

  it('layer.match: as the router matches (no case, trailing slash), and throws on a malformed percent-encoding', () => {
    const app = express();
    app.get('/v2/teams/:id', (_q, r) => r.end());
    const [layer] = appRouter(app)!.stack.filter((l) => l.route);
    expect(['/v2/teams/7', '/V2/Teams/7', '/v2/teams/7/', '/v2/teams', '/v2/teams/7/x'].map((p) => layerMatches(layer, p))).toEqual([
      true, true, true, false, false,
    ]);
    expect(() => layerMatches(layer, '/v2/teams/%E0%A4%A')).toThrow();
  });

  it('router.stack assignment: a router given a stack dispatches through exactly those layers', async () => {
    const app = express();
    app.get('/one', (_q, r) => r.end('one'));
    app.get('/two', (_q, r) => r.end('two'));
    const [, two] = appRouter(app)!.stack.filter((l) => l.route);
    const router = routerOf([two]);
    expect(await dispatch(router, 'GET', '/two')).toBe('two');
    expect(await dispatch(router, 'GET', '/one')).toBe('next');
  });

  it('a middleware layer taken from one router runs in another stack, for every path', async () => {
    const layer = middlewareLayer((req, res) => res.end(`mw ${req.url}`));
    const router = routerOf([layer]);
    expect(await dispatch(router, 'POST', '/any/where')).toBe('mw /any/where');
  });

  it('app.request and app.response: the prototypes that carry Express methods, inheriting from Node’s', () => {
    const { request, response } = messagePrototypes(express());
    expect(request).toBeInstanceOf(IncomingMessage);
    expect(response).toBeInstanceOf(ServerResponse);
    expect(typeof (request as unknown as express.Request).get).toBe('function');
    expect(typeof (response as unknown as express.Response).status).toBe('function');
  });
});
