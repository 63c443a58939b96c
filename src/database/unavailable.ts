/**
 * Whether an error means "the database cannot be reached right now" rather than "this statement
 * is wrong". Those are answered 503 with Retry-After (the client should try again), never 500 (our
 * bug). Checked: the error itself, TypeORM's `driverError`, `cause`, and each error of an
 * AggregateError (a refused connection to a host with several addresses).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE classes and codes of a server going away: 08 connection exceptions; 57P01-57P03 shutdown and start-up; 53300 too many connections. */
const SQLSTATE = /^(08|57P0[123]$|53300$)/;

/** node-postgres reports a lost connection, or one it gave up waiting for, with a message and no code. */
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection terminated due to connection timeout|the database system is (starting up|shutting down|in recovery mode)/i;

/** 57014 is query_canceled: our statement_timeout (or query_timeout) fired, the server is overloaded or stuck. */
const TIMED_OUT = '57014';

/** Thrown by our own code when it judged the database unavailable (readiness, when the ping misses its deadline). */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (depth > 4 || error === null || typeof error !== 'object') return false;
  const { code, message, driverError, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code) || code === TIMED_OUT)) return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}
