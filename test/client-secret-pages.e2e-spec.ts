import { SessionFlash } from '../src/accounts/session-flash.entity';
import { FLASH_TTL_MS, SessionFlashService } from '../src/accounts/session-flash.service';
import { ClientSecretsService } from '../src/oauth/clients/client-secrets.service';
import { createClient, createUser, csrfFrom, setCookies, signIn } from './factories';
import { holdClock } from './setup/clock';
import { createTestApp, TestApp } from './setup/test-app';

const BASE = '/settings/developer/oauth-clients';
const SECRET_ON_PAGE = /<code id="client-secret">(scs_[\w-]+)<\/code>/;

describe('Client secrets on the developer pages: shown once after a redirect, revoked after a confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  async function ownerOnClientPage() {
    const { owner, client } = await createClient(t);
    const agent = await signIn(t, owner);
    const path = `${BASE}/${client.clientId}`;
    const page = await agent.get(path).expect(200);
    return { owner, client, agent, path, page, csrf: csrfFrom(page.text) };
  }

  it('"Create a new secret" redirects to a page that shows the secret once; a reload says it was shown', async () => {
    const { agent, path, csrf } = await ownerOnClientPage();
    const created = await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
    expect(created.headers.location).toBe(`${path}/secrets/new`);
    // The key that opens the secret travels in a cookie for that one page only, never in the URL.
    const cookie = setCookies(created).find((c) => c.startsWith('flash='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toContain(`Path=${path}/secrets/new`);

    const shown = await agent.get(created.headers.location).expect(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    const secret = SECRET_ON_PAGE.exec(shown.text)![1];
    expect(shown.text).toContain('Copy this client secret now');
    expect(created.headers.location).not.toContain(secret);

    const reload = await agent.get(created.headers.location).expect(303);
    expect(reload.headers.location).toBe(`${path}?notice=secret-shown`);
    const after = await agent.get(reload.headers.location).expect(200);
    expect(after.text).toContain('The new secret was shown once and cannot be shown again');
    expect(after.text).not.toContain(secret);
    expect(after.text).toContain(`…${secret.slice(-4)}`);
  });

  it('keeps only a sealed copy on the server, which no other session can take', async () => {
    const { owner, client, agent, path, csrf } = await ownerOnClientPage();
    await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
    const [row] = await t.dataSource.getRepository(SessionFlash).find();
    expect(row.name).toBe(`client-secret:${client.clientId}`);

    // The same person in another browser (another session) does not see it, and does not use it up.
    const other = await signIn(t, owner);
    await other.get(`${path}/secrets/new`).expect(303);

    const secret = SECRET_ON_PAGE.exec((await agent.get(`${path}/secrets/new`).expect(200)).text)![1];
    expect(row.sealed).not.toContain(secret);
    expect(row.sealed).not.toContain(secret.slice(4));
    expect(await t.dataSource.getRepository(SessionFlash).count()).toBe(0);
  });

  it('forgets a secret not shown within a few minutes', async () => {
    const { agent, path, csrf } = await ownerOnClientPage();
    const clock = holdClock(t, Date.now());
    try {
      await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
      clock.advance(FLASH_TTL_MS + 1);
      // The browser drops the cookie by then; a request that still carries it is refused by the server.
      const late = await agent.get(`${path}/secrets/new`).expect(303);
      expect(late.headers.location).toBe(`${path}?notice=secret-shown`);
    } finally {
      clock.release();
    }
  });

  it('the housekeeping job deletes flashes once they expire, not before', async () => {
    const { agent, path, csrf } = await ownerOnClientPage();
    const clock = holdClock(t, Date.now());
    try {
      await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
      clock.advance(FLASH_TTL_MS - 1000);
      await expect(t.app.get(SessionFlashService).purgeExpired()).resolves.toBe(0);
      clock.advance(2000);
      await expect(t.app.get(SessionFlashService).purgeExpired()).resolves.toBe(1);
      expect(await t.dataSource.getRepository(SessionFlash).count()).toBe(0);
    } finally {
      clock.release();
    }
  });

  it('signing out deletes a secret not yet shown', async () => {
    const { agent, path, csrf } = await ownerOnClientPage();
    await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
    expect(await t.dataSource.getRepository(SessionFlash).count()).toBe(1);
    await agent.post('/auth/logout').type('form').send({ _csrf: csrf }).expect(303);
    expect(await t.dataSource.getRepository(SessionFlash).count()).toBe(0);
  });

  it('creating a secret needs the form token, and someone else’s client is not found', async () => {
    const { path, agent } = await ownerOnClientPage();
    await agent.post(`${path}/secrets`).type('form').send({}).expect(403);
    await agent.post(`${path}/secrets`).type('form').send({ _csrf: 'x'.repeat(43) }).expect(403);
    const stranger = await signIn(t, await createUser(t));
    const strangerCsrf = csrfFrom((await stranger.get(BASE).expect(200)).text);
    await stranger.post(`${path}/secrets`).type('form').send({ _csrf: strangerCsrf }).expect(404);
    await stranger.get(`${path}/secrets/new`).expect(404);
    await t.http().get(`${path}/secrets/new`).expect(303);
  });

  it('revoking one of two secrets asks for confirmation first; the last one cannot be revoked', async () => {
    const { owner, client, agent, path, csrf, page } = await ownerOnClientPage();
    // One secret: its button is disabled and says why; no link leads to revoking it.
    expect(page.text).toContain('<button class="secondary" type="button" disabled aria-describedby="last-secret-reason">Revoke</button>');
    expect(page.text).toContain('This is the only secret: revoking it would lock your app out.');
    expect(page.text).not.toMatch(/secrets\/\d+\/revoke/);

    await agent.post(`${path}/secrets`).type('form').send({ _csrf: csrf }).expect(303);
    const [first, second] = await t.app.get(ClientSecretsService).listActive(owner.id, client.clientId);
    const two = await agent.get(path).expect(200);
    expect(two.text).toContain(`href="${path}/secrets/${first.id}/revoke"`);
    expect(two.text).toContain(`href="${path}/secrets/${second.id}/revoke"`);
    expect(two.text).not.toContain('last-secret-reason');
    // Two secrets: creating a third is not offered, and the page says why.
    expect(two.text).toContain('aria-describedby="secret-limit-reason">Create a new secret</button>');

    const confirm = await agent.get(`${path}/secrets/${first.id}/revoke`).expect(200);
    expect(confirm.text).toContain(`Revoke the secret <code>${first.hint}</code>`);
    expect(confirm.text).toContain('name="confirm" value="yes"');

    // A post without the confirmation (an old page) goes to the confirmation and revokes nothing.
    const bare = await agent.post(`${path}/secrets/${first.id}/revoke`).type('form').send({ _csrf: csrf }).expect(303);
    expect(bare.headers.location).toBe(`${path}/secrets/${first.id}/revoke`);
    expect(await t.app.get(ClientSecretsService).listActive(owner.id, client.clientId)).toHaveLength(2);
    await agent.post(`${path}/secrets/${first.id}/revoke`).type('form').send({ confirm: 'yes' }).expect(403);

    const done = await agent.post(`${path}/secrets/${first.id}/revoke`).type('form').send({ _csrf: csrf, confirm: 'yes' }).expect(303);
    expect(done.headers.location).toBe(`${path}?notice=revoked`);
    expect((await t.app.get(ClientSecretsService).listActive(owner.id, client.clientId)).map((s) => s.id)).toEqual([second.id]);

    // The confirmation page of the last secret explains instead of offering the button.
    const lastPage = await agent.get(`${path}/secrets/${second.id}/revoke`).expect(200);
    expect(lastPage.text).toContain('This is the only secret');
    expect(lastPage.text).not.toContain('name="confirm"');
    const refused = await agent.post(`${path}/secrets/${second.id}/revoke`).type('form').send({ _csrf: csrf, confirm: 'yes' }).expect(409);
    expect(refused.text).toContain('last active secret');
  });

  it('answers a revoked, unknown or malformed secret id with a 4xx page, never a 500', async () => {
    const { owner, client, agent, path, csrf } = await ownerOnClientPage();
    await agent.get(`${path}/secrets/999999/revoke`).expect(404);
    await agent.get(`${path}/secrets/abc/revoke`).expect(404);
    await agent.post(`${path}/secrets/abc/revoke`).type('form').send({ _csrf: csrf, confirm: 'yes' }).expect(404);
    const other = await createClient(t);
    const [theirs] = await t.app.get(ClientSecretsService).listActive(other.owner.id, other.client.clientId);
    await agent.get(`${path}/secrets/${theirs.id}/revoke`).expect(404);
    await agent.get(`${BASE}/${other.client.clientId}/secrets/${theirs.id}/revoke`).expect(404);
    const [mine] = await t.app.get(ClientSecretsService).listActive(owner.id, client.clientId);
    expect(mine).toBeDefined();
  });
});
