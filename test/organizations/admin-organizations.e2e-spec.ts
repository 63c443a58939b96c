import { createAdmin, createApprovedClient, createUser, csrfFrom, signIn } from '../factories';
import { consent, REDIRECT_URI } from '../factories/oauth';
import { addOrgMember, createOrganization } from '../factories/organizations';
import { createTestApp, TestApp } from '../setup/test-app';

/** Administrators create organizations and name their owners, in JSON and on a page; the consent page names them. */
describe('Organizations for administrators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('JSON: creates with an owner, refuses a taken slug or an unknown owner, adds owners; others are refused', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const owner = await createUser(t, { email: 'owner@acme.example' });
    const second = await createUser(t, { email: 'second@acme.example' });
    const created = await admin.post('/v2/admin/organizations').send({ name: 'Acme', slug: 'acme', ownerEmail: 'Owner@Acme.example' }).expect(201);
    expect(created.body.data).toMatchObject({ name: 'Acme', slug: 'acme' });
    const id = created.body.data.id as number;
    expect((await admin.post('/v2/admin/organizations').send({ name: 'Other', slug: 'acme', ownerEmail: owner.email }).expect(409)).body.error.message).toBe(
      'The slug "acme" is taken by another organization.',
    );
    expect((await admin.post('/v2/admin/organizations').send({ name: 'B', slug: 'b', ownerEmail: 'nobody@example.com' }).expect(422)).body.error.message).toBe(
      'No account has the email address nobody@example.com.',
    );
    await admin.post(`/v2/admin/organizations/${id}/owner`).send({ email: second.email }).expect(200);
    await admin.post('/v2/admin/organizations/99999999999/owner').send({ email: second.email }).expect(404);
    const listed = await admin.get('/v2/admin/organizations').expect(200);
    expect(listed.body.data.items).toEqual([expect.objectContaining({ id, owners: ['owner@acme.example', 'second@acme.example'] })]);
    expect(await t.dataSource.query(`SELECT action, actor_kind FROM audit_log WHERE subject_type = 'organization' ORDER BY id`)).toEqual([
      { action: 'organization.created', actor_kind: 'admin' },
      { action: 'organization.owner_set', actor_kind: 'admin' },
    ]);

    const someone = await signIn(t, await createUser(t));
    await someone.get('/v2/admin/organizations').expect(403);
    await t.http().get('/v2/admin/organizations').expect(401);
  });

  it('page: create with the form (errors keep what was typed), add an owner', async () => {
    const adminUser = await createAdmin(t);
    const owner = await createUser(t, { email: 'lead@example.com' });
    const browser = await signIn(t, adminUser);
    const csrf = csrfFrom((await browser.get('/settings/admin/organizations').expect(200)).text);
    const refused = await browser.post('/settings/admin/organizations').type('form').send({ _csrf: csrf, name: 'Globex', slug: 'Not A Slug', ownerEmail: owner.email }).expect(422);
    expect(refused.text).toContain('slug must be lower-case letters and digits, separated by single hyphens');
    expect(refused.text).toContain('value="Globex"');
    const done = await browser.post('/settings/admin/organizations').type('form').send({ _csrf: csrf, name: 'Globex', slug: 'globex', ownerEmail: owner.email }).expect(303);
    expect(done.headers.location).toBe('/settings/admin/organizations?notice=created');
    const page = (await browser.get('/settings/admin/organizations?notice=created').expect(200)).text;
    expect(page).toContain('Organization created.');
    expect(page).toContain('<strong>Globex</strong> <span class="muted">(globex)</span>');
    expect(page).toContain('Owners: lead@example.com');
  });

  it('the consent page says in which organizations the person holds a role', async () => {
    const person = await createUser(t, { name: 'Pat' });
    const { organization: acme } = await createOrganization(t, person, 'Acme');
    const { organization: globex } = await createOrganization(t, undefined, 'Globex');
    await addOrgMember(t, globex.id, person, 'MEMBER');
    await createOrganization(t, undefined, 'Initech'); // not Pat's
    const { client } = await createApprovedClient(t, { scopes: ['ORG_BOOKING_READ', 'PROFILE_READ'], redirectUris: [REDIRECT_URI] });
    const browser = await signIn(t, person);
    const params = { client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'ORG_BOOKING_READ PROFILE_READ', state: 's' };
    const page = (await browser.get('/auth/oauth2/authorize').query(params).expect(200)).text;
    expect(page).toContain('In the organizations where you have a role: <strong>Acme</strong> (owner), <strong>Globex</strong> (member).');
    expect(page).not.toContain('Initech');
    expect(acme.id).toBeGreaterThan(0);
    const loner = await createUser(t);
    const other = (await (await signIn(t, loner)).get('/auth/oauth2/authorize').query(params).expect(200)).text;
    expect(other).toContain('You are not a member of any organization. Each of these permissions also gives the team permission named under it, in every team you belong to, including teams outside any organization.');
    expect(other).toMatch(/View all bookings across the organization<br><span class="muted" data-also="TEAM_BOOKING_READ">and in your teams: View team bookings<\/span>/);
    expect(other).not.toContain('nothing');
    expect((await consent(browser, params)).searchParams.get('code')).toBeTruthy();
  });
});
