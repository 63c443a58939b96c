import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Express, NextFunction, Request, Response, Router } from 'express';
import { appRouter, type Layer, layerMatches, middlewareLayer, routerOf } from './express-internals';

/** A layer that is a route. */
type RouteLayer = Layer & { route: NonNullable<Layer['route']> };

type Dispatch = (req: Request, res: Response, next: NextFunction) => void;

const ANY = '*';
/** A path segment that matches only itself: no parameter, wildcard, optional group or pattern. */
const LITERAL = /^[\w.~-]*$/;
/** Runs shorter than this are left as they are. */
const MIN_RUN = 8;

/**
 * Express's router tries its routes one by one, in the order they were registered: a request for
 * a route near the end of this server's ~180 pays a path match against every route before it
 * (measured: ~0.25 µs each, ~40 µs for the last). After start-up, each run of consecutive routes
 * is replaced by one layer that looks the request's first two path segments up and hands it to a
 * router holding only the routes that could match it, in their original order. Which route
 * answers a request is unchanged: a route is left out of a group only when one of its first two
 * segments is a literal that differs from the request's (compared as Express compares, without
 * case, on the raw path), so it could not have matched; the routes that remain are matched by
 * Express itself, as before. Paths with a parameter, wildcard or pattern in those segments are
 * in every group that their literal parts allow.
 *
 * OPTIONS requests are only matched, as Express would match them, and passed on: none of these
 * routes answers OPTIONS, and Express's automatic answer would come only after the not-found
 * handler. A run holding a route that does answer OPTIONS (or every method) is not indexed.
 */
@Injectable()
export class RouteIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger('RouteIndex');
  /** Every route, as registered: what a path answers to, for a 405's `Allow`. */
  private routes: RouteLayer[] = [];

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /** After Nest has registered every route and its not-found and error handlers (init), before the server listens. */
  onApplicationBootstrap(): void {
    const router = appRouter(this.adapterHost.httpAdapter?.getInstance<Express>());
    if (!router) return;
    this.routes = router.stack.filter((layer): layer is RouteLayer => layer.route !== undefined);
    // `app.param()` callbacks live on the app's router and would not run in the groups' routers.
    if (router.hasParamCallbacks) return this.logger.warn('Routes not indexed: the app has app.param() callbacks');
    const indexed = indexRoutes(router.stack);
    if (indexed.routes > 0) this.logger.debug(indexed, 'Routes indexed by their first two path segments');
  }

  /**
   * The methods that some route answers at `path`, upper case and sorted (HEAD wherever GET is);
   * empty when no route has this path. Matched as Express matches (without case, a trailing slash
   * allowed); a path that cannot be decoded matches nothing.
   */
  allowedMethods(path: string): string[] {
    const methods = new Set<string>();
    for (const layer of this.routes) {
      let matches = false;
      try {
        matches = layerMatches(layer, path);
      } catch {
        // a malformed percent-encoding in a parameter
      }
      if (!matches) continue;
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
    }
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  }
}

/** Replaces each long run of route layers in `stack` with one dispatching layer; returns what it did. */
export function indexRoutes(stack: Layer[]): { routes: number; runs: number } {
  let routes = 0;
  let runs = 0;
  for (let start = 0; start < stack.length; start++) {
    if (!stack[start].route) continue;
    let end = start;
    while (end < stack.length && stack[end].route) end++;
    const run = stack.slice(start, end);
    if (run.length >= MIN_RUN && run.every(indexable)) {
      stack.splice(start, run.length, dispatchLayer(run));
      routes += run.length;
      runs += 1;
    } else {
      start = end - 1;
    }
  }
  return { routes, runs };
}

function indexable(layer: Layer): boolean {
  const { path, methods } = layer.route!;
  return typeof path === 'string' && path.startsWith('/') && !methods.options && !methods._all;
}

/** The first two segments of a route's path: a literal (lower case) or ANY. */
function routeKey(path: string): [string, string] {
  const segments = path.split('/');
  // An optional group or a wildcard can span segments: such a path goes in every group.
  if (/[{}*()]/.test(path)) return [ANY, ANY];
  const part = (s: string | undefined) => (s === undefined ? '' : LITERAL.test(s) ? s.toLowerCase() : ANY);
  return [part(segments[1]), part(segments[2])];
}

/** The first two segments of a request's path, as they are compared with a route's literals. */
function requestKey(path: string): [string, string] {
  const second = path.indexOf('/', 1);
  if (second < 0) return [path.slice(1).toLowerCase(), ''];
  const third = path.indexOf('/', second + 1);
  return [path.slice(1, second).toLowerCase(), path.slice(second + 1, third < 0 ? undefined : third).toLowerCase()];
}

interface Group {
  router: Router;
  layers: Layer[];
}

function dispatchLayer(run: Layer[]): Layer {
  const keyed = run.map((layer) => ({ layer, key: routeKey(layer.route!.path as string) }));
  const groupOf = (fits: (key: [string, string]) => boolean): Group | undefined => {
    const layers = keyed.filter((k) => fits(k.key)).map((k) => k.layer);
    if (layers.length === 0) return undefined;
    return { router: routerOf(layers), layers };
  };
  // For each literal first segment: a group per literal second segment, and one for any other second segment.
  const byFirst = new Map<string, { bySecond: Map<string, Group | undefined>; other?: Group }>();
  const firsts = new Set(keyed.map((k) => k.key[0]).filter((s) => s !== ANY));
  for (const first of firsts) {
    const underFirst = (key: [string, string]) => key[0] === first || key[0] === ANY;
    const seconds = new Set(keyed.filter((k) => underFirst(k.key) && k.key[1] !== ANY).map((k) => k.key[1]));
    const bySecond = new Map([...seconds].map((second) => [second, groupOf((key) => underFirst(key) && (key[1] === second || key[1] === ANY))]));
    byFirst.set(first, { bySecond, other: groupOf((key) => underFirst(key) && key[1] === ANY) });
  }
  const unknownFirst = groupOf((key) => key[0] === ANY);

  const dispatch: Dispatch = (req, res, next) => {
    const path = req.path;
    const [first, second] = requestKey(path);
    const byKey = byFirst.get(first);
    const group = byKey ? (byKey.bySecond.has(second) ? byKey.bySecond.get(second) : byKey.other) : unknownFirst;
    if (group === undefined) return next();
    if (req.method !== 'OPTIONS') return group.router(req, res, next);
    // No route here answers OPTIONS, and Express's automatic answer would come only after the
    // not-found handler: Express would only match the routes, and pass on the first error that
    // matching raised (a malformed percent-encoding in a parameter).
    for (const layer of group.layers) {
      try {
        layerMatches(layer, path);
      } catch (error) {
        return next(error);
      }
    }
    next();
  };
  return middlewareLayer(dispatch);
}
