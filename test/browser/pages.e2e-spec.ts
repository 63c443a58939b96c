import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createApprovedClient, createUser, DEFAULT_PASSWORD } from '../factories';
import { issueTokens } from '../factories/oauth';
import { describeWithBrowser, launchBrowser, screenshot, startCallbackServer } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The widths each page is tried at (and pictured at, with SCREENSHOTS=1: see test/setup/browser.ts). */
const WIDTHS = { desktop: 1280, phone: 390 } as const;

describeWithBrowser('In a real browser: the pages a newcomer meets', () => {
  let t: TestApp;
  let browser: Browser;
  let app: Awaited<ReturnType<typeof startCallbackServer>>;

  beforeAll(async () => {
    [t, browser, app] = await Promise.all([createTestApp(), launchBrowser(), startCallbackServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await t?.close();
  });

  /** A page at a given width that fails the test on any console error or CSP violation. */
  async function open(width: number): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !/status of 404/.test(m.text()) && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    return { context, page, problems };
  }

  async function signInThroughTheForm(page: Page, email: string) {
    await page.goto(`${t.url}/auth/login`);
    await page.fill('#email', email);
    await page.fill('#password', DEFAULT_PASSWORD);
    await Promise.all([page.waitForURL(`${t.url}/`), page.click('button[type=submit]')]);
  }

  async function registerClient(page: Page, name: string) {
    await page.goto(`${t.url}/settings/developer/oauth-clients/new`);
    await page.fill('#name', name);
    await page.fill('#redirectUris', 'https://acme.example/callback');
    await page.check('input[name=scopes][value=BOOKING_READ]');
    await Promise.all([page.waitForURL(/\/settings\/developer\/oauth-clients$/), page.click('main form button[type=submit]')]);
  }

  for (const [name, width] of Object.entries(WIDTHS)) {
    it(`the client pages give what an app needs, each with a working copy button (${name})`, async () => {
      const user = await createUser(t);
      const { context, page, problems } = await open(width);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
      await signInThroughTheForm(page, user.email);
      await registerClient(page, `Acme Calendar ${name}`);

      const secret = await page.locator('#client-secret').textContent();
      expect(secret).toMatch(/^scs_/);
      const copySecret = page.locator('button[data-copy="client-secret"]');
      await expect(copySecret.isVisible()).resolves.toBe(true); // the script revealed it, under the page's CSP
      await expect(copySecret.getAttribute('aria-label')).resolves.toBe('Copy the client secret');
      await copySecret.click();
      await copySecret.filter({ hasText: 'Copied' }).waitFor();
      await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(secret);
      await expect(page.locator('#copy-status').textContent()).resolves.toBe('The client secret is copied.');
      await screenshot(page, `client-created-${name}.png`, { fullPage: true });

      await Promise.all([page.waitForURL(/oauth-clients\/[\w-]+$/), page.click('a:has-text("Go to the client")')]);
      await page.click('button[data-copy="credential-refresh-url"]');
      await page.locator('button[data-copy="credential-refresh-url"]', { hasText: 'Copied' }).waitFor();
      await expect(page.evaluate<string>('navigator.clipboard.readText()')).resolves.toBe(`${t.url}/v2/auth/oauth2/token`);
      await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(width);
      await expect(page.locator('table time').first().getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
      await expect(page.locator('table time').first().textContent()).resolves.toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC$/);
      await screenshot(page, `client-detail-${name}.png`, { fullPage: true });
      await screenshot(page.locator('.credentials'), `client-credentials-${name}.png`);

      // The list of one's clients: every word whole (no cell squeezed to a few letters), no sideways scroll.
      await page.goto(`${t.url}/settings/developer/oauth-clients`);
      await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(width);
      await expect(page.evaluate<number>(`[...document.querySelectorAll('table.clients td.type, table.clients td.status')].filter((e) => { const words = document.createRange(); words.selectNodeContents(e.firstChild); const tops = [...words.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top); return Math.max(...tops) - Math.min(...tops) > 10; }).length`)).resolves.toBe(0);
      await screenshot(page, `client-list-${name}.png`, { fullPage: true });
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`without JavaScript the values are there to select and no copy button shows (${name})`, async () => {
      const user = await createUser(t);
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      const page = await context.newPage();
      await signInThroughTheForm(page, user.email);
      await registerClient(page, `No Script ${name}`);
      await expect(page.locator('#credential-client-id').isVisible()).resolves.toBe(true);
      await expect(page.locator('#credential-token-url').textContent()).resolves.toBe(`${t.url}/v2/auth/oauth2/token`);
      await expect(page.locator('button.copy').count()).resolves.toBe(6);
      for (const button of await page.locator('button.copy').all()) await expect(button.isVisible()).resolves.toBe(false);
      await context.close();
    });


    it(`signed out, an app's authorization link leads to a login page naming the app (${name})`, async () => {
      const user = await createUser(t);
      const { client } = await createApprovedClient(t, { name: 'Acme Calendar', redirectUris: [app.url], scopes: ['BOOKING_READ'] });
      const url = new URL('/auth/oauth2/authorize', t.url);
      url.search = new URLSearchParams({ client_id: client.clientId, redirect_uri: app.url, scope: 'BOOKING_READ', state: 's1' }).toString();

      const { context, page, problems } = await open(width);
      await page.goto(url.toString());
      await page.waitForURL(/\/auth\/login\?returnTo=/);
      await expect(page.locator('#sign-in-purpose').innerText()).resolves.toMatch(/^Sign in to continue to “Acme Calendar”\./);
      await expect(page.title()).resolves.toBe('Sign in to continue to “Acme Calendar”');
      await screenshot(page, `login-for-app-${name}.png`, { fullPage: true });

      await page.fill('#email', user.email);
      await page.fill('#password', DEFAULT_PASSWORD);
      await Promise.all([page.waitForURL(/\/auth\/oauth2\/authorize\?/), page.click('button[type=submit]')]);
      await expect(page.locator('#client-name').textContent()).resolves.toBe('Acme Calendar');
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`revoking an app goes through a confirmation page (${name})`, async () => {
      const user = await createUser(t);
      const granted = await issueTokens(t, { user, name: `Planner ${name}`, scopes: ['BOOKING_READ', 'SCHEDULE_READ'] });
      await t.dataSource.query(`UPDATE oauth_clients SET website_uri = 'https://www.planner-for-busy-teams.example' WHERE client_id = $1`, [granted.clientId]);
      const { context, page, problems } = await open(width);
      await signInThroughTheForm(page, user.email);
      await page.goto(`${t.url}/settings/apps`);
      await screenshot(page, `apps-${name}.png`, { fullPage: true });
      // Where an element's text breaks onto a new line: the character before each break. (This runs
      // in the page; this project's types have no DOM, hence `globalThis.document`.)
      const breaksIn = (el: any): string[] => {
        const doc = (globalThis as any).document;
        const walker = doc.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
        const chars: { c: string; top: number }[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (let i = 0; i < n.textContent.length; i++) {
            const range = doc.createRange();
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width > 0) chars.push({ c: n.textContent[i], top: Math.round(rect.top) });
          }
        }
        return chars.flatMap((x, i) => (i > 0 && x.top > chars[i - 1].top ? [chars[i - 1].c] : []));
      };
      // The date and the Revoke button stay on one line.
      await expect(page.locator('table.apps td .button').first().evaluate(breaksIn)).resolves.toEqual([]);
      await expect(page.locator('table.apps td.authorized').first().evaluate(breaksIn)).resolves.toEqual([]);
      // The website is shown by its host, broken (if at all) after a dot or hyphen; what the app can
      // do breaks only between words.
      await expect(page.locator('table.apps .site').textContent()).resolves.toBe('www.planner-for-busy-teams.example');
      for (const c of await page.locator('table.apps .site').evaluate(breaksIn)) expect(['.', '-']).toContain(c);
      for (const item of await page.locator('table.apps td li').all()) {
        for (const c of await item.evaluate(breaksIn)) expect(c).toBe(' ');
      }
      await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(width);
      await Promise.all([page.waitForURL(/\/revoke$/), page.click(`a[href="/settings/apps/${granted.clientId}/revoke"]`)]);
      await expect(page.locator('h1').textContent()).resolves.toBe(`Revoke access of Planner ${name}?`);
      await screenshot(page, `apps-revoke-confirm-${name}.png`, { fullPage: true });
      await Promise.all([page.waitForURL(/notice=revoked/), page.click('main button.danger')]);
      await expect(page.locator('main').textContent()).resolves.not.toContain(`Planner ${name}`);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`an unknown address shows the not-found page, signed out and signed in (${name})`, async () => {
      const user = await createUser(t, { name: 'Rita Reader', email: `rita-${name}@example.com` });
      const { context, page, problems } = await open(width);

      const response = await page.goto(`${t.url}/settings/nothing-here`);
      expect(response!.status()).toBe(404);
      await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
      await expect(page.locator('header').innerText()).resolves.toContain('Sign in');
      await screenshot(page, `not-found-signed-out-${name}.png`, { fullPage: true });
      await Promise.all([page.waitForURL(`${t.url}/`), page.click('main a.button:has-text("Go to the start page")')]);

      await signInThroughTheForm(page, user.email);
      const again = await page.goto(`${t.url}/settings/nothing-here`);
      expect(again!.status()).toBe(404);
      const header = await page.locator('header').innerText();
      expect(header).toContain(user.email);
      expect(header).toContain('Sign out');
      expect(header).not.toContain('Sign in');
      await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(width);
      await screenshot(page, `not-found-signed-in-${name}.png`, { fullPage: true });

      // Signing out from the not-found page works (its form carries the session's token).
      await Promise.all([page.waitForURL(/\/auth\/login$/), page.click('header button:has-text("Sign out")')]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('reloading the page that showed a new secret registers nothing more', async () => {
    const user = await createUser(t);
    const { context, page, problems } = await open(WIDTHS.phone);
    await signInThroughTheForm(page, user.email);
    await registerClient(page, 'Reloaded App');
    const clientId = await page.locator('#credential-client-id').textContent();
    // The browser sends the form again, as a person confirming "resubmit" would.
    await Promise.all([page.waitForURL(new RegExp(`/oauth-clients/${clientId}\\?notice=registered$`)), page.reload()]);
    await expect(page.locator('p.notice').first().textContent()).resolves.toContain('This form was already sent');
    await expect(page.locator('#client-secret').count()).resolves.toBe(0);
    await screenshot(page, 'client-registered-once-phone.png', { fullPage: true });
    await page.goto(`${t.url}/settings/developer/oauth-clients`);
    await expect(page.locator('table.clients tbody tr').count()).resolves.toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
