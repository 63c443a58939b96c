import type { Type } from '@nestjs/common';
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import { errorContent } from './error-codes';
import { ErrorEnvelopeDto } from './error-responses';

const ENVELOPE_REF = `#/components/schemas/${ErrorEnvelopeDto.name}`;

/** The error body of a family of routes, by path (the OAuth endpoints' RFC 6749 §5.2 body). */
export interface ErrorSchemaFamily {
  matches(path: string): boolean;
  /** The error body's schema; none for a family whose paths the document leaves out. */
  errorSchema?: Type;
  /** False when the family reads its input itself, without the `ValidationPipe` and its 422. */
  validatedByPipe?: boolean;
}

/** Set by `@FirstParty({ html: true })`: the operation also serves its page's form posts. */
export const HTML_FORMS = 'x-html-form-posts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
/**
 * The methods whose requests have their body read and checked before routing (`requestBody`),
 * whether or not the route uses one: a body sent to a bodiless POST (confirming a booking) can
 * still be too large, of a type not read, or carry text that is not well-formed.
 */
const BODY_METHODS = new Set<string>(['put', 'post', 'patch']);

/**
 * Completes the generated document with what every route gets from the shared pipeline, so each
 * route documents only what is its own:
 * - a path parameter may name nothing: 404; a body or query is validated: 422 (`ValidationPipe`);
 *   a body, on any POST, PUT or PATCH, may be malformed (400), too large (413), of a type or
 *   encoding not read (415) or hold text that is not well-formed (422);
 * - each security requirement is listed once;
 * - anything may fail unexpectedly (`default`: 500, 503);
 * - an error response without a JSON body gets its family's error shape (the `/v2` envelope, or the
 *   family's own), and on first-party pages' form posts also an HTML page (and 303 on success).
 * The access decorators document 401, 403 and 429 themselves.
 */
export function completeApiDocument(
  document: OpenAPIObject,
  families: readonly ErrorSchemaFamily[],
  readsJsonOnly: (path: string) => boolean = () => false,
): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    const family = families.find((f) => f.matches(path));
    const errorRef = { $ref: `#/components/schemas/${(family?.errorSchema ?? ErrorEnvelopeDto).name}` };
    const validatedByPipe = family?.validatedByPipe ?? true;
    // The OAuth endpoints answer a body of another type themselves (400, RFC 6749); the JSON API reads JSON only.
    const unreadType = !validatedByPipe
      ? 'The body’s encoding or charset is not supported'
      : readsJsonOnly(path)
        ? 'The body is not JSON: send it with `Content-Type: application/json` (a form, such as `curl -d` sends by default, is refused too); or its encoding or charset is not supported'
        : 'The body is neither JSON nor a form, or its encoding or charset is not supported';
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) completeOperation(operation, errorRef, validatedByPipe, BODY_METHODS.has(method), unreadType, path);
    }
  }
  return document;
}

function completeOperation(operation: OperationObject, errorRef: ReferenceObject, validatedByPipe: boolean, bodyRead: boolean, unreadType: string, path: string): void {
  const responses = operation.responses;
  const parameters = (operation.parameters ?? []) as ParameterObject[];
  const add = (status: string, description: string) => {
    responses[status] ??= { description };
  };
  add('400', 'A malformed request (e.g. a NUL character in the URL, or an access token in the query)');
  if (parameters.some((p) => p.in === 'path')) add('404', 'Not found: nothing of yours has this id');
  if (validatedByPipe && (bodyRead || operation.requestBody || parameters.some((p) => p.in === 'query'))) add('422', 'The input breaks a rule; the message names every problem');
  if (bodyRead || operation.requestBody) {
    add('400', 'The body is malformed (e.g. not valid JSON)');
    add('413', 'The body is over 100 KB');
    add('415', unreadType);
  }
  // A requirement declared by both a controller and its route (cookie sign-in, say) is listed once.
  if (operation.security) operation.security = [...new Map(operation.security.map((r) => [JSON.stringify(r), r])).values()];
  add('default', 'An unexpected error (500), or a dependency unavailable (503)');
  const pages = (operation as unknown as Record<string, unknown>)[HTML_FORMS] === true;
  if (pages) add('303', 'A form post succeeded: the browser is sent on (`returnTo`)');
  for (const [status, response] of Object.entries(responses)) {
    const r = response as ResponseObject;
    if (status !== 'default' && Number(status) < 400) continue;
    // Errors are JSON whatever the success is (an .ics download's 404 is JSON too); a page's form posts get a page.
    if (!r.content?.['application/json']) r.content = { 'application/json': { schema: errorRef } };
    // The envelope's `error.code` as an enum of what this response can carry, with an example of each.
    const json = r.content['application/json'] as { schema?: ReferenceObject };
    if (json.schema?.$ref === ENVELOPE_REF) r.content['application/json'] = errorContent(path, status, operation, r) as never;
    if (pages) r.content['text/html'] = { schema: { type: 'string' } };
  }
}
