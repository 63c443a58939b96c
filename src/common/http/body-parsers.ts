import express, { NextFunction, Request, RequestHandler } from 'express';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/domain-errors';
import { shapeProblem } from './body-shape';
import { nulCharacterProblem } from './reject-nul';

/**
 * The only two body types this server parses: JSON and HTML forms. Other types reach handlers as
 * an empty body, and routes where a body matters refuse them. Parser failures become our own
 * errors here, so the client gets a clear 400/413/415 rather than the parser's wording (or a 500
 * for the errors the parser passes through untyped, such as a gzip body that is not gzip).
 * Then the parsed body and the query are checked: shape (nesting, reserved keys), then NUL
 * characters (in the URL too).
 *
 * One middleware rather than four: every Express layer costs its routing step on every request,
 * and most requests (GET, HEAD, DELETE) carry no body, so they skip both parsers outright, by the
 * same test the parsers apply first (a `Transfer-Encoding` header or a numeric `Content-Length`).
 */
export function requestBody(limitBytes: number): RequestHandler {
  const json = express.json({ limit: limitBytes, type: ['application/json', 'application/*+json'] });
  const form = express.urlencoded({ limit: limitBytes, extended: false, parameterLimit: 200 });
  return (req, res, next) => {
    if (!hasBody(req)) {
      if (!('body' in (req as object))) (req as { body?: unknown }).body = undefined; // as the parsers leave it
      checkParsed(req, next);
      return;
    }
    json(req, res, (error?: unknown) => {
      if (error !== undefined) return next(translate(error));
      form(req, res, (error2?: unknown) => (error2 !== undefined ? next(translate(error2)) : checkParsed(req, next)));
    });
  };
}

/** body-parser's own test (type-is `hasBody`): a body is announced by either header. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || !isNaN(req.headers['content-length'] as unknown as number);
}

/** Bodies and query strings nested too deep or carrying keys that object-mapping code trips on; then NUL characters. */
function checkParsed(req: Request, next: NextFunction): void {
  const problem = shapeProblem(req.body) ?? shapeProblem(req.query);
  if (problem !== undefined) return next(new BadRequestError(problem.message, problem.code));
  const nul = nulCharacterProblem(req);
  next(nul);
}

function translate(error: unknown): unknown {
  switch ((error as { type?: string }).type) {
    case 'entity.parse.failed':
      return new BadRequestError('The request body is not valid JSON.', 'invalid_json');
    case 'entity.too.large':
    case 'parameters.too.many':
      return new PayloadTooLargeError('The request body is too large.');
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
