import express, { NextFunction, Request, RequestHandler } from 'express';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors/domain-errors';
import { shapeProblem } from './body-shape';
import { nulCharacterProblem } from './reject-nul';
import { malformedTextField, malformedTextMessage } from './well-formed-text';

/** The types the JSON parser reads. */
const JSON_TYPES = ['application/json', 'application/*+json'];
/** The types the two parsers read. */
const FORM_TYPE = 'application/x-www-form-urlencoded';
const PARSED_TYPES = [...JSON_TYPES, FORM_TYPE];
/** No form of ours comes near this many fields. */
const FORM_FIELDS = 200;
/** The methods whose routes take a body; a body on any other is ignored, as before. */
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);
/** Every body a route takes is an object of named fields (a DTO, or OAuth's parameters). */
export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/**
 * The only two body types this server parses: JSON and HTML forms (urlencoded; multipart is not
 * read). A POST, PUT or PATCH body of any other type (or of none) is refused with 415 where a route
 * takes that method (elsewhere the 404 or 405 says more), except on routes that read and refuse
 * bodies themselves (the OAuth endpoints, whose errors must be RFC 6749's 400). The JSON API takes
 * JSON only: a form there is refused too, with words that say what to send, since `curl -d` sends
 * one by default and its fields would otherwise reach validation as one unknown property. A chunked body
 * counts as content: it is refused unread, even if it would have turned out empty. Parser failures become our own
 * errors here, so the client gets a clear 400/413/415 rather than the parser's wording (or a 500
 * for the errors the parser passes through untyped, such as a gzip body that is not gzip).
 * Then the parsed body and the query are checked: shape (nesting, reserved keys), then NUL
 * characters (in the URL too), then well-formed Unicode (no unpaired surrogate), so that no
 * validator or handler ever sees text it cannot encode.
 *
 * One middleware rather than four: every Express layer costs its routing step on every request,
 * and most requests (GET, HEAD, DELETE) carry no body, so they skip both parsers outright, by the
 * same test the parsers apply first (a `Transfer-Encoding` header or a numeric `Content-Length`).
 */
export interface BodyRouting {
  /** Paths whose routes read and refuse bodies themselves (the OAuth endpoints). */
  readsOwnBody(path: string): boolean;
  /** Paths whose routes take JSON only (the `/v2` API): no page posts a form there. */
  readsJsonOnly(path: string): boolean;
  /** Whether a route answers this method at this path: a 415 is about a body a route would read. */
  routeTakes(method: string, path: string): boolean;
  /** False for static files (scripts, the API docs), which read no query: theirs is not checked. */
  readsQuery(path: string): boolean;
}

const EVERY_ROUTE: BodyRouting = { readsOwnBody: () => false, readsJsonOnly: () => false, routeTakes: () => true, readsQuery: () => true };

export function requestBody(limitBytes: number, routing: BodyRouting = EVERY_ROUTE): RequestHandler {
  const json = express.json({ limit: limitBytes, type: JSON_TYPES });
  const form = express.urlencoded({ limit: limitBytes, extended: false, parameterLimit: FORM_FIELDS });
  return (req, res, next) => {
    if (!hasBody(req)) {
      if (!('body' in (req as object))) (req as { body?: unknown }).body = undefined; // as the parsers leave it
      checkParsed(req, next, routing);
      return;
    }
    // Cheapest tests first: the token endpoint (a form, read by its own route) stops at the path.
    if (TAKES_BODY.has(req.method) && hasContent(req) && !routing.readsOwnBody(req.path)) {
      const jsonOnly = routing.readsJsonOnly(req.path);
      if (!req.is(jsonOnly ? JSON_TYPES : PARSED_TYPES) && routing.routeTakes(req.method, req.path)) return next(unreadType(req, jsonOnly));
    }
    json(req, res, (error?: unknown) => {
      if (error !== undefined) return next(translate(error));
      form(req, res, (error2?: unknown) => (error2 !== undefined ? next(translate(error2)) : checkParsed(req, next, routing)));
    });
  };
}

/** The 415 for a body of a type this route does not read, naming the type it came as and the header to send. */
function unreadType(req: Request, jsonOnly: boolean): UnsupportedMediaTypeError {
  const header = req.headers['content-type'];
  const type = header ? header.split(';')[0].trim().slice(0, 100) : undefined;
  if (!jsonOnly) return new UnsupportedMediaTypeError(`Send the request body as application/json (or, where a page takes a form, application/x-www-form-urlencoded), not ${type ?? 'without a Content-Type'}.`);
  const sent = type === undefined ? 'without a Content-Type' : `as ${type}${type.toLowerCase() === FORM_TYPE ? ' (what curl -d sends unless told otherwise)' : ''}`;
  return new UnsupportedMediaTypeError(`This API reads JSON only: send the body as a JSON object with the header Content-Type: application/json. This one came ${sent}.`);
}

/** body-parser's own test (type-is `hasBody`): a body is announced by either header. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || !isNaN(req.headers['content-length'] as unknown as number);
}

/** A body announced and not empty (a `Content-Length: 0` carries nothing to refuse; a chunked one counts). */
export function hasContent(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
}

/** Bodies and query strings nested too deep or carrying keys that object-mapping code trips on; bodies that are not objects; NUL characters; then text that is not well-formed Unicode. */
function checkParsed(req: Request, next: NextFunction, routing: BodyRouting): void {
  // A static file ignores its query (a cache-busting `?v=2`, or anything else): nothing reads it,
  // so nothing in it can do harm, and a page's script must load whatever its URL carries.
  const query = routing.readsQuery(req.path) ? req.query : undefined;
  const problem = shapeProblem(req.body) ?? shapeProblem(query);
  if (problem !== undefined) return next(new BadRequestError(problem.message, problem.code));
  if (Array.isArray(req.body)) return next(new BadRequestError(NOT_AN_OBJECT, 'invalid_json'));
  const nul = nulCharacterProblem(req, query !== undefined);
  if (nul !== undefined) return next(nul);
  const field = malformedTextField(req.body) ?? malformedTextField(query);
  if (field === undefined) return next();
  // A field breaking a rule is 422 like any validation failure, except on the routes that read
  // their own parameters (OAuth's): RFC 6749 §5.2 answers every bad parameter 400 invalid_request.
  const message = malformedTextMessage(field);
  next(routing.readsOwnBody(req.path) ? new BadRequestError(message, 'invalid_request') : new ValidationError(message));
}

function translate(error: unknown): unknown {
  switch ((error as { type?: string }).type) {
    case 'entity.parse.failed':
      // The parser's strict mode refuses JSON that is not an object or array (`null`, `"x"`, `5`) the same way as broken JSON.
      return new BadRequestError(parsesAsJson((error as { body?: unknown }).body) ? NOT_AN_OBJECT : 'The request body is not valid JSON.', 'invalid_json');
    case 'entity.too.large':
      return new PayloadTooLargeError('The request body is too large.');
    case 'parameters.too.many':
      return new BadRequestError(`The form has more than ${FORM_FIELDS} fields.`);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new UnsupportedMediaTypeError('The request body encoding or charset is not supported.');
    case 'request.aborted':
    case 'request.size.invalid':
      return new BadRequestError('The request body was incomplete.');
    default:
      // Anything else the parser reports as the client's fault: a body that does not decompress
      // under its Content-Encoding (zlib's errors carry no type), or a malformed length.
      return isClientError(error) ? new BadRequestError('The request body could not be read: it does not match its Content-Encoding or length.') : error;
  }
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function parsesAsJson(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
