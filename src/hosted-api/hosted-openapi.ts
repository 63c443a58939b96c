import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Application, Request, Response } from 'express';
import { HOSTED_ROUTES } from './mappers';
import { HOSTED_SCHEMAS } from './hosted-schemas';
import { hostedResourceOf, VERSION_HEADER } from './versions';

/** Where the hosted mode's document is served, beside our own `/docs/openapi.json`. */
export const HOSTED_DOCUMENT_PATH = '/docs/hosted-api.json';

const ERRORS = [400, 401, 403, 404, 409, 413, 415, 429, 503];

/**
 * The OpenAPI document of the hosted mode, made from the mappings themselves (each carries its
 * summary, success status and answer's schema), so it cannot describe a route the mode does not
 * map. Every operation takes `cal-api-version`, with the versions its resource speaks.
 */
export function hostedApiDocument(serverUrl: string): OpenAPIObject {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const mapping of HOSTED_ROUTES.values()) {
    const [method, route] = mapping.route.split(' ');
    const resource = hostedResourceOf(route)!;
    const template = route.replace(/:(\w+)/g, '{$1}');
    const parameters = [
      {
        name: VERSION_HEADER,
        in: 'header',
        required: true,
        description: resource.versions ? `The ${resource.name} version this mode speaks` : 'Any value: the hosted product does not version this resource',
        schema: resource.versions ? { type: 'string', enum: [...resource.versions] } : { type: 'string', minLength: 1 },
      },
      ...[...route.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ];
    const errors = Object.fromEntries(
      ERRORS.map((status) => [String(status), { description: 'The hosted error body', content: { 'application/json': { schema: { $ref: '#/components/schemas/HostedError' } } } }]),
    );
    (paths[template] ??= {})[method.toLowerCase()] = {
      tags: [resource.name],
      summary: mapping.doc.summary,
      parameters,
      security: [{ bearer: [] }],
      responses: {
        [String(mapping.doc.status)]: { description: 'Success, in the hosted shape', content: { 'application/json': { schema: mapping.doc.response } } },
        ...errors,
      },
    };
  }
  return {
    openapi: '3.0.0',
    info: {
      title: 'Hosted API v2 mode',
      version: '1',
      description:
        'Requests carrying `cal-api-version` are answered in the hosted product’s API v2 shapes for that version (docs/compatibility.md). ' +
        'Without the header the server’s own API answers (/docs/openapi.json).',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: HOSTED_SCHEMAS,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An OAuth access token issued by this server' } },
    },
  } as OpenAPIObject;
}

/**
 * Serves the document at `HOSTED_DOCUMENT_PATH`, made on the first request for it, like our own
 * (outside the route table: it is documentation, as `/docs/openapi.json` is).
 */
export function serveHostedApiDocument(app: NestExpressApplication, serverUrl: string): void {
  let document: string | undefined;
  const express = app.getHttpAdapter().getInstance() as Application;
  express.get(HOSTED_DOCUMENT_PATH, (_req: Request, res: Response) => {
    document ??= JSON.stringify(hostedApiDocument(serverUrl));
    res.type('application/json').send(document);
  });
}
