import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorSchemaFamily } from '../api/openapi-document';
import { errorPage, PageViewer } from '../html/layout';
import { notFoundPage } from '../html/not-found.page';
import { isDatabaseUnavailable } from '../../database/unavailable';
import { DomainError } from './domain-errors';
import { answersWithPage } from '../http/answer-with-page';

export interface ErrorShape {
  status: number;
  code: string;
  message: string;
  headers: Record<string, string>;
}

/**
 * A route family with its own error shape (the OAuth endpoints' RFC 6749 §5.2 body). Its owner
 * renders it; this filter only picks the family by path, which also covers errors raised before
 * routing (a malformed body).
 */
export interface ErrorFamily extends ErrorSchemaFamily {
  name: string;
  render(res: Response, error: ErrorShape): void;
}

const CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Turns any error into a client-facing shape. Unknown errors become a bare 500: no detail leaks. */
export function describeError(exception: unknown): ErrorShape {
  if (exception instanceof DomainError) {
    return { status: exception.status, code: exception.code, message: exception.message, headers: exception.headers };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const body = exception.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
    return { status, code: CODES[status] ?? (status >= 500 ? 'internal_error' : 'error'), message, headers: {} };
  }
  if (isDatabaseUnavailable(exception)) return UNAVAILABLE;
  return { status: 500, code: 'internal_error', message: 'Something went wrong on our side.', headers: {} };
}

/**
 * The database is down or unreachable: nothing was done (or a transaction was rolled back), and
 * the same request will work once it is back. 503 with Retry-After tells clients exactly that;
 * OAuth endpoints say `temporarily_unavailable`.
 */
const UNAVAILABLE: ErrorShape = {
  status: 503,
  code: 'unavailable',
  message: 'The service is temporarily unavailable. Try again in a few seconds.',
  headers: { 'Retry-After': '5' },
};

/**
 * Who is signed in, for the header of an error page. Asked only when a page is about to be
 * rendered, so API errors never cost a session lookup; on first-party pages the session guard has
 * already looked the session up, and the answer is reused.
 */
export type PageViewerLookup = (req: Request) => Promise<PageViewer | undefined>;

/**
 * The last line of error handling. Pages get an HTML error page; a route family with its own shape
 * (see `ErrorFamily`) renders its own; everything else gets `{"status":"error","error":{"code","message"}}`.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly families: readonly ErrorFamily[] = [],
    private readonly viewerOf: PageViewerLookup = async () => undefined,
    /** The methods some route answers at a path (none: no route has it). */
    private readonly allowedMethods: (path: string) => string[] = () => [],
    /** The headers an error is answered with (an auth layer may add to a route family's challenge). */
    private readonly headersFor: (req: Request, error: ErrorShape) => Record<string, string> = (_req, error) => error.headers,
    /** Told of every error answered (the metrics count refusals by their code). */
    private readonly observers: readonly ((req: Request, error: ErrorShape) => void)[] = [],
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const error = this.methodNotAllowed(exception, req) ?? describeError(exception);
    if (error === UNAVAILABLE) {
      // Not under `err`: pino's error serializer would add a stack, and an outage is no bug of ours.
      this.logger.warn({ cause: { type: (exception as Error).name, message: (exception as Error).message }, path: req.path }, 'Database unavailable');
    } else if (error.status >= HttpStatus.INTERNAL_SERVER_ERROR) {
      this.logger.error({ err: loggable(exception), path: req.path }, 'Unhandled error');
    }
    for (const observe of this.observers) observe(req, error);
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(error.status).set(this.headersFor(req, error));
    const family = this.families.find((f) => f.matches(req.path));
    if (error.status < 400) {
      res.end(); // a redirect (to the login page)
    } else if (family) {
      family.render(res, error);
    } else if (wantsHtml(req)) {
      // With the database down, looking the session up would only wait for the same failure.
      const viewer = error === UNAVAILABLE ? undefined : await this.viewerOf(req).catch(() => undefined);
      // No route matched: the framework's "Cannot GET /x" is for APIs; people get a page that helps.
      const page = error.status === 404 && !req.accessRule
        ? notFoundPage(viewer)
        : errorPage(error.status, titleFor(error.status), error.message, viewer);
      if (!res.headersSent) res.type('html').set('Cache-Control', 'no-store').send(page.toString());
    } else {
      res.json({ status: 'error', error: { code: error.code, message: error.message } });
    }
  }

  /**
   * No route matched, but the path is one that other methods answer: 405 with `Allow` (RFC 9110
   * §15.5.6), not a 404 that says the path does not exist.
   */
  private methodNotAllowed(exception: unknown, req: Request): ErrorShape | undefined {
    if (req.accessRule || !(exception instanceof HttpException) || exception.getStatus() !== HttpStatus.NOT_FOUND) return undefined;
    const allowed = this.allowedMethods(req.path);
    if (allowed.length === 0 || allowed.includes(req.method)) return undefined;
    return {
      status: HttpStatus.METHOD_NOT_ALLOWED,
      code: 'method_not_allowed',
      message: `${req.method} is not allowed here; this path answers ${allowed.join(', ')}.`,
      headers: { Allow: allowed.join(', ') },
    };
  }
}

/**
 * What of an unexpected error goes to the log: its kind, message, SQLSTATE and stack, but not the
 * other properties an error may carry (a failed query's parameters, a request's headers).
 */
function loggable(exception: unknown): Record<string, unknown> {
  if (!(exception instanceof Error)) return { type: typeof exception };
  const { code } = exception as { code?: unknown };
  return { type: exception.name, message: exception.message, ...(typeof code === 'string' ? { code } : {}), stack: exception.stack };
}

/** Paths whose routes answer JSON (or, /metrics, the scraper's text): never a page, even when refused before routing. */
const JSON_PATHS = /^\/(v2|mcp|\.well-known|health|metrics)(\/|$)/;

function wantsHtml(req: Request): boolean {
  const rule = req.accessRule;
  if (rule) return rule.kind === 'first-party' && rule.html && answersWithPage(req);
  // No route matched (404), or the request failed before routing (a malformed body, a NUL in the
  // URL): outside the JSON APIs, a browser (or any client not asking for JSON) gets a page, so a
  // form post that fails this early still shows a page.
  return !JSON_PATHS.test(req.path) && !req.is('application/json') && req.accepts(['html', 'json']) === 'html';
}

function titleFor(status: number): string {
  if (status === 404) return 'Page not found';
  if (status === 405) return 'Not available this way';
  if (status === 403) return 'Not allowed';
  if (status === 429) return 'Too many attempts';
  if (status >= 500) return 'Something went wrong';
  return 'That did not work';
}
