import request from 'supertest';
import { AuditService } from '../src/audit/audit.service';
import { createAdmin, createApprovedClient, createClient, createUser, signIn } from './factories';
import { consent, issueTokens, REDIRECT_URI } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

type Agent = Awaited<ReturnType<typeof signIn>>;

describe('OAuth clients: pending changes to approved clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const NEW_URI = 'https://app.example.com/new-callback';

  /** An approved client with a person's live token pair, and its owner and an administrator signed in. */
  async function approvedInUse() {
    const owner = await createUser(t);
    const issued = await issueTokens(t, { owner, name: 'Acme Calendar', scopes: ['BOOKING_READ', 'PROFILE_READ'] });
    const [ownerAgent, admin] = await Promise.all([signIn(t, owner), signIn(t, await createAdmin(t))]);
    return { ...issued, owner, ownerAgent, admin, path: `/v2/oauth-clients/${issued.clientId}` };
  }

  const get = async (agent: Agent, clientId: string) => (await agent.get(`/v2/oauth-clients/${clientId}`).expect(200)).body.data;

  const refresh = (issued: { clientId: string; secret?: string; refreshToken: string }) =>
    request(t.url)
      .post('/v2/auth/oauth2/token')
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: issued.refreshToken, client_id: issued.clientId, client_secret: issued.secret });

  const authorize = (agent: Agent, clientId: string, redirectUri: string, scope: string) =>
    agent.get('/auth/oauth2/authorize').query({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope, state: 's' });

  it('a widening edit is held: the live client, its tokens, refreshes and the consent page stay as approved', async () => {
    const c = await approvedInUse();
    const edit = { name: 'Acme Calendar Pro', scopes: ['BOOKING_READ', 'PROFILE_READ', 'BOOKING_WRITE'], redirectUris: [REDIRECT_URI, NEW_URI] };
    const res = await c.ownerAgent.patch(c.path).send(edit).expect(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      name: 'Acme Calendar',
      scopes: ['BOOKING_READ', 'PROFILE_READ'],
      redirectUris: [REDIRECT_URI],
      pendingChange: {
        fields: ['name', 'redirectUris', 'scopes'],
        name: 'Acme Calendar Pro',
        redirectUris: [REDIRECT_URI, NEW_URI],
        scopes: ['BOOKING_READ', 'BOOKING_WRITE', 'PROFILE_READ'],
        revision: expect.any(Number),
        submittedAt: expect.any(String),
      },
      changeRejection: null,
    });
    expect(res.body.data.pendingChange).not.toHaveProperty('logoUri');
    expect(await get(c.ownerAgent, c.clientId)).toMatchObject({ name: 'Acme Calendar', pendingChange: { name: 'Acme Calendar Pro' } });

    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${c.accessToken}`).expect(200);
    const refreshed = await refresh(c).expect(200);
    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${refreshed.body.access_token}`).expect(200);

    // The consent page shows the approved name; the proposed redirect URI and scope are not usable yet.
    const page = await authorize(c.ownerAgent, c.clientId, REDIRECT_URI, 'BOOKING_READ').expect(200);
    expect(page.text).toContain('Acme Calendar');
    expect(page.text).not.toContain('Acme Calendar Pro');
    expect((await authorize(c.ownerAgent, c.clientId, NEW_URI, 'BOOKING_READ')).status).toBe(400);
    const wider = await authorize(c.ownerAgent, c.clientId, REDIRECT_URI, 'BOOKING_WRITE').expect(303);
    expect(new URL(wider.headers.location as string).searchParams.get('error')).toBe('invalid_scope');
  });

  it('edits that cannot widen access apply at once; a mixed edit applies its safe part and holds the rest', async () => {
    const c = await approvedInUse();
    const safe = await c.ownerAgent.patch(c.path).send({ websiteUri: 'https://elsewhere.example.com', scopes: ['PROFILE_READ'] }).expect(200);
    expect(safe.body.data).toMatchObject({ status: 'approved', websiteUri: 'https://elsewhere.example.com', scopes: ['PROFILE_READ'], pendingChange: null });

    await c.ownerAgent.patch(c.path).send({ redirectUris: [REDIRECT_URI, NEW_URI] }).expect(200);
    await c.admin.post(`/v2/admin/oauth-clients/${c.clientId}/pending-change/approve`).send({ revision: (await get(c.ownerAgent, c.clientId)).pendingChange.revision }).expect(200);
    // Remove a redirect URI and swap a scope: the removals apply now, the added scope waits.
    const mixed = await c.ownerAgent.patch(c.path).send({ redirectUris: [NEW_URI], scopes: ['SCHEDULE_READ'] }).expect(200);
    expect(mixed.body.data).toMatchObject({
      redirectUris: [NEW_URI],
      scopes: ['PROFILE_READ'], // nothing shared with the proposal: the client keeps its one scope until approval
      pendingChange: { fields: ['scopes'], scopes: ['SCHEDULE_READ'] },
    });
    const both = await c.ownerAgent.patch(c.path).send({ scopes: ['PROFILE_READ', 'BOOKING_WRITE'], redirectUris: [NEW_URI] }).expect(200);
    expect(both.body.data).toMatchObject({ scopes: ['PROFILE_READ'], pendingChange: { fields: ['scopes'], scopes: ['BOOKING_WRITE', 'PROFILE_READ'] } });
  });

  it('an administrator approves the change: it applies, audited, and the new values can be used', async () => {
    const c = await approvedInUse();
    const submitted = (await c.ownerAgent.patch(c.path).send({ name: 'Acme Calendar Pro', redirectUris: [REDIRECT_URI, NEW_URI] }).expect(200)).body.data;

    const queue = (await c.admin.get('/v2/admin/oauth-clients?pendingChange=true').expect(200)).body.data.items;
    expect(queue).toEqual([expect.objectContaining({ clientId: c.clientId, name: 'Acme Calendar', pendingChange: expect.objectContaining({ name: 'Acme Calendar Pro' }) })]);
    expect((await c.admin.get('/v2/admin/oauth-clients?pendingChange=false').expect(200)).body.data.items.map((x: { clientId: string }) => x.clientId)).not.toContain(c.clientId);
    await c.admin.get('/v2/admin/oauth-clients?pendingChange=yes').expect(422);

    await c.admin.post(`/v2/admin/oauth-clients/${c.clientId}/pending-change/approve`).send({}).expect(422); // the revision is required
    const approved = await c.admin.post(`/v2/admin/oauth-clients/${c.clientId}/pending-change/approve`).send({ revision: submitted.pendingChange.revision }).expect(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', name: 'Acme Calendar Pro', redirectUris: [REDIRECT_URI, NEW_URI], pendingChange: null });
    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${c.accessToken}`).expect(200);
    const location = await consent(c.ownerAgent, { client_id: c.clientId, redirect_uri: NEW_URI, response_type: 'code', scope: 'PROFILE_READ', state: 's' });
    expect(location.toString()).toMatch(/^https:\/\/app\.example\.com\/new-callback\?code=/);

    const again = await c.admin.post(`/v2/admin/oauth-clients/${c.clientId}/pending-change/approve`).send({ revision: submitted.pendingChange.revision }).expect(409);
    expect(again.body.error.message).toMatch(/no pending change/);
    const history = await t.app.get(AuditService).history('oauth_client', c.clientId);
    expect(history.find((e) => e.action === 'client.change_approved')?.details).toMatchObject({
      revision: submitted.pendingChange.revision,
      fields: ['name', 'redirectUris'],
      before: { name: 'Acme Calendar' },
      after: { name: 'Acme Calendar Pro' },
    });
  });

  it('an administrator rejects the change with a reason: it is dropped and the owner reads why', async () => {
    const c = await approvedInUse();
    const { pendingChange } = (await c.ownerAgent.patch(c.path).send({ scopes: ['BOOKING_READ', 'PROFILE_READ', 'ORG_BOOKING_READ'] }).expect(200)).body.data;
    const path = `/v2/admin/oauth-clients/${c.clientId}/pending-change/reject`;
    await c.admin.post(path).send({ revision: pendingChange.revision, reason: '  ' }).expect(422);
    await c.admin.post(path).send({ revision: pendingChange.revision }).expect(422);
    await c.admin.post(path).send({ revision: pendingChange.revision, reason: 'Organization access needs a business case.' }).expect(200);

    const seen = await get(c.ownerAgent, c.clientId);
    expect(seen).toMatchObject({
      status: 'approved',
      scopes: ['BOOKING_READ', 'PROFILE_READ'],
      pendingChange: null,
      changeRejection: { reason: 'Organization access needs a business case.', fields: ['scopes'], rejectedAt: expect.any(String) },
    });
    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${c.accessToken}`).expect(200);
    const detail = await c.ownerAgent.get(`/settings/developer/oauth-clients/${c.clientId}`).expect(200);
    expect(detail.text).toContain('Organization access needs a business case.');
    const history = await t.app.get(AuditService).history('oauth_client', c.clientId);
    expect(history[0]).toMatchObject({ action: 'client.change_rejected', actorKind: 'admin', details: { reason: 'Organization access needs a business case.' } });

    // The next change clears the rejection.
    const next = await c.ownerAgent.patch(c.path).send({ name: 'Acme' }).expect(200);
    expect(next.body.data).toMatchObject({ changeRejection: null, pendingChange: { fields: ['name'] } });
  });

  it('a new edit replaces the pending change; a decision on the replaced one is refused', async () => {
    const c = await approvedInUse();
    const first = (await c.ownerAgent.patch(c.path).send({ scopes: ['BOOKING_READ', 'PROFILE_READ', 'BOOKING_WRITE'] }).expect(200)).body.data.pendingChange;
    const second = (await c.ownerAgent.patch(c.path).send({ scopes: ['BOOKING_READ', 'PROFILE_READ', 'SCHEDULE_READ'] }).expect(200)).body.data.pendingChange;
    expect(second.scopes).toEqual(['BOOKING_READ', 'SCHEDULE_READ', 'PROFILE_READ']);
    expect(second.revision).toBeGreaterThan(first.revision);
    const stale = await c.admin.post(`/v2/admin/oauth-clients/${c.clientId}/pending-change/approve`).send({ revision: first.revision }).expect(409);
    expect(stale.body.error.message).toMatch(/replaced this pending change/);

    // Fields left out keep what was proposed; a safe edit alone keeps the change (and its revision) as it is.
    const kept = (await c.ownerAgent.patch(c.path).send({ websiteUri: 'https://www.example.com' }).expect(200)).body.data;
    expect(kept).toMatchObject({ websiteUri: 'https://www.example.com', pendingChange: { revision: second.revision, scopes: second.scopes } });
    // Putting the held field back to its approved value leaves nothing to review.
    const reverted = await c.ownerAgent.patch(c.path).send({ scopes: ['BOOKING_READ', 'PROFILE_READ'] }).expect(200);
    expect(reverted.body.data.pendingChange).toBeNull();
  });

  it('the owner withdraws the pending change; 409 when there is none; another person gets 404', async () => {
    const c = await approvedInUse();
    await c.ownerAgent.delete(`${c.path}/pending-change`).expect(409);
    const { pendingChange } = (await c.ownerAgent.patch(c.path).send({ logoUri: 'https://app.example.com/logo.png' }).expect(200)).body.data;
    expect(pendingChange).toMatchObject({ fields: ['logoUri'], logoUri: 'https://app.example.com/logo.png' });
    await (await signIn(t, await createUser(t))).delete(`${c.path}/pending-change`).expect(404);
    const withdrawn = await c.ownerAgent.delete(`${c.path}/pending-change`).expect(200);
    expect(withdrawn.body.data).toMatchObject({ pendingChange: null, logoUri: null, status: 'approved' });
    await c.admin.post(`/v2/admin/oauth-clients/${c.clientId}/pending-change/approve`).send({ revision: pendingChange.revision }).expect(409);
    const history = await t.app.get(AuditService).history('oauth_client', c.clientId);
    expect(history.slice(0, 2).map((e) => e.action)).toEqual(['client.change_withdrawn', 'client.change_submitted']);
  });

  it('pending and rejected clients change at once; a suspended one cannot propose changes', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const { client, owner } = await createClient(t);
    const ownerAgent = await signIn(t, owner);
    const pending = await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ name: 'Renamed', scopes: ['SCHEDULE_WRITE'] }).expect(200);
    expect(pending.body.data).toMatchObject({ status: 'pending', name: 'Renamed', scopes: ['SCHEDULE_WRITE'], pendingChange: null });

    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reject`).send({ reason: 'Unclear' }).expect(200);
    const rejected = await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ redirectUris: [NEW_URI] }).expect(200);
    expect(rejected.body.data).toMatchObject({ status: 'pending', statusReason: null, redirectUris: [NEW_URI], pendingChange: null });

    const suspended = await createApprovedClient(t, { owner });
    await admin.post(`/v2/admin/oauth-clients/${suspended.client.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    const res = await ownerAgent.patch(`/v2/oauth-clients/${suspended.client.clientId}`).send({ name: 'Innocent' }).expect(409);
    expect(res.body.error.message).toMatch(/suspended/);
  });

  it('the change is reachable only by administrators', async () => {
    const c = await approvedInUse();
    const { pendingChange } = (await c.ownerAgent.patch(c.path).send({ name: 'Mine now' }).expect(200)).body.data;
    const path = `/v2/admin/oauth-clients/${c.clientId}/pending-change`;
    await c.ownerAgent.post(`${path}/approve`).send({ revision: pendingChange.revision }).expect(403);
    await c.ownerAgent.post(`${path}/reject`).send({ revision: pendingChange.revision, reason: 'x' }).expect(403);
    await c.ownerAgent.get('/v2/admin/oauth-clients?pendingChange=true').expect(403);
    await request(t.url).post(`${path}/approve`).send({ revision: pendingChange.revision }).expect(401);
    await c.admin.post('/v2/admin/oauth-clients/no-such-client/pending-change/approve').send({ revision: 1 }).expect(404);
    expect((await get(c.ownerAgent, c.clientId)).name).toBe('Acme Calendar');
  });

  it('the built-in API documentation client cannot be suspended', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const res = await admin.post('/v2/admin/oauth-clients/api-docs/suspend').send({ reason: 'Testing' }).expect(409);
    expect(res.body.error.message).toMatch(/API documentation client cannot be suspended/);
    const docs = (await admin.get('/v2/admin/oauth-clients?status=approved').expect(200)).body.data.items.find((c: { clientId: string }) => c.clientId === 'api-docs');
    expect(docs).toMatchObject({ status: 'approved' });
  });
});
