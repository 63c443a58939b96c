import type { Request } from 'express';
import type { AuthPrincipal } from '../scopes/auth-principal';

export type Json = Record<string, unknown>;

/** Our `/v2` success body, as a route answers it. */
export interface OurEnvelope<T = unknown> {
  status: 'success';
  data: T;
}

/** What a mapping may read besides the bodies: the caller, the request, the route's controller. */
export interface MappingContext {
  auth: AuthPrincipal | undefined;
  req: Request;
  /** The id from the path (`:id`), as a number, when there is one. */
  id: number | undefined;
  /** The route's controller, to read an object (its GET handler) before a DELETE removes it. */
  controller: Record<string, (...args: unknown[]) => Promise<OurEnvelope>>;
  /** What a mapping notes on the way in for the way out (`format=range` of slots). */
  state: Json;
  /** Any provider of the app (a service a hosted field needs: the default schedule of `/me`). */
  get<T>(type: abstract new (...args: never[]) => T): T;
}

/**
 * One route of the hosted product's API v2 spoken over one of ours: its request's body and query
 * turned into ours (before validation, so our rules apply unchanged), and our answer into its
 * shape. Mappings only translate; the route's own controller, services, scopes and limits do the work.
 */
export interface RouteMapping {
  /** Our route, as Express names it: `GET /v2/event-types/:id`. */
  route: string;
  /** What the mode's OpenAPI document says of it: the success status and the answer's schema. */
  doc: { summary: string; status: number; response: Record<string, unknown> };
  /** The hosted product's success status where ours differs (200 for a DELETE that answers the object). */
  status?: number;
  body?(body: Json, ctx: MappingContext): Json | Promise<Json>;
  query?(query: Json, ctx: MappingContext): Json;
  /** Read before the route runs (a DELETE's object), handed to `response` as `before`. */
  before?(ctx: MappingContext): Promise<unknown>;
  response?(body: OurEnvelope<any>, ctx: MappingContext & { before?: unknown }): unknown;
}

export const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{from: to}`: the hosted name of a field onto ours, other fields kept (so unknown ones are still refused). */
export function renamed(body: Json, names: Record<string, string>): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(body)) out[names[key] ?? key] = value;
  return out;
}

/** The fields the hosted product documents that we have no place for: accepted and dropped (listed in docs/compatibility.md). */
export function without(body: Json, accepted: readonly string[]): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(body)) if (!accepted.includes(key)) out[key] = value;
  return out;
}
