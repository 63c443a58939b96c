import type { PoolClient } from 'pg';

/**
 * The one thing we use of node-postgres 8 that is not its documented API: the record, per
 * connection, of the named statements it has prepared (`connection.parsedStatements`) and of those
 * it is preparing (`submittedNamedStatements`, in the versions that have it). node-postgres sends a
 * named statement's Parse only the first time on a connection and then binds to it; when the
 * session's statements are dropped behind its back (the embedded database's `DISCARD ALL` after a
 * local client's turn, embedded-socket.server.ts), it must forget them, or every later use fails
 * with "prepared statement does not exist".
 *
 * pg-internals.spec.ts pins the version this was checked against and shows the failure it
 * prevents, so an upgrade that renames the record fails there, by name. No other file reaches
 * into node-postgres.
 */
export function forgetPreparedStatements(client: PoolClient): void {
  const connection = (client as unknown as { connection?: { parsedStatements?: object; submittedNamedStatements?: object } }).connection;
  if (!connection || typeof connection.parsedStatements !== 'object') {
    throw new Error('node-postgres keeps no record of prepared statements at connection.parsedStatements (see pg-internals.ts)');
  }
  connection.parsedStatements = {};
  if (connection.submittedNamedStatements) connection.submittedNamedStatements = {};
}
