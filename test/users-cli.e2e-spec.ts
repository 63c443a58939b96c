import { compare } from 'bcrypt';
import { onProcessDatabase, processDatabase, runProgram, serverBeside } from './setup/processes';

/**
 * An operator lists accounts, resets a password and gives or takes the admin role, from the command
 * line, while the server runs. On the embedded database each command then reaches the data directory
 * through the server's socket, as an operator's would (commands that open the directory themselves,
 * with no server running, are run by first-admin.e2e-spec.ts).
 */
describe('Accounts from the CLI', () => {
  let db: Awaited<ReturnType<typeof processDatabase>>;
  let env: Record<string, string>;
  let server: Awaited<ReturnType<typeof serverBeside>> | undefined;
  beforeAll(async () => {
    db = await processDatabase();
    env = { ...db.env, BCRYPT_COST: '10' };
    server = await serverBeside(env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    db.cleanup();
  });

  const cli = async (args: string[], stdin?: string) => {
    const run = runProgram('src/cli/main.ts', args, env, { stdin });
    return { code: await run.exited, out: run.stdout(), err: run.stderr() };
  };
  const create = async (email: string, ...more: string[]) =>
    expect(await cli(['users:create', '--email', email, '--name', 'Operator', '--password', 'a long enough password', ...more])).toMatchObject({ code: 0 });
  const roleOf = async (email: string) => (await onProcessDatabase<{ role: string }>(env, 'SELECT role FROM users WHERE email = $1', [email]))[0]?.role;

  it('users:list: one account per line (id, email, role, created, name), a page at a time or --all', async () => {
    const stamp = Date.now();
    const admin = `list.admin.${stamp}@example.com`;
    await create(admin, '--admin');
    // Two more, written directly: listing reads what is there, however it got there.
    await onProcessDatabase(env, `INSERT INTO users (email, name, password_hash) VALUES ($1, 'Bo "B"', 'x'), ($2, 'Cy', 'x')`, [`list.b.${stamp}@example.com`, `list.c.${stamp}@example.com`]);

    const all = await cli(['users:list']);
    expect(all).toMatchObject({ code: 0, err: '' });
    const lines = all.out.trimEnd().split('\n');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\d+\\t${admin.replace(/\./g, '\\.')}\\tadmin\\t\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\t"Operator"$`)));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^\\d+\\tlist\\.b\\.${stamp}@example\\.com\\tuser\\t\\S+\\t"Bo \\\\"B\\\\""$`)));
    expect(lines.slice(-3).map((l) => l.split('\t')[1])).toEqual([admin, `list.b.${stamp}@example.com`, `list.c.${stamp}@example.com`]);

    // One page: its lines on stdout, what is left on stderr.
    const page = await cli(['users:list', '--take', '1', '--skip', '1']);
    expect(page).toMatchObject({ code: 0, out: `${lines[1]}\n`, err: `${lines.length - 2} more: --skip 2 for the next page, or --all\n` });
    expect(await cli(['users:list', '--take', '1', '--all'])).toMatchObject({ code: 0, out: all.out, err: '' });
    // The API's paging rules and messages.
    expect(await cli(['users:list', '--take', '0'])).toMatchObject({ code: 2, out: '', err: 'Error: take must be at least 1\n' });
  }, 300_000);

  it('users:set-password: the sign-up rules, a bcrypt hash, from a flag or standard input; the sessions end', async () => {
    const email = `reset.${Date.now()}@example.com`;
    await create(email);
    const [{ id }] = await onProcessDatabase<{ id: number }>(env, 'SELECT id FROM users WHERE email = $1', [email]);
    const signIn = () =>
      onProcessDatabase(env, `INSERT INTO sessions (id_hash, user_id, csrf_token, expires_at) VALUES (sha256(random()::text::bytea), $1, 'csrf', now() + interval '1 day')`, [id]);
    await signIn();
    await signIn();
    const hash = async () => (await onProcessDatabase<{ password_hash: string }>(env, 'SELECT password_hash FROM users WHERE id = $1', [id]))[0].password_hash;
    const sessions = async () => (await onProcessDatabase(env, 'SELECT 1 FROM sessions WHERE user_id = $1', [id])).length;

    expect(await cli(['users:set-password', '--email', email.toUpperCase(), '--password', 'a brand new passphrase'])).toEqual({
      code: 0,
      out: `Changed the password of ${email}; ended 2 sessions\n`,
      err: '',
    });
    expect(await sessions()).toBe(0);
    expect(await hash()).toMatch(/^\$2b\$10\$/);
    expect(await compare('a brand new passphrase', await hash())).toBe(true);

    // Without --password: the first line of standard input (a pipe, here).
    await signIn();
    expect(await cli(['users:set-password', '--email', email], 'piped passphrase here\nignored\n')).toMatchObject({ code: 0, out: `Changed the password of ${email}; ended 1 session\n` });
    expect(await compare('piped passphrase here', await hash())).toBe(true);

    // Refusals: one line each, and the password is left as it was.
    expect(await cli(['users:set-password', '--email', email, '--password', 'short'])).toMatchObject({ code: 2, err: 'Error: The password must be at least 10 characters long.\n' });
    expect(await cli(['users:set-password', '--email', email, '--password', `${email} again`])).toMatchObject({ code: 2, err: 'Error: The password must not contain your email address.\n' });
    expect(await cli(['users:set-password', '--email', 'not-an-address', '--password', 'a brand new passphrase'])).toMatchObject({ code: 2, err: 'Error: Enter a valid email address.\n' });
    expect(await cli(['users:set-password', '--email', 'nobody@example.com', '--password', 'a brand new passphrase'])).toMatchObject({ code: 2, err: 'Error: No user with the email nobody@example.com.\n' });
    expect(await cli(['users:set-password', '--email', email])).toMatchObject({ code: 1, err: 'Error: No password given: pass --password, or write it to standard input.\n' });
    expect(await compare('piped passphrase here', await hash())).toBe(true);
  }, 300_000);

  it('users:make-admin and users:remove-admin, never removing the last administrator', async () => {
    const stamp = Date.now();
    const [first, second] = [`first.${stamp}@example.com`, `second.${stamp}@example.com`];
    await create(first);
    await create(second);
    // Nobody else is an administrator, whatever the other tests left.
    await onProcessDatabase(env, `UPDATE users SET role = 'user'`, []);

    expect(await cli(['users:make-admin', '--email', first.toUpperCase()])).toEqual({ code: 0, out: `${first} is now an administrator\n`, err: '' });
    expect(await roleOf(first)).toBe('admin');
    expect(await cli(['users:make-admin', '--email', first])).toMatchObject({ code: 0, out: `${first} was already an administrator\n` });
    // The only administrator stays one.
    expect(await cli(['users:remove-admin', '--email', first])).toEqual({ code: 2, out: '', err: `Error: ${first} is the last administrator; make another account an administrator first.\n` });
    expect(await roleOf(first)).toBe('admin');

    expect((await cli(['users:make-admin', '--email', second])).code).toBe(0);
    expect(await cli(['users:remove-admin', '--email', first])).toEqual({ code: 0, out: `${first} is no longer an administrator\n`, err: '' });
    expect(await roleOf(first)).toBe('user');
    expect(await cli(['users:remove-admin', '--email', first])).toMatchObject({ code: 0, out: `${first} was not an administrator\n` });
    expect(await cli(['users:make-admin', '--email', 'nobody@example.com'])).toMatchObject({ code: 2, err: 'Error: No user with the email nobody@example.com.\n' });
  }, 300_000);
});
