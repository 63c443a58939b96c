import express, { RequestHandler } from 'express';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors/domain-errors';

/**
 * The only two body types this server parses: JSON and HTML forms. Other types reach handlers as
 * an empty body, and routes where a body matters refuse them. Parser failures become our own
 * errors here, so the client gets a clear 400/413/415 rather than the parser's wording.
 */
export function bodyParsers(limitBytes: number): RequestHandler[] {
  return [
    express.json({ limit: limitBytes, type: ['application/json', 'application/*+json'] }),
    express.urlencoded({ limit: limitBytes, extended: false, parameterLimit: 200 }),
  ].map(
    (parse): RequestHandler =>
      (req, res, next) =>
        parse(req, res, (error?: unknown) => next(error === undefined ? undefined : translate(error))),
  );
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
      return error;
  }
}
