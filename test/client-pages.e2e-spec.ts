import { ClientSecretsService } from '../src/oauth/clients/client-secrets.service';
import { ClientsService } from '../src/oauth/clients/clients.service';
import { createAdmin, createClient, createUser, csrfFrom, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

describe('OAuth clients: the developer settings and review pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const BASE = '/settings/developer/oauth-clients';

  it('sends signed-out visitors to the login page and back', async () => {
    const res = await t.http().get(BASE).expect(303);
    expect(res.headers.location).toBe(`/auth/login?returnTo=${encodeURIComponent(BASE)}`);
    await t.http().get('/settings/admin/oauth-clients').expect(303);
  });

  it('registers a client through the form, shows the secret once, then only its hint', async () => {
    const agent = await signIn(t, await createUser(t));
    const form = await agent.get(`${BASE}/new`).expect(200);
    expect(form.text).toContain('Your account');
    expect(form.text).toContain('View bookings');
    const created = await agent
      .post(BASE)
      .type('form')
      .send(
        'name=My+App&redirectUris=https%3A%2F%2Fmy.example.com%2Fcb%0D%0Ahttp%3A%2F%2Flocalhost%3A3001%2Fcb&type=confidential' +
          `&scopes=BOOKING_READ&scopes=PROFILE_READ&websiteUri=&logoUri=&_csrf=${csrfFrom(form.text)}`,
      )
      .expect(201);
    expect(created.text).toContain('Copy this client secret now');
    const secret = /<code id="client-secret">(scs_[\w-]+)<\/code>/.exec(created.text)![1];
    const clientId = /<code id="credential-client-id">([\w-]+)<\/code>/.exec(created.text)![1];

    const detail = await agent.get(`${BASE}/${clientId}`).expect(200);
    expect(detail.text).not.toContain(secret);
    expect(detail.text).toContain(`…${secret.slice(-4)}`);
    expect(detail.text).toContain('Waiting for review');
    expect(detail.text).toContain('https://my.example.com/cb\nhttp://localhost:3001/cb');

    const list = await agent.get(BASE).expect(200);
    expect(list.text).toContain('My App');
  });

  it('registers one client when the same form is submitted again (a reload, a double click)', async () => {
    const owner = await createUser(t);
    const agent = await signIn(t, owner);
    const form = await agent.get(`${BASE}/new`).expect(200);
    const key = /name="submission" value="([\w-]{22})"/.exec(form.text)![1];
    const body = `name=Once&redirectUris=https%3A%2F%2Fonce.example%2Fcb&type=confidential&scopes=PROFILE_READ&submission=${key}&_csrf=${csrfFrom(form.text)}`;

    const first = await agent.post(BASE).type('form').send(body).expect(201);
    const clientId = /<code id="credential-client-id">([\w-]+)<\/code>/.exec(first.text)![1];
    const again = await agent.post(BASE).type('form').send(body).expect(303);
    expect(again.headers.location).toBe(`${BASE}/${clientId}?notice=registered`);
    const detail = await agent.get(again.headers.location).expect(200);
    expect(detail.text).toContain('This form was already sent: this is the client it registered');
    expect(detail.text).toContain('create a new secret below');
    expect(detail.text).not.toContain('Copy this client secret now');

    // Two at once: one registers, the other finds it.
    const next = await agent.get(`${BASE}/new`);
    const racedKey = /name="submission" value="([\w-]{22})"/.exec(next.text)![1];
    expect(racedKey).not.toBe(key);
    const raced = await Promise.all([1, 2].map(() => agent.post(BASE).type('form').send(body.replace(key, racedKey).replace('name=Once', 'name=Twice'))));
    expect(raced.map((r) => r.status).sort()).toEqual([201, 303]);

    const mine = await t.app.get(ClientsService).listOwned(owner.id);
    expect(mine.map((c) => c.name).sort()).toEqual(['Once', 'Twice']);

    // The key is the owner's own: someone else sending it registers their own client, and learns nothing of this one.
    const other = await signIn(t, await createUser(t));
    const otherForm = await other.get(`${BASE}/new`);
    const theirs = await other.post(BASE).type('form').send(body.replace(/_csrf=[^&]+/, `_csrf=${csrfFrom(otherForm.text)}`)).expect(201);
    expect(theirs.text).not.toContain(clientId);
  });

  it('keeps the form\'s key when it shows the form again, so fixing it and sending registers once', async () => {
    const agent = await signIn(t, await createUser(t));
    const form = await agent.get(`${BASE}/new`);
    const key = /name="submission" value="([\w-]{22})"/.exec(form.text)![1];
    const refused = await agent
      .post(BASE)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), submission: key, name: 'Fixed', redirectUris: 'http://example.com/cb', type: 'public', scopes: 'PROFILE_READ' })
      .expect(422);
    expect(refused.text).toContain(`name="submission" value="${key}"`);
    await agent
      .post(BASE)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), submission: key, name: 'Fixed', redirectUris: 'https://example.com/cb', type: 'public', scopes: 'PROFILE_READ' })
      .expect(201);
    // Sent once more: a public client has no secret, so the notice speaks of none.
    const again = await agent
      .post(BASE)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), submission: key, name: 'Fixed', redirectUris: 'https://example.com/cb', type: 'public', scopes: 'PROFILE_READ' })
      .expect(303);
    expect(again.headers.location).toMatch(/\?notice=registered-public$/);
    const detail = await agent.get(again.headers.location).expect(200);
    expect(detail.text).toContain('This form was already sent');
    expect(detail.text).not.toContain('secret was shown once');
  });

  it('shows the form again with the problem and what was typed', async () => {
    const agent = await signIn(t, await createUser(t));
    const form = await agent.get(`${BASE}/new`);
    const res = await agent
      .post(BASE)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), name: 'Typed name', redirectUris: 'http://example.com/cb', type: 'public', scopes: 'PROFILE_READ' })
      .expect(422);
    expect(res.text).toContain('must use https');
    expect(res.text).toContain('value="Typed name"');
    expect(res.text).toMatch(/value="PROFILE_READ" checked/);
  });

  it('escapes the client name everywhere it is shown', async () => {
    const { owner, client } = await createClient(t, { name: '<script>alert(1)</script>' });
    const agent = await signIn(t, owner);
    for (const path of [BASE, `${BASE}/${client.clientId}`]) {
      const page = await agent.get(path).expect(200);
      expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.text).not.toContain('<script>alert(1)</script>');
    }
    const admin = await signIn(t, await createAdmin(t));
    const review = await admin.get('/settings/admin/oauth-clients').expect(200);
    expect(review.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(review.text).not.toContain('<script>alert(1)</script>');
  });

  it('edits, rotates and revokes through the pages', async () => {
    const { owner, client } = await createClient(t);
    const agent = await signIn(t, owner);
    const path = `${BASE}/${client.clientId}`;
    let page = await agent.get(path);
    const csrf = csrfFrom(page.text);

    const saved = await agent
      .post(path)
      .type('form')
      .send(`_csrf=${csrf}&name=Acme+Scheduler&redirectUris=https%3A%2F%2Fapp.example.com%2Fcallback&scopes=PROFILE_READ&websiteUri=https%3A%2F%2Fapp.example.com&logoUri=`)
      .expect(303);
    expect(saved.headers.location).toBe(`${path}?notice=saved`);

    const second = await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
    expect((await agent.get(second.headers.location).expect(200)).text).toContain('Copy this client secret now');
    const third = await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(409);
    expect(third.text).toContain('Revoke one before creating another');

    page = await agent.get(path);
    const firstId = /secrets\/(\d+)\/revoke/.exec(page.text)![1];
    await agent.post(`${path}/secrets/${firstId}/revoke`).type('form').send({ _csrf: csrf, confirm: 'yes' }).expect(303);
    page = await agent.get(`${path}?notice=revoked`);
    expect(page.text).toContain('The secret is revoked');
    // The page offers no way to revoke the last secret; a post made anyway is refused.
    const [lastSecret] = await t.app.get(ClientSecretsService).listActive(owner.id, client.clientId);
    const last = await agent.post(`${path}/secrets/${lastSecret.id}/revoke`).type('form').send({ _csrf: csrf, confirm: 'yes' }).expect(409);
    expect(last.text).toContain('last active secret');

    // Deleting is behind a disclosure that says what it does: the first click only opens it.
    expect(page.text).toMatch(/<details class="reason-action"><summary>Delete this client…<\/summary>\n<form method="post" action="[^"]+\/delete">/);
    await agent.post(`${path}/delete`).type('form').send({ _csrf: csrf }).expect(303);
    await agent.get(path).expect(404);
  });

  it('a legacy client can be edited on the page without being migrated', async () => {
    const owner = await createUser(t);
    const { client } = await t.app.get(ClientsService).createLegacy({ kind: 'cli' }, owner.id, { name: 'Old App', redirectUris: ['https://old.example/cb'] });
    const agent = await signIn(t, owner);
    const page = await agent.get(`${BASE}/${client.clientId}`).expect(200);
    expect(page.text).toContain('Legacy client');
    await agent
      .post(`${BASE}/${client.clientId}`)
      .type('form')
      .send({ _csrf: csrfFrom(page.text), name: 'Old App', redirectUris: 'https://old.example/cb', websiteUri: 'https://old.example', logoUri: '' })
      .expect(303);
    const saved = (await agent.get(`/v2/oauth-clients/${client.clientId}`).expect(200)).body.data;
    expect(saved).toMatchObject({ legacy: true, scopes: [], websiteUri: 'https://old.example' });
  });

  it('another user’s client page is not found', async () => {
    const { client } = await createClient(t);
    const other = await signIn(t, await createUser(t));
    const res = await other.get(`${BASE}/${client.clientId}`).expect(404);
    expect(res.text).toContain('No such OAuth client');
  });

  it('administrators review from the page; others get 403', async () => {
    const { client, owner } = await createClient(t, { name: 'Queued App' });
    const ownerAgent = await signIn(t, owner);
    const denied = await ownerAgent.get('/settings/admin/oauth-clients').expect(403);
    expect(denied.text).toContain('administrator');

    const admin = await signIn(t, await createAdmin(t));
    let page = await admin.get('/settings/admin/oauth-clients').expect(200);
    expect(page.text).toMatch(/Waiting for review: 1 new client,[\s\S]*Queued App/);
    const csrf = csrfFrom(page.text);
    const revision = /name="revision" value="(\d+)"/.exec(page.text)![1];
    const path = `/settings/admin/oauth-clients/${client.clientId}`;

    const noReason = await admin.post(`${path}/reject`).type('form').send({ _csrf: csrf, revision, reason: '' }).expect(422);
    expect(noReason.text).toContain('A reason is required');
    const approved = await admin.post(`${path}/approve`).type('form').send({ _csrf: csrf, revision, returnStatus: 'pending' }).expect(303);
    expect(approved.headers.location).toBe(`/settings/admin/oauth-clients?status=pending&notice=approved&client=${client.clientId}`);
    page = await admin.get(approved.headers.location as string);
    expect(page.text).toContain('Approved “Queued App”: it can be used now.');
    expect(page.text).toContain('Waiting for review: 0 new clients');
    expect(page.text).toContain('Nothing to review.');
    expect((await admin.get('/settings/admin/oauth-clients?notice=approved').expect(200)).text).toContain('Approved: the client can be used now');
    const again = await admin.post(`${path}/approve`).type('form').send({ _csrf: csrf, revision }).expect(409);
    expect(again.text).toContain('only pending clients can be approved');
    await admin.post(`${path}/suspend`).type('form').send({ _csrf: csrf, revision, reason: 'Abuse' }).expect(303);
    await admin.post(`${path}/reinstate`).type('form').send({ _csrf: csrf, revision }).expect(303);
    await admin.post(`${path}/explode`).type('form').send({ _csrf: csrf, revision }).expect(404);
    await admin.post(`${path}/__proto__`).type('form').send({ _csrf: csrf, revision }).expect(404);
    await admin.post(`${path}/constructor`).type('form').send({ _csrf: csrf, revision }).expect(404);
    expect((await admin.get('/settings/admin/oauth-clients?notice=constructor').expect(200)).text).not.toContain('function');
    await admin.post(`${path}/approve`).type('form').send({ revision }).expect(403); // no _csrf
  });

  it('an approval applies only to the version the administrator saw', async () => {
    const { client, owner } = await createClient(t, { redirectUris: ['https://good.example/cb'] });
    const admin = await signIn(t, await createAdmin(t));
    const page = await admin.get('/settings/admin/oauth-clients').expect(200);
    const seen = /name="revision" value="(\d+)"/.exec(page.text)![1];
    // Meanwhile the owner swaps the redirect URI (the client stays pending).
    await (await signIn(t, owner)).patch(`/v2/oauth-clients/${client.clientId}`).send({ redirectUris: ['https://evil.example/cb'] }).expect(200);
    const res = await admin
      .post(`/settings/admin/oauth-clients/${client.clientId}/approve`)
      .type('form')
      .send({ _csrf: csrfFrom(page.text), revision: seen })
      .expect(409);
    expect(res.text).toContain('changed this client after you loaded it');
    const api = await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({ revision: Number(seen) }).expect(409);
    expect(api.body.error.message).toMatch(/Review it again/);
    const fresh = (await admin.get('/v2/admin/oauth-clients?status=pending').expect(200)).body.data.items[0];
    expect(fresh.revision).toBe(Number(seen) + 1);
    await admin.post(`/v2/admin/oauth-clients/${client.clientId}/approve`).send({ revision: fresh.revision }).expect(200);
  });
});
