import { createApprovedClient, createUser, signIn } from '../factories';
import { addOrgMember, createOrganization, createOrgTeam } from '../factories/organizations';
import { addMember, createHostUser, createTeam } from '../factories/teams';
import { thirdPartyApp } from '../teams/support/oauth-app';
import { createTestApp, TestApp } from '../setup/test-app';

const REDIRECT_URI = 'https://org-app.example.com/callback';

/**
 * Scope rule 1 end to end, through a real OAuth client: an ORG_ scope also grants the TEAM_ scope
 * with the same suffix on the organization's teams, and the person's role in the organization
 * decides what the token can do there.
 */
describe('Organizations: ORG_ scopes grant their TEAM_ twins, roles limit people', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ORG_PROFILE_READ reads a team through the organization, not its memberships; org admins manage teams they are not in; members and outsiders are held back', async () => {
    const owner = await createHostUser(t, 'Team Owner');
    const orgAdmin = await createUser(t, { name: 'Org Admin' });
    const orgMember = await createUser(t, { name: 'Org Member' });
    const outsider = await createUser(t, { name: 'Outsider' });
    const { organization } = await createOrganization(t, owner, 'Acme');
    await addOrgMember(t, organization.id, orgAdmin, 'ADMIN');
    await addOrgMember(t, organization.id, orgMember, 'MEMBER');
    const team = await createOrgTeam(t, organization.id, owner);
    const member = await createHostUser(t, 'Host');
    await addOrgMember(t, organization.id, member);
    await addMember(t, team.id, member);

    const scopes = ['ORG_PROFILE_READ', 'ORG_EVENT_TYPE_READ', 'ORG_EVENT_TYPE_WRITE', 'ORG_PROFILE_WRITE'];
    const { client, secret } = await createApprovedClient(t, { name: 'Org App', redirectUris: [REDIRECT_URI], scopes });
    const readOnly = await thirdPartyApp(t, { clientId: client.clientId, secret: secret! }, REDIRECT_URI, ['ORG_PROFILE_READ']);
    const full = await thirdPartyApp(t, { clientId: client.clientId, secret: secret! }, REDIRECT_URI, scopes);
    const orgTeam = `/v2/organizations/${organization.id}/teams/${team.id}`;

    // 1. A token holding only ORG_PROFILE_READ (the org admin's) reads the team through the organization (TEAM_PROFILE_READ)...
    const adminReading = await readOnly.connect(orgAdmin);
    expect(await adminReading('GET', orgTeam)).toMatchObject({ status: 200, body: { data: { id: team.id, organizationId: organization.id } } });
    // ...but the same token has nothing for team memberships (TEAM_MEMBERSHIP_READ has no ORG_ twin).
    await expect(adminReading('GET', `/v2/teams/${team.id}/memberships`)).rejects.toMatchObject({
      cause: [{ scheme: 'bearer', parameters: { error: 'insufficient_scope', scope: 'TEAM_MEMBERSHIP_READ' } }],
    });

    // 2. The org admin, who is not in the team, manages its event types through the organization mount.
    const adminApp = await full.connect(orgAdmin);
    expect((await adminApp('GET', `/v2/teams/${team.id}`)).status).toBe(404); // the team's own mount: members only
    const created = await adminApp('POST', `${orgTeam}/event-types`, { title: 'Demo', slug: 'demo', lengthMinutes: 30, schedulingType: 'ROUND_ROBIN', hosts: [{ userId: member.id }] });
    expect(created).toMatchObject({ status: 201, body: { data: { teamId: team.id, hosts: [{ userId: member.id }] } } });
    expect((await adminApp('PATCH', `${orgTeam}/event-types/${created.body.data.id}`, { title: 'Renamed' })).body.data.title).toBe('Renamed');
    expect((await adminApp('GET', `/v2/organizations/${organization.id}/event-types`)).body.data.items.map((e: { title: string }) => e.title)).toEqual(['Renamed']);

    // 3. A plain org member: 403 on org writes, naming the role; reads of the directory are fine.
    const memberApp = await full.connect(orgMember);
    expect((await memberApp('GET', `/v2/organizations/${organization.id}/teams`)).body.data.items.map((x: { id: number }) => x.id)).toEqual([team.id]);
    expect((await memberApp('POST', `/v2/organizations/${organization.id}/teams`, { name: 'Mine', slug: 'mine' })).body.error).toEqual({
      code: 'insufficient_role',
      message: 'This needs the ADMIN or OWNER role in this organization; yours is MEMBER.',
    });
    expect((await memberApp('PATCH', `/v2/organizations/${organization.id}/event-types/${created.body.data.id}`, { title: 'x' })).status).toBe(403);
    expect((await memberApp('GET', orgTeam)).status).toBe(404); // not in the team, not an org admin

    // 4. An outsider: every organization route is not found.
    const outsiderApp = await full.connect(outsider);
    expect((await outsiderApp('GET', `/v2/organizations/${organization.id}/teams`)).body.error).toEqual({ code: 'not_found', message: 'Organization not found.' });
    expect((await outsiderApp('GET', orgTeam)).status).toBe(404);
    expect((await outsiderApp('PATCH', `/v2/organizations/${organization.id}/event-types/${created.body.data.id}`, { title: 'x' })).status).toBe(404);
  });

  it('rule 1 is literal: a person in no organization gives an ORG_ token their own teams (ORG_PROFILE_WRITE deletes a team they own), and the consent page says so', async () => {
    const { team, owner } = await createTeam(t, await createUser(t, { name: 'No Org' }));
    const scopes = ['ORG_PROFILE_READ', 'ORG_PROFILE_WRITE'];
    const { client, secret } = await createApprovedClient(t, { name: 'Org Tool', redirectUris: [REDIRECT_URI], scopes });
    const app = await (await thirdPartyApp(t, { clientId: client.clientId, secret: secret! }, REDIRECT_URI, scopes)).connect(owner);

    expect(await app('GET', `/v2/teams/${team.id}`)).toMatchObject({ status: 200, body: { data: { id: team.id, organizationId: null } } });
    expect((await app('DELETE', `/v2/teams/${team.id}`)).status).toBe(204);
    expect((await app('GET', `/v2/teams/${team.id}`)).status).toBe(404);

    const consentPage = await (await signIn(t, owner))
      .get('/auth/oauth2/authorize')
      .query({ client_id: client.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'ORG_PROFILE_WRITE', state: 's' })
      .expect(200);
    expect(consentPage.text).toContain('in every team you belong to, including teams outside any organization');
    expect(consentPage.text).toContain('and in your teams: Create, edit, delete teams');
  });
});
