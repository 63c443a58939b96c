import request from 'supertest';
import { createAdmin, createUser, csrfFrom, signIn } from '../factories';
import { createTestApp, TestApp } from '../setup/test-app';

const PERSONAL = ['EVENT_TYPE_READ', 'EVENT_TYPE_WRITE', 'BOOKING_READ', 'BOOKING_WRITE', 'SCHEDULE_READ', 'SCHEDULE_WRITE', 'APPS_READ', 'APPS_WRITE', 'PROFILE_READ', 'PROFILE_WRITE', 'WEBHOOK_READ', 'WEBHOOK_WRITE'];

/** Administrators decide how clients may register themselves; the default lets agents register and keeps every client in review. */
describe('The registration policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('defaults to both on, no host approved, the twelve personal scopes; only administrators read or change it', async () => {
    const admin = await signIn(t, await createAdmin(t));
    expect((await admin.get('/v2/admin/registration-policy').expect(200)).body.data).toEqual({
      dynamicRegistration: true,
      metadataDocuments: true,
      scopes: PERSONAL,
      autoApproveHosts: [],
    });
    const person = await signIn(t, await createUser(t));
    await person.get('/v2/admin/registration-policy').expect(403);
    await person.put('/v2/admin/registration-policy').send({ dynamicRegistration: true, metadataDocuments: true, scopes: PERSONAL, autoApproveHosts: ['*'] }).expect(403);
    await request(t.url).get('/v2/admin/registration-policy').expect(401);
  });

  it('a change is saved, audited, and narrows what the resource metadata offers', async () => {
    const user = await createAdmin(t);
    const admin = await signIn(t, user);
    const policy = { dynamicRegistration: true, metadataDocuments: true, scopes: ['PROFILE_READ', 'BOOKING_READ', 'TEAM_PROFILE_READ'], autoApproveHosts: ['Claude.AI', 'vscode.dev'] };
    const saved = (await admin.put('/v2/admin/registration-policy').send(policy).expect(200)).body.data;
    expect(saved).toEqual({ ...policy, scopes: ['BOOKING_READ', 'PROFILE_READ', 'TEAM_PROFILE_READ'], autoApproveHosts: ['claude.ai', 'vscode.dev'] });
    expect((await admin.get('/v2/admin/registration-policy').expect(200)).body.data).toEqual(saved);
    const [entry] = await t.dataSource.query(`SELECT actor_kind, actor_user_id, details FROM audit_log WHERE action = 'registration_policy.updated'`);
    expect(entry).toMatchObject({ actor_kind: 'admin', actor_user_id: user.id, details: { before: { dynamicRegistration: true, autoApproveHosts: [] }, after: saved } });
    const mcp = await request(t.url).get('/.well-known/oauth-protected-resource/mcp').expect(200);
    expect(mcp.body.scopes_supported).toEqual(['BOOKING_READ', 'PROFILE_READ', 'TEAM_PROFILE_READ']);
    const api = await request(t.url).get('/.well-known/oauth-protected-resource/v2').expect(200);
    expect(api.body.scopes_supported).toEqual(['BOOKING_READ', 'PROFILE_READ', 'TEAM_PROFILE_READ']);
  });

  it.each([
    [{ dynamicRegistration: 'yes', metadataDocuments: false, scopes: ['PROFILE_READ'], autoApproveHosts: [] }, /dynamicRegistration/],
    [{ dynamicRegistration: false, metadataDocuments: false, scopes: [], autoApproveHosts: [] }, /at least 1 scope/],
    [{ dynamicRegistration: false, metadataDocuments: false, scopes: ['NOPE'], autoApproveHosts: [] }, /Unknown scope: NOPE/],
    [{ dynamicRegistration: false, metadataDocuments: false, scopes: ['PROFILE_READ'], autoApproveHosts: ['https://claude.ai/x'] }, /Not a host: https:\/\/claude.ai\/x/],
    [{ dynamicRegistration: false, metadataDocuments: false, scopes: ['PROFILE_READ'], autoApproveHosts: ['claude.ai:99999'] }, /Not a host/],
    [{ dynamicRegistration: false, metadataDocuments: false, scopes: ['PROFILE_READ'] }, /autoApproveHosts/],
  ])('refuses %j with 422', async (body, message) => {
    const admin = await signIn(t, await createAdmin(t));
    const res = await admin.put('/v2/admin/registration-policy').send(body).expect(422);
    expect(res.body.error.message).toMatch(message);
    expect((await admin.get('/v2/admin/registration-policy').expect(200)).body.data.dynamicRegistration).toBe(true);
  });

  it('the settings page shows and saves the policy, linked from the home page, behind CSRF', async () => {
    const admin = await signIn(t, await createAdmin(t));
    expect((await admin.get('/').expect(200)).text).toContain('href="/settings/admin/registration"');
    const page = await admin.get('/settings/admin/registration').expect(200);
    expect(page.text).toContain('name="dynamicRegistration"');
    await admin.post('/settings/admin/registration').type('form').send({ dynamicRegistration: 'on', scopes: 'PROFILE_READ' }).expect(403);
    const saved = await admin
      .post('/settings/admin/registration')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), dynamicRegistration: 'on', scopes: ['PROFILE_READ', 'BOOKING_READ'], autoApproveHosts: 'claude.ai\nvscode.dev:8443' })
      .expect(303);
    expect(saved.headers.location).toBe('/settings/admin/registration?notice=saved');
    expect((await admin.get('/v2/admin/registration-policy').expect(200)).body.data).toEqual({
      dynamicRegistration: true,
      metadataDocuments: false,
      scopes: ['BOOKING_READ', 'PROFILE_READ'],
      autoApproveHosts: ['claude.ai', 'vscode.dev:8443'],
    });
    // Approving every self-registered client (the only approval a dynamically registered one can
    // have) is its own box; the hosts box holds metadata document hosts only.
    await admin
      .post('/settings/admin/registration')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), dynamicRegistration: 'on', scopes: 'PROFILE_READ', approveEveryClient: 'on', autoApproveHosts: 'claude.ai' })
      .expect(303);
    expect((await admin.get('/v2/admin/registration-policy').expect(200)).body.data.autoApproveHosts).toEqual(['*', 'claude.ai']);
    const shown = (await admin.get('/settings/admin/registration').expect(200)).text;
    expect(shown).toMatch(/name="approveEveryClient" value="on" checked/);
    expect(shown).toContain('name="autoApproveHosts" rows="2" aria-describedby="hosts-help">claude.ai</textarea>');
    const refused = await admin.post('/settings/admin/registration').type('form').send({ _csrf: csrfFrom(page.text), autoApproveHosts: 'a b' });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain('Select at least 1 scope.');
    const person = await signIn(t, await createUser(t));
    expect((await person.get('/').expect(200)).text).not.toContain('/settings/admin/registration');
    await person.get('/settings/admin/registration').expect(403);
  });
});
