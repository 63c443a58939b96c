import { Client } from 'pg';
import type { DatabaseTimeouts } from '../config/app-config';
import { DATABASE_TIMEOUT_DEFAULTS } from '../config/env.schema';

/**
 * How long the client waits past the server's statement_timeout before giving up itself. The
 * server's own cancel (57014) is the normal way a slow statement ends, and it keeps the connection;
 * the client's bound is for a server that cannot answer at all (frozen, or a network that drops
 * packets without a reset), which no server-side setting reaches. One second covers the cancel's
 * trip back on a busy machine.
 */
const CLIENT_MARGIN_MS = 1_000;

/**
 * A node-postgres client that closes its connection when one of its statements hit the client-side
 * `query_timeout`. node-postgres answers the caller with "Query read timeout" but leaves the
 * statement on the wire: the connection is mid-protocol, and whatever is sent on it next (the
 * transaction's ROLLBACK, the next request's statement) would wait behind the frozen one. `end()`
 * destroys the socket when a statement is still active, so queued statements fail at once
 * ("Connection terminated"), and the pool drops the client when it is released (it checks
 * `_ending`) instead of lending it out again.
 */
export class DiscardOnTimeoutClient extends Client {
  // The overloads of `query` all end in an optional callback or return a promise: both are observed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: Error | undefined, result: unknown) => void;
      args[last] = (error: Error | undefined, result: unknown) => {
        this.discardIfTimedOut(error);
        callback(error, result);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) result.catch((error: unknown) => this.discardIfTimedOut(error));
    return result;
  }

  private discardIfTimedOut(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) void this.end();
  }
}

/** node-postgres's message for a `query_timeout` (it has no code). */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * The pool settings that bound every wait on PostgreSQL (see docs/deployment.md):
 * - connecting, or waiting for a free pooled connection: `connectMs` (5 s by default). A refused
 *   connection fails at once; this bounds a frozen server (the kernel accepts the connection, the
 *   server never answers its start-up) and an exhausted pool;
 * - a statement: `statementMs` (5 s) on the server, which cancels it and releases its locks; and
 *   on the client one second later, for a server that cannot cancel anything because it is frozen;
 * - a transaction left idle: 30 s, so a stuck request cannot hold row locks;
 * - TCP keep-alive after 10 s idle, so a pooled connection to a vanished host is noticed.
 * Migrations lift the statement bounds on their own connection (see migrate.ts).
 */
export function postgresPoolOptions(timeouts: DatabaseTimeouts = DATABASE_TIMEOUT_DEFAULTS) {
  return {
    Client: DiscardOnTimeoutClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS,
    idle_in_transaction_session_timeout: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * Lifts the client-side bound on one checked-out connection (migrations may take longer than any
 * request) and answers how to put it back before the connection returns to the pool.
 */
export function liftClientTimeout(connection: unknown): () => void {
  const parameters = (connection as { connectionParameters?: { query_timeout?: number | false } }).connectionParameters;
  if (!parameters) return () => undefined;
  const previous = parameters.query_timeout;
  parameters.query_timeout = false;
  return () => {
    parameters.query_timeout = previous;
  };
}
