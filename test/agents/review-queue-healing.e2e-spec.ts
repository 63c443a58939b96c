import request from 'supertest';
import { ClientReviewJobs } from '../../src/oauth/client-review/client-review.jobs';
import { createAdmin, createClient, createUser, csrfFrom, signIn } from '../factories';
import { holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';

const agent = { redirect_uris: ['http://127.0.0.1:33418/callback'], token_endpoint_auth_method: 'none', client_name: 'Queued Agent' };

/** The review queue of self-registered clients: administrators see it fill, empty it in bulk, and it heals itself. */
describe('The review queue of self-registered clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SELF_REGISTERED_PENDING_DAYS: '7' });
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const register = async () => (await request(t.url).post('/v2/auth/oauth2/register').send(agent).expect(201)).body.client_id as string;
  const statusOf = async (clientId: string) => (await t.dataSource.query(`SELECT status FROM oauth_clients WHERE client_id = $1`, [clientId]))[0]?.status as string | undefined;

  it('administrators see how many clients wait, on /settings and the home page; others see nothing of it', async () => {
    const admin = await signIn(t, await createAdmin(t));
    expect((await admin.get('/settings').expect(200)).text).not.toContain('data-waiting-for');
    await register();
    await register();
    for (const path of ['/settings', '/']) {
      expect((await admin.get(path).expect(200)).text).toContain('<span class="badge badge-pending" data-waiting-for="/settings/admin/oauth-clients">2 clients waiting for review</span>');
    }
    const person = await signIn(t, await createUser(t));
    expect((await person.get('/settings').expect(200)).text).not.toContain('waiting for review');
  });

  it('administrators reject many pending clients at once (API), skipping those not pending', async () => {
    const [a, b] = [await register(), await register()];
    const { client: approved } = await createClient(t, {});
    const user = await createAdmin(t);
    const admin = await signIn(t, user);
    await admin.post(`/v2/admin/oauth-clients/${approved.clientId}/approve`).send({}).expect(200);
    const res = await admin.post('/v2/admin/oauth-clients/reject-pending').send({ clientIds: [a, b, approved.clientId, 'nope'], reason: 'A burst from one address' }).expect(200);
    expect(res.body.data).toEqual({ rejected: [a, b], skipped: [approved.clientId, 'nope'] });
    expect([await statusOf(a), await statusOf(b), await statusOf(approved.clientId)]).toEqual(['rejected', 'rejected', 'approved']);
    const audited = await t.dataSource.query(`SELECT subject_id FROM audit_log WHERE action = 'client.rejected' AND actor_user_id = $1 ORDER BY subject_id`, [user.id]);
    expect(audited.map((r: { subject_id: string }) => r.subject_id)).toEqual([a, b].sort());
    await admin.post('/v2/admin/oauth-clients/reject-pending').send({ clientIds: [], reason: 'x' }).expect(422);
    await (await signIn(t, await createUser(t))).post('/v2/admin/oauth-clients/reject-pending').send({ clientIds: [a], reason: 'x' }).expect(403);
  });

  it('and from the queue page: tick, one reason, one button', async () => {
    const [a, b, c] = [await register(), await register(), await register()];
    const admin = await signIn(t, await createAdmin(t));
    const page = await admin.get('/settings/admin/oauth-clients?status=pending').expect(200);
    expect(page.text).toContain('<form id="reject-selected" method="post" action="/settings/admin/oauth-clients/reject-pending">');
    expect(page.text).toContain(`<input type="checkbox" name="clientIds" value="${a}" form="reject-selected">`);
    const done = await admin.post('/settings/admin/oauth-clients/reject-pending').type('form').send({ _csrf: csrfFrom(page.text), clientIds: [a, c], reason: 'Spam' }).expect(303);
    expect(done.headers.location).toBe('/settings/admin/oauth-clients?status=pending&notice=bulk-rejected&count=2');
    expect((await admin.get(done.headers.location as string).expect(200)).text).toContain('Rejected 2 pending clients.');
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual(['rejected', 'pending', 'rejected']);
    const none = await admin.post('/settings/admin/oauth-clients/reject-pending').type('form').send({ _csrf: csrfFrom(page.text), reason: 'Spam' }).expect(422);
    expect(none.text).toContain('Select at least one client to reject.');
  });

  it('removes self-registered clients still pending after SELF_REGISTERED_PENDING_DAYS, never a developer’s', async () => {
    const [stale, recent] = [await register(), await register()];
    const { client: developers } = await createClient(t, {});
    const registered = (clientId: string, daysAgo: number) => t.dataSource.query(`UPDATE oauth_clients SET created_at = $2 WHERE client_id = $1`, [clientId, new Date(Date.UTC(2031, 0, 20) - daysAgo * 86_400_000)]);
    await registered(stale, 7.01);
    await registered(recent, 6.99);
    await registered(developers.clientId, 30);
    const clock = holdClock(t, Date.UTC(2031, 0, 20));
    try {
      expect(await t.app.get(ClientReviewJobs).removeStale()).toBe(1);
      expect([await statusOf(stale), await statusOf(recent), await statusOf(developers.clientId)]).toEqual([undefined, 'pending', 'pending']);
      const [entry] = await t.dataSource.query(`SELECT actor_kind, details FROM audit_log WHERE action = 'client.expired'`);
      expect(entry).toMatchObject({ actor_kind: 'system', details: { name: 'Queued Agent', kind: 'dynamic' } });
    } finally {
      clock.release();
    }
  });
});
