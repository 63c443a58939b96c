import request from 'supertest';
import { createAdmin, csrfFrom, signIn } from '../factories';
import { GrantsService } from '../../src/oauth/grants/grants.service';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, TestApp } from '../setup/test-app';
import { APP_SCOPES } from './support/webhooks';

/** An app that no longer acts for a person loses the webhooks it set up for them, and what they had queued. */
describe('Webhooks end with the app’s access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  /** An app with a real token pair for a person, a webhook, and a queued PING. */
  async function appWithWebhook(options: Parameters<typeof issueTokens>[1] = {}) {
    const issued = await issueTokens(t, { scopes: APP_SCOPES, ...options });
    const api = apiAs(t, issued.accessToken);
    const { id } = (await api.post('/v2/webhooks', { subscriberUrl: 'https://hooks.example.com/a', triggers: ['BOOKING_CREATED'] }).expect(201)).body.data;
    await api.post(`/v2/webhooks/${id}/ping`).expect(201);
    return { ...issued, id };
  }
  const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it('revoking the app on /settings/apps deletes its webhooks for that person, and drops their deliveries', async () => {
    const mine = await appWithWebhook();
    const otherApp = await appWithWebhook({ user: mine.user });
    const agent = await signIn(t, mine.user);
    const page = await agent.get('/settings/apps').expect(200);
    await agent.post(`/settings/apps/${mine.clientId}/revoke`).type('form').send({ _csrf: csrfFrom(page.text), confirm: 'yes' }).expect(303);
    expect(await t.dataSource.query('SELECT id FROM webhooks')).toEqual([{ id: otherApp.id }]);
    expect(await count('webhook_deliveries')).toBe(1);
  });

  it('/settings/apps shows each app’s webhooks: the host only, the triggers, the last delivery', async () => {
    const issued = await issueTokens(t, { scopes: APP_SCOPES, name: 'Planner' });
    const api = apiAs(t, issued.accessToken);
    const { id } = (await api.post('/v2/webhooks', { subscriberUrl: 'https://hooks.planner.example/in?token=app-secret-123', triggers: ['BOOKING_CREATED', 'BOOKING_CANCELLED'] }).expect(201)).body.data;
    const agent = await signIn(t, issued.user);
    let page = (await agent.get('/settings/apps').expect(200)).text;
    expect(page).toContain('1 webhook<');
    expect(page).toContain('<strong>hooks.planner.example</strong>');
    expect(page).toContain('BOOKING_CREATED, BOOKING_CANCELLED');
    expect(page).toContain('Nothing sent yet');
    expect(page).not.toContain('app-secret-123');
    await api.post(`/v2/webhooks/${id}/ping`).expect(201);
    await t.dataSource.query(`UPDATE webhook_deliveries SET status = 'failed'`);
    await t.dataSource.query(`UPDATE webhooks SET active = false, disabled_reason = 'Deliveries failed for 3 days'`);
    page = (await agent.get('/settings/apps').expect(200)).text;
    expect(page).toContain('Last delivery failed');
    expect(page).toContain('(off: Deliveries failed for 3 days)');
  });

  it('RFC 7009: revoking the refresh token of the last grant deletes the webhooks; while another grant lives, they stay', async () => {
    const first = await appWithWebhook();
    // A second grant of the same person to the same app.
    const second = await issueAccessToken(t, { user: first.user, scopes: APP_SCOPES, clientId: first.clientId });
    await request(t.url).post('/v2/auth/oauth2/revoke').type('form').send({ token: first.refreshToken, client_id: first.clientId, client_secret: first.secret }).expect(200);
    expect(await count('webhooks')).toBe(1);
    await t.app.get(GrantsService).revoke(second.grantId, 'client_revoked');
    expect(await count('webhooks')).toBe(0);
    expect(await count('webhook_deliveries')).toBe(0);
  });

  it('suspending the client deletes its webhooks for every person; other apps keep theirs', async () => {
    const a = await appWithWebhook();
    const someoneElse = await issueAccessToken(t, { scopes: APP_SCOPES, clientId: a.clientId });
    await apiAs(t, someoneElse.token).post('/v2/webhooks', { subscriberUrl: 'https://hooks.example.com/b', triggers: ['BOOKING_CREATED'] }).expect(201);
    expect(await count('webhooks')).toBe(2);
    const admin = await signIn(t, await createAdmin(t));
    const other = await appWithWebhook();
    await admin.post(`/v2/admin/oauth-clients/${a.clientId}/suspend`).send({ reason: 'Abuse report' }).expect(200);
    expect(await t.dataSource.query('SELECT client_id FROM webhooks')).toEqual([{ client_id: other.clientId }]);
    expect(await count('webhook_deliveries')).toBe(1);
  });
});
