import express, { RequestHandler } from 'express';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/domain-errors';
import { shapeProblem } from './body-shape';

/**
 * The only two body types this server parses: JSON and HTML forms. Other types reach handlers as
 * an empty body, and routes where a body matters refuse them. Parser failures become our own
 * errors here, so the client gets a clear 400/413/415 rather than the parser's wording (or a 500
 * for the errors the parser passes through untyped, such as a gzip body that is not gzip).
 */
export function bodyParsers(limitBytes: number): RequestHandler[] {
  const parsers = [
    express.json({ limit: limitBytes, type: ['application/json', 'application/*+json'] }),
    express.urlencoded({ limit: limitBytes, extended: false, parameterLimit: 200 }),
  ].map(
    (parse): RequestHandler =>
      (req, res, next) =>
        parse(req, res, (error?: unknown) => next(error === undefined ? undefined : translate(error))),
  );
  return [...parsers, refuseHostileShapes];
}

/** Bodies and query strings nested too deep, or carrying keys that object-mapping code trips on. */
const refuseHostileShapes: RequestHandler = (req, _res, next) => {
  const problem = shapeProblem(req.body) ?? shapeProblem(req.query);
  next(problem === undefined ? undefined : new BadRequestError(problem.message, problem.code));
};

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
