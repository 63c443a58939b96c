import { AuditService } from '../src/audit/audit.service';
import { ClientsService } from '../src/oauth/clients/clients.service';
import { createAdmin, createClient, createUser, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

describe('OAuth clients: review by administrators, states and edits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const statusOf = async (agent: ReturnType<TestApp['http']>, clientId: string) =>
    (await agent.get(`/v2/oauth-clients/${clientId}`).expect(200)).body.data.status;

  it('a new client is pending; an admin approves it; the owner sees it approved', async () => {
    const { client, owner } = await createClient(t);
    const ownerAgent = await signIn(t, owner);
    expect(await statusOf(ownerAgent, client.clientId)).toBe('pending');

    const admin = await signIn(t, await createAdmin(t));
    const queue = await admin.get('/v2/admin/oauth-clients?status=pending').expect(200);
    expect(queue.body.data).toEqual({
      items: [expect.objectContaining({ clientId: client.clientId, status: 'pending', owner: expect.objectContaining({ email: owner.email }) })],
      total: 1,
      take: 100,
      skip: 0,
    });

    const approved = await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    expect(approved.body.data.status).toBe('approved');
    expect(await statusOf(ownerAgent, client.clientId)).toBe('approved');
    expect((await admin.get('/v2/admin/oauth-clients?status=pending').expect(200)).body.data.items).toEqual([]);
  });

  it('lists the pending queue first, oldest first', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const first = await createClient(t, { name: 'First' });
    const approved = await createClient(t, { name: 'Approved' });
    await admin.post(`/v2/admin/oauth-clients/${approved.client.clientId}/approve`).send({}).expect(200);
    const second = await createClient(t, { name: 'Second' });
    const all = (await admin.get('/v2/admin/oauth-clients').expect(200)).body.data.items as { name: string; owner: unknown }[];
    expect(all.filter((c) => c.owner).map((c) => c.name)).toEqual(['First', 'Second', 'Approved']);
    expect(all.find((c) => !c.owner)?.name).toBe('API documentation'); // the built-in docs client is listed too

    // A page at a time, in the same order; total counts them all.
    const page = (await admin.get('/v2/admin/oauth-clients?take=1&skip=1').expect(200)).body.data;
    expect(page).toEqual({ items: [expect.objectContaining({ name: 'Second' })], total: 4, take: 1, skip: 1 });
    await admin.get('/v2/admin/oauth-clients?take=0').expect(422);
    await admin.get('/v2/admin/oauth-clients?take=251').expect(422);
    expect(first.client.clientId).not.toBe(second.client.clientId);
  });

  it('rejecting needs a reason, which the owner sees', async () => {
    const { client, owner } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    const missing = await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reject`).send({}).expect(422);
    expect(missing.body.error.message).toMatch(/reason/);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reject`).send({ reason: '   ' }).expect(422);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reject`).send({ reason: 'Website does not match.' }).expect(200);
    const seen = (await (await signIn(t, owner)).get(`/v2/oauth-clients/${client.clientId}`)).body.data;
    expect(seen).toMatchObject({ status: 'rejected', statusReason: 'Website does not match.' });
  });

  it('suspends and reinstates an approved client, with a reason to suspend', async () => {
    const { client } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    const path = `/v2/admin/oauth-clients/${client.clientId}`;
    await admin.post(`${path}/approve`).send({}).expect(200);
    await admin.post(`${path}/suspend`).send({}).expect(422);
    expect((await admin.post(`${path}/suspend`).send({ reason: 'Abuse report' }).expect(200)).body.data).toMatchObject({ status: 'suspended', statusReason: 'Abuse report' });
    expect((await admin.post(`${path}/reinstate`).send({}).expect(200)).body.data).toMatchObject({ status: 'approved', statusReason: null });
  });

  it.each([
    ['approve', 'rejected', /This client is rejected; only pending clients can be approved/],
    ['suspend', 'pending', /This client is pending; only approved clients can be suspended/],
    ['reinstate', 'approved', /This client is approved; only suspended clients can be reinstated/],
    ['reject', 'approved', /This client is approved; only pending clients can be rejected/],
  ])('refuses to %s a %s client with 409 naming its state', async (action, state, message) => {
    const { client } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    const path = `/v2/admin/oauth-clients/${client.clientId}`;
    if (state === 'rejected') await admin.post(`${path}/reject`).send({ reason: 'No' }).expect(200);
    if (state === 'approved') await admin.post(`${path}/approve`).send({}).expect(200);
    const body = action === 'reject' || action === 'suspend' ? { reason: 'Because' } : {};
    const res = await admin.post(`${path}/${action}`).send(body).expect(409);
    expect(res.body.error.message).toMatch(message);
  });

  it('is for administrators only: 403 for others, 401 signed out, 404 for an unknown client', async () => {
    const { client, owner } = await createClient(t);
    const ownerAgent = await signIn(t, owner);
    await ownerAgent.get('/v2/admin/oauth-clients').expect(403);
    const forbidden = await ownerAgent.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(403);
    expect(forbidden.body.error.message).toMatch(/administrator/);
    await t.http().get('/v2/admin/oauth-clients').expect(401);
    expect(await statusOf(ownerAgent, client.clientId)).toBe('pending');
    const admin = await signIn(t, await createAdmin(t));
    await admin.post('/v2/admin/oauth-clients/no-such-client/approve').send({}).expect(404);
  });

  it('an owner edit that widens scopes waits beside the approved client as its pending change; narrowing applies at once', async () => {
    const { client, owner } = await createClient(t, { scopes: ['BOOKING_READ', 'PROFILE_READ'] });
    const admin = await signIn(t, await createAdmin(t));
    const ownerAgent = await signIn(t, owner);
    const path = `/v2/oauth-clients/${client.clientId}`;
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);

    const narrowed = await ownerAgent.patch(path).send({ scopes: ['PROFILE_READ'] }).expect(200);
    expect(narrowed.body.data).toMatchObject({ status: 'approved', scopes: ['PROFILE_READ'], pendingChange: null });

    const widened = await ownerAgent.patch(path).send({ scopes: ['PROFILE_READ', 'BOOKING_WRITE'] }).expect(200);
    expect(widened.body.data).toMatchObject({ status: 'approved', scopes: ['PROFILE_READ'], pendingChange: { scopes: ['BOOKING_WRITE', 'PROFILE_READ'] } });
  });

  it.each([
    ['the name', { name: 'Acme Scheduler Pro' }, 'name'],
    ['the redirect URIs', { redirectUris: ['https://app.example.com/other'] }, 'redirectUris'],
    ['the logo', { logoUri: 'https://app.example.com/new-logo.png' }, 'logoUri'],
  ])('changing %s of an approved client waits for review; the client stays approved as it was', async (_what, change, field) => {
    const { client, owner } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    const res = await (await signIn(t, owner)).patch(`/v2/oauth-clients/${client.clientId}`).send(change).expect(200);
    expect(res.body.data).toMatchObject({ status: 'approved', [field]: (client as unknown as Record<string, unknown>)[field], pendingChange: { fields: [field], ...change } });
  });

  it('changing the website of an approved client applies at once', async () => {
    const { client, owner } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    const res = await (await signIn(t, owner)).patch(`/v2/oauth-clients/${client.clientId}`).send({ websiteUri: 'https://elsewhere.example.com' }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'approved', websiteUri: 'https://elsewhere.example.com', pendingChange: null });
  });

  it('saving the same values changes nothing; a rejected client returns to review on any edit', async () => {
    const { client, owner } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    const ownerAgent = await signIn(t, owner);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ name: client.name, scopes: client.scopes }).expect(200);
    expect(await statusOf(ownerAgent, client.clientId)).toBe('approved');

    const other = await createClient(t, { owner });
    await admin.post(`/v2/admin/oauth-clients/${other.client.clientId}/reject`).send({ reason: 'Unclear' }).expect(200);
    const edited = await ownerAgent.patch(`/v2/oauth-clients/${other.client.clientId}`).send({ scopes: ['PROFILE_READ'] }).expect(200);
    expect(edited.body.data).toMatchObject({ status: 'pending', statusReason: null });
  });

  it('a suspended client cannot change what was reviewed', async () => {
    const { client, owner } = await createClient(t);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    const ownerAgent = await signIn(t, owner);
    const res = await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ redirectUris: ['https://attacker.example/cb'] }).expect(409);
    expect(res.body.error.message).toMatch(/suspended/);
    await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ scopes: ['PROFILE_READ'] }).expect(200); // narrowing is fine
    expect(await statusOf(ownerAgent, client.clientId)).toBe('suspended');
  });

  it('the type cannot change after registration', async () => {
    const { client, owner } = await createClient(t);
    await (await signIn(t, owner)).patch(`/v2/oauth-clients/${client.clientId}`).send({ type: 'public' }).expect(422);
  });

  it('writes every state change and secret change to the audit log', async () => {
    const { client, owner } = await createClient(t);
    const adminUser = await createAdmin(t);
    const admin = await signIn(t, adminUser);
    const ownerAgent = await signIn(t, owner);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({}).expect(200);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/suspend`).send({ reason: 'Abuse' }).expect(200);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/reinstate`).send({}).expect(200);
    const secret = (await ownerAgent.post(`/v2/oauth-clients/${client.clientId}/secrets`).send({}).expect(201)).body.data;
    await ownerAgent.delete(`/v2/oauth-clients/${client.clientId}/secrets/${secret.id}`).expect(204);
    await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ name: 'Renamed' }).expect(200);

    const history = (await t.app.get(AuditService).history('oauth_client', client.clientId)).reverse();
    expect(history.map((e) => [e.action, e.actorKind, e.actorUserId])).toEqual([
      ['client.created', 'user', owner.id],
      ['client_secret.created', 'user', owner.id],
      ['client.approved', 'admin', adminUser.id],
      ['client.suspended', 'admin', adminUser.id],
      ['client.reinstated', 'admin', adminUser.id],
      ['client_secret.created', 'user', owner.id],
      ['client_secret.revoked', 'user', owner.id],
      ['client.change_submitted', 'user', owner.id],
    ]);
    expect(history[3].details).toMatchObject({ reason: 'Abuse', from: 'approved' });
    expect(history.every((e) => e.occurredAt instanceof Date)).toBe(true);
    expect(JSON.stringify(history)).not.toMatch(/scs_/);
  });

  it('a legacy client migrates when its owner selects scopes, without a new review', async () => {
    const owner = await createUser(t);
    const { client } = await t.app.get(ClientsService).createLegacy({ kind: 'cli' }, owner.id, {
      name: 'Old App',
      redirectUris: ['https://old.example.com/cb'],
    });
    expect(client).toMatchObject({ legacy: true, scopes: [], status: 'approved', type: 'confidential' });
    const ownerAgent = await signIn(t, owner);
    await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ scopes: [] }).expect(422);
    const migrated = await ownerAgent.patch(`/v2/oauth-clients/${client.clientId}`).send({ scopes: ['BOOKING_READ'] }).expect(200);
    expect(migrated.body.data).toMatchObject({ legacy: false, scopes: ['BOOKING_READ'], status: 'approved' });
  });
});
