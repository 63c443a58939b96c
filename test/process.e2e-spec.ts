import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { SERVER_NODE_FLAGS } from '../bench/lib/processes';
import { freePort, onProcessDatabase, processDatabase, RunningProcess, runProgram, serverBeside, waitForReady } from './setup/processes';

/** The server and the CLI as an operator runs them: separate processes, real signals. */
describe('Server and CLI processes', () => {
  let db: Awaited<ReturnType<typeof processDatabase>>;
  beforeAll(async () => {
    db = await processDatabase();
  });
  afterAll(() => db.cleanup());

  it('npm start and npm run start:prod run the server with the Node flags the benchmark measures', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'start:prod']) expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} dist/main.js`);
  });

  it.each([
    ['PORT', 'abc', /PORT: must be a whole number/],
    ['BASE_URL', 'not a url', /BASE_URL: must be an absolute URL/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: must be a postgres/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL:/],
  ])('refuses to start when %s is %p, naming the variable', async (name, value, message) => {
    const server = runProgram('src/main.ts', [], { ...db.env, [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(message);
    expect(server.stderr()).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);

  it('finishes requests in flight on SIGTERM, then exits 0', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = runProgram('src/main.ts', [], { ...db.env, PORT: String(port), BCRYPT_COST: '10', JOBS_ENABLED: 'false' });
    await waitForReady(url, server);
    const stamp = Date.now();
    // Each signup announces its body with `Expect: 100-continue`: the server's "100 Continue"
    // proves it has the request in hand. Only then does the signal go, and only after it do the
    // bodies follow, so every signup is in flight when shutdown begins, however busy the machine.
    const signups = Array.from({ length: 6 }, (_, i) =>
      inFlight(port, '/auth/signup', JSON.stringify({ name: `P${i}`, email: `inflight${i}.${stamp}@example.com`, password: 'a long enough password' })),
    );
    await Promise.all(signups.map((s) => s.accepted));
    server.proc.kill('SIGTERM');
    await untilLogged(server, '"msg":"Shutting down"');
    const statuses = await Promise.all(signups.map((s) => s.finish()));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await server.exited).toBe(0);
    // The server's own log proves the point: the signups completed after it began shutting down.
    const lines = server.stdout().split('\n');
    const shutdownAt = lines.findIndex((l) => l.includes('"msg":"Shutting down"'));
    const completedAfter = lines.slice(shutdownAt).filter((l) => l.includes('/auth/signup') && l.includes('"statusCode":201'));
    expect(shutdownAt).toBeGreaterThan(-1);
    expect(completedAfter).toHaveLength(6);
    expect(server.stdout()).toMatch(/"msg":"Stopped"/);
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 120_000);

  it('says at start-up, in a few lines at info, where it listens, on which database and what is off', async () => {
    const port = await freePort();
    // A key, so that calendar connections are on whichever database the suite runs on.
    const env = { ...db.env, PORT: String(port), JOBS_ENABLED: 'false', OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', ENCRYPTION_KEY: 'ab'.repeat(32) };
    const server = runProgram('src/main.ts', [], env);
    await waitForReady(`http://127.0.0.1:${port}`, server);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server.stdout().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { level: number; msg: string; req?: unknown });
    // Start-up is what comes before the first request (the readiness probe's).
    const startup = lines.slice(0, lines.findIndex((l) => l.req !== undefined));
    // A database no server of this file has opened yet also gets its migrations applied: that line
    // belongs to a first start only.
    const firstStartOnly = (msg: string) => msg === 'Applied migrations';
    const database = db.env.DATABASE_URL
      ? `Database: PostgreSQL, database ${new URL(db.env.DATABASE_URL).pathname.slice(1)} on ${new URL(db.env.DATABASE_URL).host}`
      : `Database: embedded (PGlite), data in ${db.env.DATA_DIR}`;
    expect(startup.filter((l) => !firstStartOnly(l.msg)).map((l) => [l.level, l.msg])).toEqual([
      [30, `Listening on http://localhost:${port} (port ${port}, all interfaces)`],
      [30, database],
      [30, 'Calendar providers not configured: Google (set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), Microsoft (set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET); iCalendar feeds and CalDAV work without them'],
      [30, 'Rate-limit counters are kept in this process (REDIS_URL not set): each instance counts on its own'],
      [30, 'Background jobs are off in this instance (JOBS_ENABLED=false): no purges, webhook deliveries or calendar writes run here'],
      [40, 'Outbound fetches may reach private, loopback and link-local addresses (OUTBOUND_ALLOW_PRIVATE_HOSTS): calendars, webhooks and client metadata documents'],
    ]);
    // Nest's own account of modules and routes is kept for LOG_LEVEL=debug.
    expect(server.stdout()).not.toMatch(/InstanceLoader|RouterExplorer|RoutesResolver|Mapped \{/);
  }, 120_000);

  /**
   * The CLI as an operator runs it, while the server runs: on the embedded database each command
   * reaches the data directory through the server's socket (commands that open the directory
   * themselves, with no server running, are run by first-admin.e2e-spec.ts).
   */
  describe('beside a running server', () => {
    let server: Awaited<ReturnType<typeof serverBeside>> | undefined;
    beforeAll(async () => {
      server = await serverBeside(db.env);
    }, 120_000);
    afterAll(() => server?.stop());

    it('creates users and admins from the CLI, with clear errors and non-zero exits', async () => {
      const email = `cli.${Date.now()}@example.com`;
      const cli = (...args: string[]) => runProgram('src/cli/main.ts', args, db.env);

      const admin = cli('users:create', '--email', email, '--name', 'Operator', '--password', 'a long enough password', '--admin');
      expect(await admin.exited).toBe(0);
      expect(admin.stdout()).toContain(`Created admin ${email}`);

      const duplicate = cli('users:create', '--email', email.toUpperCase(), '--name', 'Again', '--password', 'a long enough password');
      expect(await duplicate.exited).not.toBe(0);
      expect(duplicate.stderr()).toContain('Error: An account with this email address already exists.');

      const weak = cli('users:create', '--email', `weak.${email}`, '--name', 'Weak', '--password', 'short');
      expect(await weak.exited).not.toBe(0);
      expect(weak.stderr()).toContain('Error: The password must be at least 10 characters long.');

      // Validated once, with the sign-up form's rules and messages.
      const longName = cli('users:create', '--email', `long.${email}`, '--name', 'n'.repeat(101), '--password', 'a long enough password');
      expect(await longName.exited).toBe(2);
      expect(longName.stderr()).toBe('Error: Enter your name (up to 100 characters).\n');

      const missing = cli('users:create', '--name', 'Nobody');
      expect(await missing.exited).not.toBe(0);
      expect(missing.stderr()).toMatch(/required option '--email <email>'/);

      // A misspelled option is named as what it is, not reported as the option it was meant to be.
      const misspelled = cli('users:create', '--emial', email, '--name', 'Typo', '--password', 'a long enough password');
      expect(await misspelled.exited).not.toBe(0);
      expect(misspelled.stderr()).toContain("Error: unknown option '--emial'\n(Did you mean --email?)");
      // A command's help is still a command's help.
      const help = cli('users:create', '--help');
      expect(await help.exited).toBe(0);
      expect(help.stdout()).toContain('Usage: npm run cli -- users:create [options]');
      expect(help.stdout()).toContain('--email <email>');
    }, 120_000);

    /** A CLI command run to its end: exit code and output. */
    const cli = async (...args: string[]) => {
      const run = runProgram('src/cli/main.ts', args, db.env);
      return { code: await run.exited, out: run.stdout(), err: run.stderr() };
    };
    /** A new account, created through the CLI, to own clients; its email. */
    const cliOwner = async (label: string) => {
      const email = `${label}.${Date.now()}@example.com`;
      expect((await cli('users:create', '--email', email, '--name', 'Owner', '--password', 'a long enough password')).code).toBe(0);
      return email;
    };

    it('manages clients from the CLI: legacy creation, listing and review', async () => {
      const email = await cliOwner('owner');

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
    }, 120_000);

    it('reviews a pending change from the CLI: marked in the list, shown field by field, decided by revision', async () => {
      const email = await cliOwner('changer');
      const created = await cli('clients:create-legacy', '--owner', email, '--name', 'Old Name', '--redirect-uri', 'https://old.example.com/cb');
      const clientId = /client_id=(\S+)/.exec(created.out)![1];
      // The owner's edit, as the settings page holds it for review (the owner's side has its own specs).
      await onProcessDatabase(db.env, `UPDATE oauth_clients SET revision = 2, pending_change = $2 WHERE client_id = $1`, [
        clientId,
        JSON.stringify({ revision: 2, submittedAt: '2026-11-22T10:00:00.000Z', name: 'New Name', redirectUris: ['https://old.example.com/cb', 'https://new.example.com/cb'] }),
      ]);

      const listed = await cli('clients:list', '--pending-change');
      expect(listed.out).toBe(`${clientId}\tapproved\tconfidential\tlegacy\t${email}\t"Old Name"\tchange-pending:revision=2\n`);
      const shown = await cli('clients:change', clientId);
      expect(shown.out).toBe(
        [
          `client_id=${clientId}`,
          'revision=2',
          'submitted=2026-11-22T10:00:00.000Z',
          'name: "Old Name" -> "New Name"',
          'redirectUris: ["https://old.example.com/cb"] -> ["https://old.example.com/cb","https://new.example.com/cb"]',
          '',
        ].join('\n'),
      );
      const stale = await cli('clients:approve-change', clientId, '--revision', '1');
      expect(stale.code).toBe(2);
      expect(stale.err).toBe('Error: The owner replaced this pending change after you loaded it. Review it again.\n');
      const approved = await cli('clients:approve-change', clientId, '--revision', '2');
      expect(approved.code).toBe(0);
      expect(approved.out).toBe(`${clientId}: change approved (revision 3)\n`);
      const after = await cli('clients:list', '--status', 'approved');
      expect(after.out).toContain(`${clientId}\tapproved\tconfidential\tlegacy\t${email}\t"New Name"\t-\n`);
      const none = await cli('clients:change', clientId);
      expect(none.code).toBe(2);
      expect(none.err).toBe(`Error: ${clientId} has no pending change.\n`);
    }, 180_000);

    it('a usage error exits 1, a refusal 2; output cut short by its reader (| head) ends quietly', async () => {
      const bogus = await cli('clients:list', '--status', 'bogus');
      expect(bogus.code).toBe(1);
      expect(bogus.err).toBe('Error: --status must be one of pending, approved, rejected, suspended.\n');
      const email = await cliOwner('piped');
      expect((await cli('clients:create-legacy', '--owner', email, '--name', 'Piped', '--redirect-uri', 'https://piped.example/cb')).code).toBe(0);
      // The reader goes away before the command writes its lines.
      const run = runProgram('src/cli/main.ts', ['clients:list'], db.env);
      run.proc.stdout!.destroy();
      expect(await run.exited).toBe(0);
      expect(run.stderr()).toBe('');
    }, 120_000);

    it('shows and changes the registration policy from the CLI (audited); self-registered clients are labelled so', async () => {
      const shown = await cli('policy:show');
      expect(shown.code).toBe(0);
      expect(shown.out).toMatch(/^dynamicRegistration=true\nmetadataDocuments=true\nscopes=EVENT_TYPE_READ .*WEBHOOK_WRITE\nautoApproveHosts=\n$/);
      const set = await cli('policy:set', '--add-scope', 'TEAM_PROFILE_READ', '--remove-scope', 'APPS_WRITE', '--metadata-documents', 'off', '--auto-approve-hosts', 'agents.example.com:8443, *.tools.example');
      expect(set.code).toBe(0);
      expect(set.out).toContain('metadataDocuments=false\n');
      expect(set.out).toContain('autoApproveHosts=agents.example.com:8443 *.tools.example\n');
      expect(set.out).toMatch(/^scopes=.*TEAM_PROFILE_READ$/m);
      expect(set.out).not.toContain('APPS_WRITE');
      const [audited] = await onProcessDatabase<{ actor_kind: string }>(db.env, `SELECT actor_kind FROM audit_log WHERE action = 'registration_policy.updated' ORDER BY id DESC LIMIT 1`, []);
      expect(audited.actor_kind).toBe('cli');
      expect(await cli('policy:set', '--dynamic-registration', 'maybe')).toMatchObject({ code: 1, err: 'Error: --dynamic-registration must be on or off.\n' });
      expect(await cli('policy:set', '--add-scope', 'NOPE')).toMatchObject({ code: 2, err: 'Error: Unknown scope: NOPE.\n' });
      await onProcessDatabase(db.env, `INSERT INTO oauth_clients (client_id, name, type, redirect_uris, scopes, status, kind) VALUES ('cli-agent-1', 'Agent', 'public', '{http://127.0.0.1/cb}', '{PROFILE_READ}', 'pending', 'dynamic')`, []);
      expect((await cli('clients:list', '--status', 'pending')).out).toContain('cli-agent-1\tpending\tpublic\t-\t(self-registered)\t"Agent"\t-\n');
    }, 120_000);

    it("leaves the running server's built-in docs client alone: a CLI command is not the server", async () => {
      // Migrated, and the docs client in place as a server on https://docs.example.test made it.
      expect((await cli('clients:list')).code).toBe(0);
      const served = 'https://docs.example.test/docs/oauth2-redirect.html';
      await onProcessDatabase(
        db.env,
        `INSERT INTO oauth_clients (client_id, name, website_uri, type, redirect_uris, scopes, status, reviewed_at)
         VALUES ('api-docs', 'API documentation', 'https://docs.example.test/docs', 'public', $1, '{PROFILE_READ}', 'approved', now())
         ON CONFLICT (client_id) DO UPDATE SET redirect_uris = EXCLUDED.redirect_uris, website_uri = EXCLUDED.website_uri`,
        [[served]],
      );
      // The CLI has a BASE_URL of its own (here another one; usually the default, since it is not told the server's).
      const run = runProgram('src/cli/main.ts', ['clients:list'], { ...db.env, BASE_URL: 'https://cli.example.test' });
      expect(await run.exited).toBe(0);
      const [row] = await onProcessDatabase<{ redirect_uris: string[]; website_uri: string }>(db.env, `SELECT redirect_uris, website_uri FROM oauth_clients WHERE client_id = 'api-docs'`, []);
      expect(row).toEqual({ redirect_uris: [served], website_uri: 'https://docs.example.test/docs' });
    }, 120_000);
  });
});

/**
 * A JSON POST whose body waits: `accepted` resolves when the server answers "100 Continue" (it has
 * the request), `finish()` sends the body and resolves with the status.
 */
function inFlight(port: number, path: string, body: string): { accepted: Promise<void>; finish(): Promise<number> } {
  const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' } });
  const status = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
  const accepted = new Promise<void>((resolve) => req.on('continue', () => resolve()));
  req.flushHeaders();
  return {
    accepted,
    finish: () => {
      req.end(body);
      return status;
    },
  };
}

/** Resolves when the process has written `text` to stdout (already, or later). */
function untilLogged(run: RunningProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!run.stdout().includes(text)) return;
      run.proc.stdout!.off('data', check);
      resolve();
    };
    run.proc.stdout!.on('data', check);
    check();
  });
}
