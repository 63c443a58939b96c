import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { borrowFromPool, EMBEDDED_SOCKET_PORT, EmbeddedSocketServer, embeddedSocketPath } from './embedded-socket.server';
import { scratchEngine } from '../../test/setup/test-database';

/**
 * The embedded engine's one session, shared by the app's pool of one connection (as in the server)
 * and clients of the socket (as the CLI): their queries and transactions must never interleave.
 */
describe('EmbeddedSocketServer', () => {
  let dir: string;
  let pglite: PGlite;
  let pool: Pool;
  let server: EmbeddedSocketServer;
  const clients: Client[] = [];

  /**
   * One engine for the file (starting one costs seconds); each test starts from an empty table and
   * a session with no settings or prepared statements left by the one before (DISCARD ALL), with a
   * server, a pool and a directory of its own.
   */
  beforeAll(async () => {
    pglite = await scratchEngine();
    await pglite.exec('CREATE TABLE items (name text PRIMARY KEY)');
  });
  afterAll(() => pglite.close());

  beforeEach(async () => {
    await pglite.exec('DELETE FROM items');
    await pglite.exec('DISCARD ALL');
    dir = mkdtempSync(join(tmpdir(), 'embedded-socket-'));
    // A socket file left by a server that crashed must not stop the next one.
    writeFileSync(embeddedSocketPath(dir), '');
    pool = new Pool({ ...createPgConfig(pglite), max: 1 });
    server = await EmbeddedSocketServer.start(dir, pglite, borrowFromPool(pool));
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
    await server.stop();
    await pool.end();
    rmSync(dir, { recursive: true, force: true });
  });

  async function connect(): Promise<Client> {
    const client = new Client({ host: dir, port: EMBEDDED_SOCKET_PORT, user: 'postgres', database: 'postgres' });
    client.on('error', () => undefined); // a client the server disconnects
    clients.push(client);
    await client.connect();
    return client;
  }

  const appCount = async () => Number((await pool.query('SELECT count(*) AS n FROM items')).rows[0].n);

  it('lets only the owner connect: directory 0700, socket 0600', () => {
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(server.path).mode & 0o777).toBe(0o600);
  });

  it('runs queries of both, with parameters, and each sees what the other committed', async () => {
    const cli = await connect();
    await cli.query('INSERT INTO items (name) VALUES ($1)', ['from the cli']);
    await pool.query('INSERT INTO items (name) VALUES ($1)', ['from the app']);
    const names = await cli.query<{ name: string }>('SELECT name FROM items WHERE name <> $1 ORDER BY name', ['nothing']);
    expect(names.rows.map((r) => r.name)).toEqual(['from the app', 'from the cli']);
    expect(await appCount()).toBe(2);
  });

  it("keeps the app's prepared statements working across a client's turns, preparing them again after each", async () => {
    const named = (name: string) => pool.query<{ name: string }>({ name: 'items_named', text: 'SELECT name FROM items WHERE name = $1', values: [name] });
    const prepared = async () => (await pool.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows.map((r) => r.name);
    await pool.query('INSERT INTO items (name) VALUES ($1)', ['kept']);
    expect((await named('kept')).rows).toEqual([{ name: 'kept' }]);
    expect(await prepared()).toEqual(['items_named']);

    const cli = await connect();
    await cli.query('SELECT 1'); // a turn, ended by DISCARD ALL: the session holds no prepared statement now
    expect((await cli.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows).toEqual([{ n: 0 }]);
    expect((await named('kept')).rows).toEqual([{ name: 'kept' }]);
    expect(await prepared()).toEqual(['items_named']);

    await cli.query('DEALLOCATE ALL');
    expect((await named('kept')).rows).toEqual([{ name: 'kept' }]);
  });

  it("keeps the app out of a client's transaction until it ends", async () => {
    const cli = await connect();
    await cli.query('BEGIN');
    await cli.query("INSERT INTO items (name) VALUES ('uncommitted')");
    // Issued while the client's transaction is open: it must not run inside it (it would count the
    // uncommitted row); it waits for the session and sees the outcome.
    const counted = appCount();
    await cli.query('ROLLBACK');
    expect(await counted).toBe(0);
  });

  it("keeps a client out of the app's transaction until it ends", async () => {
    const app = await pool.connect();
    await app.query('BEGIN');
    await app.query("INSERT INTO items (name) VALUES ('app, uncommitted')");
    // Even the client's start-up waits for the session.
    const counted = connect().then((cli) => cli.query('SELECT count(*) AS n FROM items'));
    await app.query('ROLLBACK');
    app.release();
    expect(Number((await counted).rows[0].n)).toBe(0);
  });

  it('rolls back the transaction of a client that disconnects, and gives the session back', async () => {
    const cli = await connect();
    await cli.query('BEGIN');
    await cli.query("INSERT INTO items (name) VALUES ('abandoned')");
    const counted = appCount();
    await cli.end();
    expect(await counted).toBe(0);
    expect(pglite.isInTransaction()).toBe(false);
  });

  it("never lets a client's session settings reach the app: they last one query or transaction", async () => {
    const searchPath = async () => (await pool.query<{ search_path: string }>('SHOW search_path')).rows[0].search_path;
    const before = await searchPath();
    const cli = await connect();
    await cli.query("SELECT set_config('search_path', '', false)"); // what pg_dump does first
    await cli.query("SET statement_timeout = '1ms'");
    await expect(appCount()).resolves.toBe(0); // unqualified, and in time
    await cli.query('BEGIN');
    await cli.query("SET LOCAL search_path = ''");
    await expect(cli.query('SELECT count(*) FROM items')).rejects.toThrow(/does not exist/);
    await cli.query('ROLLBACK');
    expect(await searchPath()).toBe(before);
  });

  /** A client speaking raw bytes: a start-up message, then `bytes`; what comes back until the server closes. */
  function rawClient(bytes: Buffer): Promise<Buffer> {
    const startup = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0database\0postgres\0\0', 'latin1');
    startup.writeInt32BE(startup.length, 0);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = createConnection(server.path);
      socket.on('data', (d) => {
        chunks.push(d);
        // After start-up (ReadyForQuery), the hostile message.
        if (chunks.length === 1) socket.write(bytes);
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks)));
      socket.write(startup);
    });
  }

  it.each([
    ['an unknown message type', Buffer.from([0x3f, 0, 0, 0, 4])],
    ['a query whose length is too short', Buffer.from([0x51, 0, 0, 0, 2, 0x41])],
    ['a query without its terminating NUL', Buffer.from([0x51, 0, 0, 0, 5, 0x41])],
  ])('ends the connection of a client that sends %s, with a protocol error, and the app keeps its session', async (_what, bytes) => {
    const answer = await rawClient(bytes);
    expect(answer.toString('latin1')).toContain('C08P01');
    await expect(appCount()).resolves.toBe(0);
    const cli = await connect();
    await expect(cli.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('serves several clients in turn, and stops with clients connected', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await Promise.all([
      a.query("INSERT INTO items (name) VALUES ('a')"),
      b.query("INSERT INTO items (name) VALUES ('b')"),
      pool.query("INSERT INTO items (name) VALUES ('app')"),
    ]);
    await a.query('BEGIN');
    await a.query("INSERT INTO items (name) VALUES ('a, uncommitted')");
    await server.stop();
    expect(await appCount()).toBe(3);
    await expect(connect()).rejects.toThrow();
    expect(() => statSync(server.path)).toThrow(/ENOENT/);
  });
});
