import { createUser, csrfFrom, signIn } from '../factories';
import { addOrgMember, createOrganization, createOrgTeam } from '../factories/organizations';
import { addMember, createTeam } from '../factories/teams';
import { createTestApp, TestApp } from '../setup/test-app';

/** `/settings/teams` in the browser's terms: forms with CSRF tokens, redirects, pages with messages. */
describe('/settings/teams', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('sends a signed-out visitor to sign in', async () => {
    const res = await t.http().get('/settings/teams').expect(303);
    expect(res.headers.location).toBe('/auth/login?returnTo=%2Fsettings%2Fteams');
  });

  it('lists invitations to accept or decline, and teams to leave', async () => {
    const person = await createUser(t, { name: 'Pat' });
    const { team: sales } = await createTeam(t, undefined, { name: 'Sales', slug: 'sales' });
    const { team: support } = await createTeam(t, undefined, { name: 'Support', slug: 'support' });
    await addMember(t, sales.id, person, 'ADMIN', false);
    await addMember(t, support.id, person, 'MEMBER', false);
    const browser = await signIn(t, person);
    const post = async (path: string) => {
      const page = await browser.get('/settings/teams').expect(200);
      return browser.post(path).type('form').send({ _csrf: csrfFrom(page.text) });
    };

    let page = (await browser.get('/settings/teams').expect(200)).text;
    expect(page).toContain('<strong>Sales</strong> <span class="muted">(sales)</span> invites you as Admin.');
    expect(page).toContain('You are not in any team yet.');
    expect(page).not.toContain('<h2>Organizations</h2>');

    expect((await post(`/settings/teams/${sales.id}/accept`)).headers.location).toBe('/settings/teams?notice=accepted');
    expect((await post(`/settings/teams/${support.id}/decline`)).headers.location).toBe('/settings/teams?notice=declined');
    page = (await browser.get('/settings/teams?notice=accepted').expect(200)).text;
    expect(page).toContain('Invitation accepted: you are now a member.');
    expect(page).toContain('<strong>Sales</strong> <span class="muted">(sales)</span> · Admin');
    expect(page).not.toContain('Support');
    expect(await t.dataSource.query(`SELECT group_id, status FROM memberships WHERE user_id = $1`, [person.id])).toEqual([{ group_id: sales.id, status: 'active' }]);

    expect((await post(`/settings/teams/${sales.id}/leave`)).headers.location).toBe('/settings/teams?notice=left');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM memberships WHERE user_id = $1`, [person.id])).toEqual([{ n: 0 }]);
  });

  it('organization invitations too: accept, then leaving the organization leaves its teams', async () => {
    const person = await createUser(t, { name: 'Pat' });
    const { organization } = await createOrganization(t, undefined, 'Acme');
    await addOrgMember(t, organization.id, person, 'MEMBER', false);
    const browser = await signIn(t, person);
    let page = (await browser.get('/settings/teams').expect(200)).text;
    expect(page).toMatch(/<strong>Acme<\/strong> <span class="muted">\([a-z0-9-]+\)<\/span> invites you as Member\./);
    const csrf = csrfFrom(page);
    await browser.post(`/settings/teams/organizations/${organization.id}/accept`).type('form').send({ _csrf: csrf }).expect(303);
    const team = await createOrgTeam(t, organization.id, person);
    page = (await browser.get('/settings/teams').expect(200)).text;
    expect(page).toContain('<h2>Organizations</h2>');
    expect(page).toContain(`data-team-id="${team.id}"`);
    await browser.post(`/settings/teams/organizations/${organization.id}/leave`).type('form').send({ _csrf: csrf }).expect(303);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM memberships WHERE user_id = $1`, [person.id])).toEqual([{ n: 0 }]);
    await browser.post(`/settings/teams/organizations/${organization.id}/leave`).type('form').send({ _csrf: csrf }).expect(404);
  });

  it('the last owner cannot leave: the page says why; another team is not found; a forged form is refused', async () => {
    const owner = await createUser(t);
    const { team } = await createTeam(t, owner);
    const { team: other } = await createTeam(t);
    const browser = await signIn(t, owner);
    const csrf = csrfFrom((await browser.get('/settings/teams').expect(200)).text);
    const refused = await browser.post(`/settings/teams/${team.id}/leave`).type('form').send({ _csrf: csrf }).expect(409);
    expect(refused.text).toContain('This is the last owner of the team, who cannot be removed: make another member an owner first.');
    await browser.post(`/settings/teams/${other.id}/leave`).type('form').send({ _csrf: csrf }).expect(404);
    await browser.post(`/settings/teams/${team.id}/explode`).type('form').send({ _csrf: csrf }).expect(404);
    await browser.post(`/settings/teams/${team.id}/leave`).type('form').send({ _csrf: 'forged' }).expect(403);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM memberships WHERE user_id = $1`, [owner.id])).toEqual([{ n: 1 }]);
  });

  describe('creating a team', () => {
    it('creates a team the person owns, with the API’s rules, and says so', async () => {
      const person = await createUser(t, { name: 'Pat' });
      const browser = await signIn(t, person);
      const page = (await browser.get('/settings/teams').expect(200)).text;
      expect(page).toContain('<title>Your teams and organizations</title>');
      expect(page).toContain('<details class="new-team" open><summary>Create a team</summary>');
      const created = await browser
        .post('/settings/teams')
        .type('form')
        .send({ _csrf: csrfFrom(page), name: '  Sales EMEA ', slug: 'sales-emea', timeZone: 'Europe/Berlin' })
        .expect(303);
      expect(created.headers.location).toBe('/settings/teams?notice=created');
      const after = (await browser.get(created.headers.location).expect(200)).text;
      expect(after).toContain('Team created: you are its owner.');
      expect(after).toContain('<strong>Sales EMEA</strong> <span class="muted">(sales-emea)</span> · Owner');
      // With a team, the form is folded away.
      expect(after).toContain('<details class="new-team"><summary>Create a team</summary>');
      expect(await t.dataSource.query(`SELECT t.name, t.slug, t.time_zone, m.role, m.status = 'active' AS accepted FROM groups t JOIN memberships m ON m.group_id = t.id WHERE m.user_id = $1`, [person.id])).toEqual([
        { name: 'Sales EMEA', slug: 'sales-emea', time_zone: 'Europe/Berlin', role: 'OWNER', accepted: true },
      ]);
      // An empty time zone is the API's default.
      await browser.post('/settings/teams').type('form').send({ _csrf: csrfFrom(page), name: 'Support', slug: 'support', timeZone: '' }).expect(303);
      expect(await t.dataSource.query(`SELECT time_zone FROM groups WHERE kind = 'team' AND slug = 'support'`)).toEqual([{ time_zone: 'UTC' }]);
    });

    it('shows what is wrong with the form (the API’s messages) and keeps what was typed', async () => {
      const person = await createUser(t);
      await createTeam(t, undefined, { name: 'Taken', slug: 'taken' });
      const browser = await signIn(t, person);
      const csrf = csrfFrom((await browser.get('/settings/teams').expect(200)).text);
      const send = (body: Record<string, unknown>) => browser.post('/settings/teams').type('form').send({ _csrf: csrf, ...body });

      let res = await send({ name: '', slug: 'Not A Slug', timeZone: 'Mars/Olympus' }).expect(422);
      expect(res.text).toContain('name must be 1 to 100 characters');
      expect(res.text).toContain('slug must be lower-case letters and digits, separated by single hyphens');
      expect(res.text).toContain('timeZone must be an IANA time zone');
      expect(res.text).toContain('value="Not A Slug"');
      expect(res.text).toContain('value="Mars/Olympus"');
      expect(res.text).toContain('<details class="new-team" open>');

      res = await send({ name: 'Copycat', slug: 'taken', timeZone: 'UTC' }).expect(409);
      expect(res.text).toContain('The slug &quot;taken&quot; is taken by another team.');
      expect(res.text).toContain('value="Copycat"');

      res = await send({ name: 'x'.repeat(101), slug: 'long', timeZone: 'UTC' }).expect(422);
      expect(res.text).toContain('name must be 1 to 100 characters');
      // Fields sent twice (arrays) or missing read as empty and are refused, never a 500.
      await browser.post('/settings/teams').type('form').send(`_csrf=${csrf}&name=a&name=b&slug=ab`).expect(422);
      await send({}).expect(422);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM memberships WHERE user_id = $1`, [person.id])).toEqual([{ n: 0 }]);
    });

    it('needs the form token and a session', async () => {
      const person = await createUser(t);
      const browser = await signIn(t, person);
      await browser.post('/settings/teams').type('form').send({ name: 'Sales', slug: 'sales' }).expect(403);
      await browser.post('/settings/teams').type('form').send({ _csrf: 'x'.repeat(43), name: 'Sales', slug: 'sales' }).expect(403);
      await t.http().post('/settings/teams').type('form').send({ name: 'Sales', slug: 'sales' }).expect(403);
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM groups WHERE kind = 'team'`)).toEqual([{ n: 0 }]);
    });
  });
});
