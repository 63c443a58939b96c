import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runNpm, RunningProcess, runProgram, waitForReady } from './setup/processes';

/**
 * The first run as the README tells it: `npm start` on a fresh embedded database, then, in a second
 * terminal while the server runs, `npm run cli -- users:create ... --admin`, and sign in. Always on
 * the embedded database (that is what a first run uses), whatever the suite runs on.
 */
describe('First administrator, created while `npm start` runs on the embedded database', () => {
  let dir: string;
  let env: Record<string, string>;
  let server: RunningProcess;
  let url: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scheduling-first-run-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: join(dir, 'data'), BCRYPT_COST: '10' };
    // `npm start`, as the README says: it builds, then runs the built server in npm's place.
    server = runNpm(['start'], { ...env, PORT: String(port), JOBS_ENABLED: 'false' });
    await waitForReady(url, server);
  }, 120_000);

  afterAll(async () => {
    if (server.proc.exitCode === null) {
      server.proc.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const cli = async (...args: string[]) => {
    const run = runProgram('src/cli/main.ts', args, env);
    return { code: await run.exited, out: run.stdout(), err: run.stderr() };
  };

  const signIn = async (email: string) => {
    const res = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long enough password' }),
    });
    expect(res.status).toBe(204);
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  };

  it('creates an administrator from a second process, who signs in at once', async () => {
    // Someone signs up first: the server has now used its statements on the shared session.
    const signup = await fetch(`${url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Early', email: 'early@example.com', password: 'a long enough password' }),
    });
    expect(signup.status).toBe(201);

    // The README's command, from a second terminal.
    const npmCli = runNpm(['run', '-s', 'cli', '--', 'users:create', '--email', 'admin@example.com', '--name', 'First Admin', '--password', 'a long enough password', '--admin'], env);
    const created = { code: await npmCli.exited, out: npmCli.stdout(), err: npmCli.stderr() };
    expect(created.err).toBe('');
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/^Created admin admin@example\.com \(id \d+\)\n$/);

    // The server sees the row: the administrator signs in and reaches the admin API.
    const cookie = await signIn('admin@example.com');
    const queue = await fetch(`${url}/v2/admin/oauth-clients`, { headers: { cookie } });
    expect(queue.status).toBe(200);
    const early = await fetch(`${url}/v2/admin/oauth-clients`, { headers: { cookie: await signIn('early@example.com') } });
    expect(early.status).toBe(403);

    // And the CLI sees what the server wrote.
    const listed = await cli('clients:list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('api-docs\tapproved');
  }, 180_000);

  it('serves the database only to the owner, on a socket in the data directory', () => {
    expect(statSync(env.DATA_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(join(env.DATA_DIR, '.s.PGSQL.5432')).mode & 0o777).toBe(0o600);
  });

  it('reports a refusal on one line, without a stack trace, and exits non-zero', async () => {
    const duplicate = await cli('users:create', '--email', 'ADMIN@example.com', '--name', 'Again', '--password', 'a long enough password');
    expect(duplicate.code).toBe(2);
    expect(duplicate.err).toBe('Error: An account with this email address already exists.\n');
    expect(duplicate.out).toBe('');
    const notAnAddress = await cli('users:create', '--email', 'notanemail', '--name', 'X', '--password', 'a long enough password');
    // The sign-up form's rules and messages.
    expect([notAnAddress.code, notAnAddress.err]).toEqual([2, 'Error: Enter a valid email address.\n']);
    const usage = await cli('users:create', '--email', 'someone@example.com');
    expect([usage.code, usage.err]).toEqual([1, "Error: required option '--name <name>' not specified\n"]);
  }, 120_000);

  it('a second server on the same data directory stops at once, saying why in one line', async () => {
    const second = runProgram('src/main.ts', [], { ...env, PORT: String(await freePort()), JOBS_ENABLED: 'false' });
    expect(await second.exited).toBe(1);
    // The holder is the server npm runs (its child), named by its process id.
    const holder = Number(readFileSync(join(env.DATA_DIR, 'server.lock'), 'utf8'));
    expect(second.stderr()).toBe(`The embedded database in ${env.DATA_DIR} is in use by the server in process ${holder}. Stop it first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.\n`);
  }, 120_000);

  it('removes the socket when the server stops, and the CLI then opens the database itself', async () => {
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(() => statSync(join(env.DATA_DIR, '.s.PGSQL.5432'))).toThrow(/ENOENT/);
    const created = await cli('users:create', '--email', 'second@example.com', '--name', 'Second', '--password', 'a long enough password');
    expect(created.err).toBe('');
    expect(created.out).toMatch(/^Created user second@example\.com/);
  }, 120_000);
});
