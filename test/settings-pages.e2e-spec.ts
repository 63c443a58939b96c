import { createAdmin, createUser, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

const ACCOUNT_PAGES = ['/settings/event-types', '/settings/availability', '/settings/bookings', '/settings/apps', '/settings/calendars', '/settings/teams', '/settings/developer/oauth-clients', '/docs/guide', '/docs'];
const ADMIN_PAGES = ['/settings/admin/oauth-clients', '/settings/admin/registration', '/settings/admin/organizations'];

/** `/settings`, where the header's "Settings" leads: an index of the person's settings pages. */
describe('/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const links = (page: string) => [...page.matchAll(/<li><a href="([^"]+)">/g)].map((m) => m[1]);

  it('sends a signed-out visitor to sign in, and back', async () => {
    const res = await t.http().get('/settings').expect(303);
    expect(res.headers.location).toBe('/auth/login?returnTo=%2Fsettings');
  });

  it('lists a person’s settings pages, each of which opens, and the header leads here', async () => {
    const agent = await signIn(t, await createUser(t));
    const page = await agent.get('/settings').expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<title>Settings</title>');
    expect(page.text).toContain('<a href="/settings">Settings</a>');
    expect(links(page.text)).toEqual(ACCOUNT_PAGES);
    expect(page.text).toContain('<a href="/settings/teams">Your teams and organizations</a>');
    expect(page.text).not.toContain('Administration');
    for (const href of ACCOUNT_PAGES.filter((h) => h !== '/docs')) await agent.get(href).expect(200);
    // The administration pages are not offered, and stay closed.
    for (const href of ADMIN_PAGES) await agent.get(href).expect(403);
  });

  it('gives administrators their pages too, organizations included, here and on the start page', async () => {
    const agent = await signIn(t, await createAdmin(t));
    const page = await agent.get('/settings').expect(200);
    expect(links(page.text)).toEqual([...ACCOUNT_PAGES, ...ADMIN_PAGES]);
    expect(page.text).toContain('<h2 id="settings-admin">Administration</h2>');
    for (const href of ADMIN_PAGES) await agent.get(href).expect(200);
    const home = await agent.get('/').expect(200);
    expect(links(home.text)).toEqual([...ACCOUNT_PAGES, ...ADMIN_PAGES]);
  });

  it('answers only GET', async () => {
    const agent = await signIn(t, await createUser(t));
    await agent.post('/settings').type('form').send({}).expect(405);
  });
});
