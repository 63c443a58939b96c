import express, { type Application, type Express, type RequestHandler, type Router } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Everything we use of Express 5 that is not its documented API, in one place. Express answers
 * a 405 with no `Allow` and says nothing about which routes exist, so the route index
 * (route-index.ts) reads the app's router: its stack of layers, each route layer's path and
 * methods, and the layer's own path match; it also rebuilds routers from a run of those layers,
 * to dispatch in two lookups instead of ~180 matches. The lean adapter builds Node's requests and
 * responses on Express's prototypes (`app.request`, `app.response`) to spare a prototype swap per
 * request.
 *
 * These are properties of the `router` package (2.x) that Express 5 uses, not promises of either
 * package. express-internals.spec.ts pins the versions they were checked against and exercises
 * each one, so an upgrade that changes them fails there, by name, rather than in a 405's `Allow`.
 * No other file reaches into Express's router.
 */

/** A route as its router layer carries it: the path it was registered with and its methods (lower case, `_all` for `all()`). */
export interface LayerRoute {
  readonly path: unknown;
  readonly methods: Readonly<Record<string, boolean>>;
}

/** One entry of a router's stack: a route or a middleware. Only what this module hands out is read of it elsewhere. */
export interface Layer {
  readonly route?: LayerRoute;
}

/** The app's own router, as Nest leaves it after registering every route and handler. */
export interface AppRouter {
  /** The layers in dispatch order; edited in place to change the order of dispatch. */
  readonly stack: Layer[];
  /** Whether `app.param()` callbacks are registered (they run only in the router that holds them). */
  readonly hasParamCallbacks: boolean;
}

interface RouterInternals {
  stack: Layer[];
  params: Record<string, unknown>;
}

interface MatchingLayer extends Layer {
  /** router 2.3: the match (params, path) or false. */
  match(path: string): object | false;
}

/** The router of an Express app, or undefined when it has none. */
export function appRouter(app: Express | Application | undefined): AppRouter | undefined {
  const router = (app as unknown as { router?: RouterInternals } | undefined)?.router;
  if (!router) return undefined;
  return { stack: router.stack, hasParamCallbacks: Object.keys(router.params).length > 0 };
}

/**
 * Whether a layer's path matches `path` as its router would match it (without case, a trailing
 * slash allowed). Throws, as the router's match does, on a malformed percent-encoding in a parameter.
 */
export function layerMatches(layer: Layer, path: string): boolean {
  return (layer as MatchingLayer).match(path) !== false;
}

/** A new router whose stack is exactly `layers`, in that order (the layers stay shared with their old stack). */
export function routerOf(layers: Layer[]): Router {
  const router = express.Router();
  (router as unknown as RouterInternals).stack = layers;
  return router;
}

/** A layer built the way Express builds one for `app.use(handler)`, to be placed in a stack. */
export function middlewareLayer(handler: RequestHandler): Layer {
  const holder = express.Router();
  holder.use(handler);
  return (holder as unknown as RouterInternals).stack[0];
}

/** The prototypes Express gives each request and response of this app (they carry `req.get`, `res.status`...). */
export function messagePrototypes(app: Application): { request: IncomingMessage; response: ServerResponse } {
  const { request, response } = app as Application & { request: IncomingMessage; response: ServerResponse };
  return { request, response };
}
