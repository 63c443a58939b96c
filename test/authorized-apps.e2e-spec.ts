import request from 'supertest';
import { GrantsJobs } from '../src/oauth/grants/grants.jobs';
import { createUser, csrfFrom, signIn } from './factories';
import { issueTokens } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

describe('Authorized apps (/settings/apps) and housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const introspect = (clientId: string, secret: string, token: string) =>
    request(t.url).post('/v2/auth/oauth2/introspect').auth(clientId, secret).type('form').send({ token }).expect(200);

  it('lists the apps a person authorized, with their scopes in words, and revokes one with all its grants', async () => {
    const user = await createUser(t);
    const calendar = await issueTokens(t, { user, name: 'Calendar Sync', scopes: ['BOOKING_READ', 'SCHEDULE_READ'] });
    const other = await issueTokens(t, { user, name: 'Other <App>', scopes: ['PROFILE_READ'] });
    const agent = await signIn(t, user);

    let page = await agent.get('/settings/apps').expect(200);
    expect(page.text).toContain('Calendar Sync');
    expect(page.text).toContain('Other &lt;App&gt;');
    expect(page.text).toContain('View bookings');
    expect(page.text).toContain('View availability');

    await agent.post(`/settings/apps/${calendar.clientId}/revoke`).type('form').send({ _csrf: csrfFrom(page.text), confirm: 'yes' }).expect(303);
    expect((await introspect(calendar.clientId, calendar.secret!, calendar.accessToken)).body.active).toBe(false);
    expect((await introspect(other.clientId, other.secret!, other.accessToken)).body.active).toBe(true);
    const refresh = await request(t.url)
      .post('/v2/auth/oauth2/token')
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: calendar.refreshToken, client_id: calendar.clientId, client_secret: calendar.secret });
    expect(refresh.body.error).toBe('invalid_grant');

    page = await agent.get('/settings/apps?notice=revoked').expect(200);
    expect(page.text).toContain('Access revoked');
    expect(page.text).not.toContain('Calendar Sync');
    expect(page.text).toContain('Other &lt;App&gt;');
  });

  it('shows only the person’s own apps, and revoking another person’s grant does nothing', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceApp = await issueTokens(t, { user: alice, name: 'Alice App' });
    const bobAgent = await signIn(t, bob);
    const page = await bobAgent.get('/settings/apps').expect(200);
    expect(page.text).not.toContain('Alice App');
    await bobAgent.post(`/settings/apps/${aliceApp.clientId}/revoke`).type('form').send({ _csrf: csrfFrom(page.text), confirm: 'yes' }).expect(303);
    expect((await introspect(aliceApp.clientId, aliceApp.secret!, aliceApp.accessToken)).body.active).toBe(true);
    await bobAgent.get(`/settings/apps/${aliceApp.clientId}/revoke`).expect(404); // nor can he see it
  });

  it('asks for confirmation before revoking: a page naming the app, whose form carries the CSRF token', async () => {
    const user = await createUser(t);
    const app = await issueTokens(t, { user, name: 'Planner <Pro>', scopes: ['BOOKING_READ'] });
    const agent = await signIn(t, user);

    const list = await agent.get('/settings/apps').expect(200);
    expect(list.text).toContain(`<a class="button secondary" href="/settings/apps/${app.clientId}/revoke" aria-label="Revoke Planner &lt;Pro&gt;…">Revoke…</a>`);
    expect(list.text).not.toContain('<button class="danger"'); // nothing on the list revokes in one click

    // A post without the confirmation (an old page) revokes nothing and leads to the confirmation.
    const bare = await agent.post(`/settings/apps/${app.clientId}/revoke`).type('form').send({ _csrf: csrfFrom(list.text) }).expect(303);
    expect(bare.headers.location).toBe(`/settings/apps/${app.clientId}/revoke`);
    expect((await introspect(app.clientId, app.secret!, app.accessToken)).body.active).toBe(true);

    const confirm = await agent.get(bare.headers.location).expect(200);
    expect(confirm.text).toContain('Revoke access of <span id="app-name">Planner &lt;Pro&gt;</span>?');
    expect(confirm.text).toContain('View bookings');
    expect(confirm.text).toContain('<input type="hidden" name="confirm" value="yes">');
    expect(confirm.text).toContain('<a class="button secondary" href="/settings/apps">Cancel</a>');

    // The confirmation's form is CSRF-protected like every other.
    await agent.post(`/settings/apps/${app.clientId}/revoke`).type('form').send({ confirm: 'yes' }).expect(403);
    await agent.post(`/settings/apps/${app.clientId}/revoke`).type('form').send({ _csrf: 'x'.repeat(43), confirm: 'yes' }).expect(403);
    expect((await introspect(app.clientId, app.secret!, app.accessToken)).body.active).toBe(true);

    const done = await agent.post(`/settings/apps/${app.clientId}/revoke`).type('form').send({ _csrf: csrfFrom(confirm.text), confirm: 'yes' }).expect(303);
    expect(done.headers.location).toBe('/settings/apps?notice=revoked');
    expect((await introspect(app.clientId, app.secret!, app.accessToken)).body.active).toBe(false);
    await agent.get(`/settings/apps/${app.clientId}/revoke`).expect(404); // nothing left to revoke
  });

  it('needs a session', async () => {
    await t.http().get('/settings/apps').expect(303);
  });

  it('the purge job removes expired codes and tokens and dead grants, and nothing alive', async () => {
    const alive = await issueTokens(t);
    const dead = await issueTokens(t);
    await t.dataSource.query(
      `UPDATE oauth_access_tokens SET expires_at = now() - interval '1 minute', created_at = now() - interval '2 days'
        WHERE grant_id IN (SELECT id FROM oauth_grants WHERE client_id = $1)`,
      [dead.clientId],
    );
    await t.dataSource.query(
      `UPDATE oauth_refresh_tokens SET expires_at = now() - interval '1 minute' WHERE grant_id IN (SELECT id FROM oauth_grants WHERE client_id = $1)`,
      [dead.clientId],
    );
    await t.dataSource.query(`UPDATE oauth_grants SET created_at = now() - interval '40 days' WHERE client_id = $1`, [dead.clientId]);
    await t.dataSource.query(`UPDATE oauth_authorization_codes SET expires_at = now() - interval '2 hours'`);

    const jobs = t.app.get(GrantsJobs);
    const [removed, again] = await Promise.all([jobs.purge(), jobs.purge()]); // two instances at once
    expect(removed.codes + again.codes).toBe(2);
    expect(removed.accessTokens + again.accessTokens).toBe(1);
    expect(removed.refreshTokens + again.refreshTokens).toBe(1);
    expect(removed.grants + again.grants).toBe(1);
    expect((await introspect(alive.clientId, alive.secret!, alive.accessToken)).body.active).toBe(true);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM oauth_grants`);
    expect(n).toBe(1);
  });
});
