/**
 * Errors that domain code throws. They carry what the client should see; the exception filter turns
 * them into HTTP (JSON envelope under /v2, an HTML page for pages).
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  headers: Record<string, string> = {};

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  readonly status = 400;
  constructor(
    message: string,
    readonly code = 'bad_request',
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  readonly status = 401;
  constructor(
    message = 'Sign in to continue.',
    readonly code = 'unauthorized',
  ) {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(
    message = 'You are not allowed to do this.',
    readonly code = 'forbidden',
  ) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  readonly code = 'not_found';
}

/** A route that exists for this method only to refuse it, after its access rule (RFC 9110 §15.5.6: with `Allow`). */
export class MethodNotAllowedError extends DomainError {
  readonly status = 405;
  readonly code = 'method_not_allowed';
  constructor(method: string, allowed: readonly string[]) {
    super(`${method} is not allowed here; this path answers ${allowed.join(', ')}.`);
    this.headers.Allow = allowed.join(', ');
  }
}

export class ConflictError extends DomainError {
  readonly status = 409;
  readonly code = 'conflict';
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  readonly code = 'payload_too_large';
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
  readonly code = 'unsupported_media_type';
}

export class ValidationError extends DomainError {
  readonly status = 422;
  readonly code = 'validation_failed';
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  readonly code = 'rate_limited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.headers['Retry-After'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  }

  /**
   * The message ends with the wait in whole minutes, rounded up from the `Retry-After` it sends, so
   * the person reading it and the client reading the header are told the same thing.
   */
  static tryAgainIn(message: string, retryAfterSeconds: number): TooManyRequestsError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const minutes = Math.ceil(seconds / 60);
    return new TooManyRequestsError(`${message} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, seconds);
  }
}
