import type { AccessRule } from '../../src/common/access/access.decorators';
import type { RouteEntry } from '../../src/common/access/route-table';

/** A JSON Schema fragment as the OpenAPI document writes it (refs resolved). */
export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

/**
 * One route to fuzz. Everything comes from the OpenAPI document (parameters, body schema, media
 * types), so a route added later is fuzzed without edits; the route table adds the pages the
 * document leaves out, and each route's access rule, which decides the error shape it owes.
 */
export interface Operation {
  method: string;
  /** OpenAPI style: `/v2/bookings/{uid}`. */
  path: string;
  params: Parameter[];
  body?: Schema;
  mediaTypes: string[];
  access?: AccessRule;
}

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: (Parameter & { $ref?: string })[]; requestBody?: { content?: Record<string, { schema?: Schema & { $ref?: string } }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsFrom(doc: OpenApi, routes: RouteEntry[]): Operation[] {
  const rules = new Map(routes.map((r) => [`${r.method} ${toOpenApiPath(r.path)}`, r.access]));
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? Object.values(content)[0]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters ?? []).map((p) => ({ ...p, schema: resolve(doc, p.schema) })),
        body: json ? resolve(doc, json) : undefined,
        mediaTypes: Object.keys(content),
        access: rules.get(`${method.toUpperCase()} ${path}`),
      });
    }
  }
  // Routes the document does not describe (HTML pages and their forms): fuzzed without a schema.
  const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    if (documented.has(`${route.method} ${path}`) || route.method === 'ALL') continue;
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m): Parameter => ({ name: m[1], in: 'path', schema: { type: 'string' } }));
    ops.push({ method: route.method, path, params, mediaTypes: ['application/x-www-form-urlencoded'], access: route.access });
  }
  return ops.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Inlines `$ref`s (to a small depth: recursive schemas are cut off, which only makes values simpler). */
function resolve(doc: OpenApi, schema: (Schema & { $ref?: string }) | undefined, depth = 0): Schema | undefined {
  if (!schema || depth > 6) return undefined;
  if (schema.$ref) return resolve(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!], depth + 1);
  const out: Schema = { ...schema };
  if (schema.items) out.items = resolve(doc, schema.items, depth + 1);
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(doc, v, depth + 1) ?? {}]));
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key]!.map((s) => resolve(doc, s, depth + 1) ?? {});
  }
  return out;
}

/** The error shape a route owes, from its path and its access rule. */
export type Family = 'oauth' | 'api' | 'mcp' | 'page' | 'other';

export function familyOf(op: Operation): Family {
  if (op.path.startsWith('/v2/auth/oauth2/')) return 'oauth';
  // Before the /v2 test: a calendar provider sends the browser back to /v2/calendars/:provider/save,
  // a page of ours under /v2 (the error filter answers it as a page, by its access rule).
  if (op.access?.kind === 'first-party' && op.access.html) return 'page';
  if (op.path.startsWith('/v2/')) return 'api';
  if (op.path === '/mcp') return 'mcp';
  return 'other';
}
