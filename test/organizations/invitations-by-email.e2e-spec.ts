import { createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { createOrganization } from '../factories/organizations';
import { createTeam } from '../factories/teams';
import { send } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Adding someone by email answers whether the address has an account (memberships are of
 * accounts). Only an app the person granted to manage memberships (TEAM_MEMBERSHIP_WRITE) gets
 * that answer; an organization app that manages teams only (ORG_PROFILE_WRITE) is refused the
 * same way for every address. What the answer shows of the invited person.
 */
describe('Invitations by email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an organization app without TEAM_MEMBERSHIP_WRITE is refused alike for a known and an unknown address; by id it still adds', async () => {
    const { organization, owner } = await createOrganization(t);
    const known = await createUser(t, { name: 'Kim Known' });
    const path = `/v2/organizations/${organization.id}/memberships`;
    const { token } = await issueAccessToken(t, { user: owner, scopes: ['ORG_PROFILE_WRITE'] });

    const answers = [];
    for (const email of [known.email, 'nobody-here@example.com']) {
      const res = await send(t, 'POST', { path, body: { email } }, token);
      answers.push({ status: res.status, body: res.body, challenge: res.headers['www-authenticate'] });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      status: 403,
      body: { status: 'error', error: { code: 'insufficient_scope', message: 'The access token lacks the scope this endpoint needs: TEAM_MEMBERSHIP_WRITE.' } },
      challenge: expect.stringContaining('scope="TEAM_MEMBERSHIP_WRITE"'),
    });
    expect((await t.dataSource.query(`SELECT 1 FROM memberships WHERE user_id = $1`, [known.id])).length).toBe(0);

    const byId = await send(t, 'POST', { path, body: { userId: known.id } }, token);
    expect(byId.status).toBe(201);
    expect(byId.body.data).toMatchObject({ userId: known.id, user: { id: known.id }, role: 'MEMBER', accepted: false, status: 'invited' });
    // Added by id, the person's email and name stay unsaid until they accept.
    expect(byId.body.data.user).toEqual({ id: known.id });
  });

  it('with TEAM_MEMBERSHIP_WRITE, adding by email works, shows the address it was given, and says an address has no account', async () => {
    const { organization, owner } = await createOrganization(t);
    const known = await createUser(t, { name: 'Kim Known' });
    const { token } = await issueAccessToken(t, { user: owner, scopes: ['ORG_PROFILE_WRITE', 'ORG_PROFILE_READ', 'TEAM_MEMBERSHIP_WRITE'] });
    const path = `/v2/organizations/${organization.id}/memberships`;

    const added = await send(t, 'POST', { path, body: { email: known.email.toUpperCase(), role: 'ADMIN' } }, token);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ userId: known.id, role: 'ADMIN', accepted: false, status: 'invited' });
    expect(added.body.data.user).toEqual({ id: known.id, email: known.email });
    // The name is the person's to show: it appears once they accept, as does the email in lists.
    const listed = (await send(t, 'GET', { path }, token)).body.data.items.find((m: { userId: number }) => m.userId === known.id);
    expect(listed).toMatchObject({ user: { id: known.id }, status: 'invited' });
    expect(listed.user.email).toBeUndefined();

    const { token: kims } = await issueAccessToken(t, { user: known, scopes: ['ORG_PROFILE_WRITE'] });
    const accepted = await send(t, 'PATCH', { path: `${path}/${added.body.data.id}`, body: { accepted: true } }, kims);
    expect(accepted.body.data).toMatchObject({ accepted: true, status: 'active', user: { id: known.id, name: 'Kim Known', email: known.email } });

    const unknown = await send(t, 'POST', { path, body: { email: 'nobody-here@example.com' } }, token);
    expect([unknown.status, unknown.body.error?.message]).toEqual([422, 'No account has the email address nobody-here@example.com.']);
  });

  it('a team app holds TEAM_MEMBERSHIP_WRITE already: adding by email is unchanged', async () => {
    const { team, owner } = await createTeam(t);
    const known = await createUser(t);
    const { token } = await issueAccessToken(t, { user: owner, scopes: ['TEAM_MEMBERSHIP_WRITE'] });
    const added = await send(t, 'POST', { path: `/v2/teams/${team.id}/memberships`, body: { email: known.email } }, token);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ userId: known.id, accepted: false, status: 'invited', user: { id: known.id, email: known.email } });
  });
});
