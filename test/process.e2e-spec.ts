import { freePort, processDatabase, runTs, waitForReady } from './setup/processes';

/** The server and the CLI as an operator runs them: separate processes, real signals. */
describe('Server and CLI processes', () => {
  let db: Awaited<ReturnType<typeof processDatabase>>;
  beforeAll(async () => {
    db = await processDatabase();
  });
  afterAll(() => db.cleanup());

  it.each([
    ['PORT', 'abc', /PORT: must be a whole number/],
    ['BASE_URL', 'not a url', /BASE_URL: must be an absolute URL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a postgres/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL:/],
  ])('refuses to start when %s is %p, naming the variable', async (name, value, message) => {
    const server = runTs('src/main.ts', [], { ...db.env, [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(message);
    expect(server.stderr()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('finishes requests in flight on SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // A slow hash (bcrypt 13, ~0.5 s each, 4 at a time) keeps the signups in flight when the signal comes.
    const server = runTs('src/main.ts', [], { ...db.env, PORT: String(port), BCRYPT_COST: '13', JOBS_ENABLED: 'false' });
    await waitForReady(url, server);
    const stamp = Date.now();
    const signups = Array.from({ length: 6 }, (_, i) =>
      fetch(`${url}/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `P${i}`, email: `inflight${i}.${stamp}@example.com`, password: 'a long enough password' }),
      }),
    );
    await new Promise((r) => setTimeout(r, 250));
    server.proc.kill('SIGTERM');
    const statuses = (await Promise.all(signups)).map((r) => r.status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await server.exited).toBe(0);
    // The server's own log proves the point: signups completed after it began shutting down.
    const lines = server.stdout().split('\n');
    const shutdownAt = lines.findIndex((l) => l.includes('"msg":"Shutting down"'));
    const completedAfter = lines.slice(shutdownAt).filter((l) => l.includes('/auth/signup') && l.includes('"statusCode":201'));
    expect(shutdownAt).toBeGreaterThan(-1);
    expect(completedAfter.length).toBeGreaterThan(0);
    expect(server.stdout()).toMatch(/"msg":"Stopped"/);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 60_000);

  it('creates users and admins from the CLI, with clear errors and non-zero exits', async () => {
    const email = `cli.${Date.now()}@example.com`;
    const cli = (...args: string[]) => runTs('src/cli/main.ts', args, db.env);

    const admin = cli('users:create', '--email', email, '--name', 'Operator', '--password', 'a long enough password', '--admin');
    expect(await admin.exited).toBe(0);
    expect(admin.stdout()).toContain(`Created admin ${email}`);

    const duplicate = cli('users:create', '--email', email.toUpperCase(), '--name', 'Again', '--password', 'a long enough password');
    expect(await duplicate.exited).not.toBe(0);
    expect(duplicate.stderr()).toContain('Error: An account with this email address already exists.');

    const weak = cli('users:create', '--email', `weak.${email}`, '--name', 'Weak', '--password', 'short');
    expect(await weak.exited).not.toBe(0);
    expect(weak.stderr()).toContain('Error: The password must be at least 10 characters long.');

    const missing = cli('users:create', '--name', 'Nobody');
    expect(await missing.exited).not.toBe(0);
    expect(missing.stderr()).toMatch(/required option '--email <email>'/);
  }, 60_000);

  it('manages clients from the CLI: legacy creation, listing and review', async () => {
    const email = `owner.${Date.now()}@example.com`;
    const cli = async (...args: string[]) => {
      const run = runTs('src/cli/main.ts', args, db.env);
      return { code: await run.exited, out: run.stdout(), err: run.stderr() };
    };
    expect((await cli('users:create', '--email', email, '--name', 'Owner', '--password', 'a long enough password')).code).toBe(0);

    const created = await cli('clients:create-legacy', '--owner', email, '--name', 'Old App', '--redirect-uri', 'https://old.example.com/cb', '--redirect-uri', 'http://localhost:9/cb');
    expect(created.code).toBe(0);
    const clientId = /client_id=(\S+)/.exec(created.out)![1];
    expect(created.out).toMatch(/client_secret=scs_\S{43}/);

    const listed = await cli('clients:list', '--status', 'approved');
    expect(listed.out).toContain(`${clientId}\tapproved\tconfidential\tlegacy\t${email}\t"Old App"`);

    const suspend = await cli('clients:suspend', clientId);
    expect(suspend.code).not.toBe(0);
    expect(suspend.err).toMatch(/required option '--reason <text>'/);
    const approve = await cli('clients:approve', clientId);
    expect(approve.code).not.toBe(0);
    expect(approve.err).toContain('Error: This client is approved; only pending clients can be approved.');
    const bad = await cli('clients:create-legacy', '--owner', 'nobody@example.com', '--name', 'X', '--redirect-uri', 'https://x.example/cb');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('Error: No user with the email nobody@example.com.');
  }, 60_000);
});
