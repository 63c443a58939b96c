import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';
import { Logger } from '@nestjs/common';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { forgetPreparedStatements } from './pg-internals';

/**
 * The file name PostgreSQL clients look for in a socket directory (`host=<dir>`, port 5432), so
 * `pg`, `psql -h <dataDir>` and the CLI all find it without further settings.
 */
export const EMBEDDED_SOCKET_PORT = 5432;
export const embeddedSocketPath = (dataDir: string) => join(dataDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);

/** Borrows the app's only database session; the returned function gives it back. */
export type BorrowSession = () => Promise<() => void>;

/**
 * Borrows the session from the app's pool of one connection. A client's turn ends with
 * `DISCARD ALL`, which drops the app's prepared statements with the client's settings; node-postgres
 * remembers which statements it has prepared on a connection and would only bind to them, so it is
 * made to forget them before the app gets the connection back, and the app prepares each again on
 * its next use (once per turn a client took, not per query).
 */
export function borrowFromPool(pool: Pool): BorrowSession {
  return async () => {
    const client = await pool.connect();
    return () => {
      forgetPreparedStatements(client);
      client.release();
    };
  };
}

/** A client left idle this long is disconnected, so a forgotten open transaction cannot hold the app off. */
const IDLE_TIMEOUT_MS = 30_000;

/**
 * Serves the embedded database to the owner's other processes (the CLI, `psql -h ./data`) over the
 * PostgreSQL protocol, on a Unix socket in the data directory: the directory is made 0700 and the
 * socket 0600, so only the user running the server can connect. No password: file permissions are
 * the authentication, as with PostgreSQL's own `peer`-style local sockets.
 *
 * PGlite is one session. The app reaches it through a pool of one connection; every client of the
 * socket shares that same session. `@electric-sql/pglite-socket`'s own server multiplexes its
 * clients message by message, keeping only transactions together: it knows nothing of the app's
 * pool, and between two messages of one extended-protocol query (Parse, Bind, Execute, Sync) it
 * would let another client in. So we use the library for the protocol (framing, SSL refusal,
 * start-up, cancel requests) through its `PGLiteSocketHandler`, and take turns ourselves:
 *
 * - Before a client's message runs, the client borrows the app's pooled connection. The app waits
 *   for it like for any busy pool (its `connectionTimeoutMillis`), and the borrow itself waits for
 *   the app's transaction in flight to end. Nothing else touches PGlite, so the two never interleave.
 * - The client keeps the session until PGlite answers ReadyForQuery with status idle: the end of a
 *   query outside a transaction, or of the transaction itself. So a CLI transaction is atomic as
 *   seen by the app, and the app runs between the CLI's statements, as it would on PostgreSQL.
 * - A client that disconnects (or idles out) while holding the session has it reset, the pending
 *   extended query ended with Sync and any open transaction rolled back, before the app gets it back.
 * - Whatever a client set in the session (`SET search_path`, `SET ROLE`, prepared statements,
 *   temporary tables...) is discarded at the end of each of its turns (`DISCARD ALL`): the app never
 *   runs under a client's settings. A client's settings therefore last one query or transaction.
 *   That drops the app's prepared statements too (a client's `DEALLOCATE` could as well), so the
 *   app's driver forgets them when it gets the session back (`borrowFromPool`) and prepares them
 *   again. Clients name no statements of their own (the CLI's data source does not).
 * - Messages are checked before PGlite sees them: the start-up message first, then only the
 *   message types a client may send, each with a sound length. PGlite hangs the whole process on
 *   some malformed messages, so anything else ends the connection with a protocol error instead.
 *
 * Any number of clients may connect; each waits its turn for the session, fairly with the app's
 * requests (the pool serves waiters in order). No deadlock is possible as long as a client does not
 * wait for the server while holding the session, which the CLI never does (it needs no HTTP), and
 * the CLI's own pool holds one connection, like the app's, so it never waits for itself.
 */
export class EmbeddedSocketServer {
  private readonly logger = new Logger('EmbeddedSocket');
  private readonly handlers = new Set<PGLiteSocketHandler>();

  private constructor(
    readonly path: string,
    private readonly server: Server,
  ) {}

  static async start(dataDir: string, pglite: PGlite, borrow: BorrowSession): Promise<EmbeddedSocketServer> {
    const path = embeddedSocketPath(dataDir);
    chmodSync(dataDir, 0o700);
    // This process holds the data directory's lock, so a socket file here was left by a server
    // that crashed: nobody serves it, and it would make `listen` fail.
    rmSync(path, { force: true });
    const server = createServer();
    const served = new EmbeddedSocketServer(path, server);
    server.on('connection', (socket) => void served.accept(socket, pglite, borrow));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
    chmodSync(path, 0o600);
    return served;
  }

  /** Stops accepting, disconnects every client (resetting the session it held), removes the socket. */
  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    await Promise.all([...this.handlers].map((handler) => handler.detach(true)));
    this.handlers.clear();
    await closed;
    rmSync(this.path, { force: true });
  }

  private async accept(socket: Socket, pglite: PGlite, borrow: BorrowSession): Promise<void> {
    const turns = new SessionTurns(pglite, borrow);
    const handler = new PGLiteSocketHandler({
      // The handler's contract with its queue is three methods; ours takes turns with the app.
      queryQueue: turns as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
      idleTimeout: IDLE_TIMEOUT_MS,
    });
    this.handlers.add(handler);
    const forget = () => this.handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', (event) => {
      forget();
      const error = (event as CustomEvent<Error>).detail;
      if (!/ECONNRESET|Idle timeout/.test(error?.message ?? '')) this.logger.warn({ err: error }, 'A local database client failed');
    });
    try {
      await handler.attach(socket);
    } catch (error) {
      forget();
      socket.destroy();
      this.logger.warn({ err: error }, 'Could not serve a local database client');
    }
  }
}

const READY_FOR_QUERY_IDLE = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]); // 'Z', length 5, status 'I'
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]); // 'S', length 4
const PROTOCOL_3 = 0x00030000;
/** What a client may send after start-up (PostgreSQL's frontend messages), by type byte. */
const CLIENT_MESSAGES = new Set('BCcDdEFfHPpQSX'.split('').map((c) => c.charCodeAt(0)));
const TERMINATE = 'X'.charCodeAt(0);
const QUERY = 'Q'.charCodeAt(0);
/** Larger than any statement the CLI or psql sends, far below what would strain the server. */
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** Why a client's message may not reach PGlite, or null when it may. */
export function protocolProblem(message: Uint8Array, started: boolean): string | null {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  if (bytes.length > MAX_MESSAGE_BYTES) return 'message too large';
  if (!started) {
    if (bytes.length < 8 || bytes.readInt32BE(0) !== bytes.length || bytes.readInt32BE(4) !== PROTOCOL_3) return 'expected a protocol 3.0 start-up message';
    return null;
  }
  if (bytes.length < 5 || !CLIENT_MESSAGES.has(bytes[0]) || bytes.readInt32BE(1) !== bytes.length - 1) return 'malformed message';
  if (bytes[0] === QUERY && (bytes.length < 6 || bytes[bytes.length - 1] !== 0)) return 'malformed query message';
  return null;
}

/** A FATAL ErrorResponse (SQLSTATE 08P01, protocol violation), as PostgreSQL sends before it disconnects. */
function protocolViolation(text: string): Uint8Array {
  const fields = Buffer.concat(
    [['S', 'FATAL'], ['V', 'FATAL'], ['C', '08P01'], ['M', `protocol violation: ${text}`]].map(([code, value]) => Buffer.from(`${code}${value}\0`, 'utf8')),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0, 'ascii');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** The protocol violation that ends a client's connection (the handler detaches on a thrown error). */
export class ProtocolViolation extends Error {}

/**
 * One socket client's turns at the shared session (what `PGLiteSocketHandler` calls its query
 * queue). The handler sends its messages one at a time and awaits each; `tail` also orders the
 * final reset after the last message.
 */
class SessionTurns {
  private giveBack?: () => void;
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;
  private started = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly borrow: BorrowSession,
  ) {}

  enqueue(_handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const run = this.tail.then(async () => {
      if (this.closed) throw new Error('The connection is closed');
      const problem = protocolProblem(message, this.started);
      if (problem) {
        onData(protocolViolation(problem));
        throw new ProtocolViolation(`A local database client sent a ${problem}`);
      }
      this.started = true;
      // Terminate: the client closes its socket next, and the handler then gives the session back.
      if (message[0] === TERMINATE) return 0;
      this.giveBack ??= await this.borrow();
      let bytes = 0;
      let last = Buffer.alloc(0);
      await this.pglite.runExclusive(() =>
        this.pglite.execProtocolRawStream(message, {
          onRawData: (data) => {
            bytes += data.length;
            last = Buffer.concat([last, Buffer.from(data.subarray(-READY_FOR_QUERY_IDLE.length))]).subarray(-READY_FOR_QUERY_IDLE.length);
            onData(data);
          },
        }),
      );
      if (last.equals(READY_FOR_QUERY_IDLE)) await this.endTurn();
      return bytes;
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Nothing is queued here beyond the message in flight, which `tail` orders. */
  clearQueueForHandler(): void {}

  /** Called when the client goes: leave the session as the app expects it, then give it back. */
  clearTransactionIfNeeded(): Promise<void> {
    const run = this.tail.then(async () => {
      this.closed = true;
      if (!this.giveBack) return;
      try {
        await this.pglite.runExclusive(() => this.pglite.execProtocolRaw(SYNC));
        if (this.pglite.isInTransaction()) await this.pglite.exec('ROLLBACK');
      } finally {
        await this.endTurn();
      }
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Discards what the client set in the session, then gives it back to the app. */
  private async endTurn(): Promise<void> {
    const giveBack = this.giveBack;
    this.giveBack = undefined;
    if (!giveBack) return;
    try {
      await this.pglite.exec('DISCARD ALL');
    } finally {
      giveBack();
    }
  }
}
