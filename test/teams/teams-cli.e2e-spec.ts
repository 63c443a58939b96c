import { processDatabase, runProgram, serverBeside } from '../setup/processes';

/**
 * Operators create teams and organizations and add people from the command line, as separate
 * processes, while the server runs: on the embedded database each command reaches the data directory
 * through the server's socket.
 */
describe('Teams and organizations from the CLI', () => {
  let db: Awaited<ReturnType<typeof processDatabase>>;
  let server: Awaited<ReturnType<typeof serverBeside>> | undefined;
  beforeAll(async () => {
    db = await processDatabase();
    server = await serverBeside(db.env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    db.cleanup();
  });

  const cli = async (...args: string[]) => {
    const run = runProgram('src/cli/main.ts', args, db.env);
    return { code: await run.exited, out: run.stdout(), err: run.stderr() };
  };

  it('orgs:create, orgs:add-member, teams:create, teams:add-member, with one-line errors and non-zero exits', async () => {
    const stamp = Date.now();
    const [owner, member] = [`owner.${stamp}@example.com`, `member.${stamp}@example.com`];
    for (const email of [owner, member]) {
      expect((await cli('users:create', '--email', email, '--name', 'Person', '--password', 'a long enough password')).code).toBe(0);
    }
    const org = await cli('orgs:create', '--name', 'Acme', '--slug', `acme-${stamp}`, '--owner', owner);
    expect(org).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^Created organization acme-${stamp} \\(id \\d+\\), owned by ${owner}\\n$`)) });
    // Options are validated before the command acts, with the API's rules and messages: one line, exit 2.
    const badSlug = await cli('teams:create', '--name', 'Support', '--slug', 'Not A Slug', '--owner', owner);
    expect(badSlug).toMatchObject({ code: 2, err: 'Error: slug must be lower-case letters and digits, separated by single hyphens\n' });
    const created = await cli('teams:create', '--name', 'Support', '--slug', `support-${stamp}`, '--owner', owner, '--org', `acme-${stamp}`);
    expect(created).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^Created team support-${stamp} \\(id \\d+\\) in acme-${stamp}, owned by ${owner}\\n$`)) });

    // The organization's team takes only its members: one line, exit 2.
    const refused = await cli('teams:add-member', '--team', `support-${stamp}`, '--email', member);
    expect(refused).toMatchObject({ code: 2, err: 'Error: This team belongs to an organization: only its members can join the team.\n' });
    const joined = await cli('orgs:add-member', '--org', `acme-${stamp}`, '--email', member, '--accepted');
    expect(joined).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${member} is now MEMBER of acme-${stamp} \\(membership \\d+\\)\\n$`)) });
    const added = await cli('teams:add-member', '--team', `support-${stamp}`, '--email', member, '--role', 'ADMIN');
    expect(added).toMatchObject({ code: 0, out: expect.stringMatching(new RegExp(`^${member} is invited as ADMIN of support-${stamp} \\(membership \\d+\\)\\n$`)) });
  }, 300_000); // eight processes: a minute or more on a busy machine
});
