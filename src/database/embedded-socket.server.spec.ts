import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { EMBEDDED_SOCKET_PORT, EmbeddedSocketServer, embeddedSocketPath } from './embedded-socket.server';

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

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'embedded-socket-'));
    // A socket file left by a server that crashed must not stop the next one.
    writeFileSync(embeddedSocketPath(dir), '');
    pglite = new PGlite('memory://');
    await pglite.exec('CREATE TABLE items (name text PRIMARY KEY)');
    pool = new Pool({ ...createPgConfig(pglite), max: 1 });
    server = await EmbeddedSocketServer.start(dir, pglite, async () => {
      const client = await pool.connect();
      return () => client.release();
    });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
    await server.stop();
    await pool.end();
    await pglite.close();
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
