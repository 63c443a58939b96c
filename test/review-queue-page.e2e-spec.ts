import { ClientsService } from '../src/oauth/clients/clients.service';
import { createAdmin, createApprovedClient, createClient, csrfFrom, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

const QUEUE = '/settings/admin/oauth-clients';

describe('The review queue page: cards, filters, pages, pending changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const cardNames = (page: string) => [...page.matchAll(/<li class="client-card" id="client-[^"]+">\s*<div class="card-head"><h2>([^<]+)<\/h2>/g)].map((m) => m[1]);

  it('filters by status and by pending change, counting each; an unknown filter or page is a 422', async () => {
    const admin = await signIn(t, await createAdmin(t));
    await createClient(t, { name: 'Waiting App' });
    const changed = await createApprovedClient(t, { name: 'Changing App' });
    await t.app.get(ClientsService).update({ kind: 'user', userId: changed.owner.id }, changed.client.clientId, { name: 'Changed App' });
    await createApprovedClient(t, { name: 'Quiet App' });

    // The queue opens on the work: the Pending view.
    const opened = (await admin.get(QUEUE).expect(200)).text;
    expect(cardNames(opened)).toEqual(['Waiting App']);
    expect(opened).toMatch(/aria-current="page">Pending </);
    const all = (await admin.get(`${QUEUE}?status=all`).expect(200)).text;
    expect(cardNames(all)).toEqual(['Waiting App', 'Changing App', 'Quiet App', 'API documentation']);
    expect(all).toMatch(/Pending <span class="count">1<\/span>[\s\S]*Pending change <span class="count">1<\/span>[\s\S]*Approved <span class="count">3<\/span>/);
    expect(cardNames((await admin.get(`${QUEUE}?status=pending`).expect(200)).text)).toEqual(['Waiting App']);
    expect(cardNames((await admin.get(`${QUEUE}?status=pending-change`).expect(200)).text)).toEqual(['Changing App']);
    expect(cardNames((await admin.get(`${QUEUE}?status=approved`).expect(200)).text)).toEqual(['Changing App', 'Quiet App', 'API documentation']);
    expect((await admin.get(`${QUEUE}?status=suspended`).expect(200)).text).toContain('No clients here.');
    expect((await admin.get(`${QUEUE}?status=everything`).expect(422)).text).toContain('Unknown filter');
    await admin.get(`${QUEUE}?page=0`).expect(422);
    await admin.get(`${QUEUE}?page=abc`).expect(422);
  });

  it('shows 20 clients a page with links between pages', async () => {
    const admin = await signIn(t, await createAdmin(t));
    for (let i = 1; i <= 21; i++) await createClient(t, { name: `App ${String(i).padStart(2, '0')}` });
    const first = (await admin.get(`${QUEUE}?status=pending`).expect(200)).text;
    expect(cardNames(first)).toHaveLength(20);
    expect(first).toContain('1–20 of 21');
    expect(first).toContain(`href="${QUEUE}?status=pending&amp;page=2" rel="next"`);
    const second = (await admin.get(`${QUEUE}?status=pending&page=2`).expect(200)).text;
    expect(cardNames(second)).toEqual(['App 21']);
    expect(second).toContain('Page 2 of 2');
    expect(second).toContain(`href="${QUEUE}?status=pending" rel="prev"`);
    expect(cardNames((await admin.get(`${QUEUE}?status=pending&page=9`).expect(200)).text)).toEqual(['App 21']); // past the end: the last page
  });

  it('the built-in docs client is marked and has no Suspend button', async () => {
    const admin = await signIn(t, await createAdmin(t));
    await createApprovedClient(t, { name: 'Other App' });
    const page = (await admin.get(`${QUEUE}?status=approved`).expect(200)).text;
    const docsCard = page.slice(page.indexOf('id="client-api-docs"'));
    expect(docsCard).toContain('<span class="badge">Built in</span>');
    expect(docsCard).toContain('cannot be suspended');
    expect(docsCard).not.toContain('/suspend');
    expect(page).toContain('/suspend"'); // the other client has one
    const refused = await admin.post(`${QUEUE}/api-docs/suspend`).type('form').send({ _csrf: csrfFrom(page), revision: '1', reason: 'Testing' }).expect(409);
    expect(refused.text).toContain('API documentation client cannot be suspended');
  });

  it('shows a pending change as a diff and decides it from the page, naming the client in the notice', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const { client, owner } = await createApprovedClient(t, { name: 'Acme Calendar', scopes: ['BOOKING_READ'] });
    const clients = t.app.get(ClientsService);
    await clients.update({ kind: 'user', userId: owner.id }, client.clientId, { name: 'Acme Calendar Pro', scopes: ['BOOKING_READ', 'TEAM_BOOKING_READ'] });
    let page = (await admin.get(`${QUEUE}?status=pending-change`).expect(200)).text;
    expect(page).toMatch(/<dt>Name<\/dt><dd><del[^>]*><span class="visually-hidden">was <\/span>Acme Calendar<\/del>[\s\S]*<ins[^>]*><span class="visually-hidden">becomes <\/span>Acme Calendar Pro<\/ins>/);
    expect(page).toMatch(/Your teams<\/span><ul class="chips"><li class="chip chip-added"[^>]*><span class="visually-hidden">added <\/span>\+ TEAM_BOOKING_READ<\/li>/);
    const revision = /pending-change\/approve"><input type="hidden" name="_csrf" value="[^"]+"><input type="hidden" name="revision" value="(\d+)"/.exec(page)![1];

    // The owner replaces the change meanwhile: the decision on the old one is refused.
    await clients.update({ kind: 'user', userId: owner.id }, client.clientId, { name: 'Acme Calendar Max' });
    const stale = await admin
      .post(`${QUEUE}/${client.clientId}/pending-change/approve`)
      .type('form')
      .send({ _csrf: csrfFrom(page), revision, returnStatus: 'pending-change' })
      .expect(409);
    expect(stale.text).toContain('replaced this pending change');

    page = (await admin.get(`${QUEUE}?status=pending-change`).expect(200)).text;
    const fresh = /pending-change\/reject"><input type="hidden" name="_csrf" value="[^"]+"><input type="hidden" name="revision" value="(\d+)"/.exec(page)![1];
    const rejected = await admin
      .post(`${QUEUE}/${client.clientId}/pending-change/reject`)
      .type('form')
      .send({ _csrf: csrfFrom(page), revision: fresh, reason: 'Team access needs a reason.', returnStatus: 'pending-change' })
      .expect(303);
    const after = (await admin.get(rejected.headers.location as string).expect(200)).text;
    expect(after).toContain('Rejected the change to “Acme Calendar”. The owner sees the reason; the client stays as it was.');
    expect(after).toContain('Nothing to review.');
    await admin.post(`${QUEUE}/${client.clientId}/pending-change/explode`).type('form').send({ _csrf: csrfFrom(page), revision: fresh }).expect(404);
  });

  it('the owner withdraws a pending change from the client page', async () => {
    const { client, owner } = await createApprovedClient(t, { name: 'Acme Calendar' });
    const agent = await signIn(t, owner);
    const path = `/settings/developer/oauth-clients/${client.clientId}`;
    let page = (await agent.get(path).expect(200)).text;
    expect(page).toContain('<strong>Needs review:</strong>');
    const saved = await agent
      .post(path)
      .type('form')
      .send({ _csrf: csrfFrom(page), name: 'Acme Calendar Pro', redirectUris: client.redirectUris.join('\n'), scopes: client.scopes })
      .expect(303);
    expect(saved.headers.location).toBe(`${path}?notice=held`);
    page = (await agent.get(saved.headers.location as string).expect(200)).text;
    expect(page).toContain('You changed the name on');
    expect(page).toContain('value="Acme Calendar Pro"');
    const withdrawn = await agent.post(`${path}/pending-change/withdraw`).type('form').send({ _csrf: csrfFrom(page) }).expect(303);
    page = (await agent.get(withdrawn.headers.location as string).expect(200)).text;
    expect(page).toContain('The pending change is withdrawn.');
    expect(page).not.toContain('id="pending-change"');
    const again = await agent.post(`${path}/pending-change/withdraw`).type('form').send({ _csrf: csrfFrom(page) }).expect(409);
    expect(again.text).toContain('no pending change to withdraw');
  });
});
