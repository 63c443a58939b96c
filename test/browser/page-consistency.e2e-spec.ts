import type { Browser, Page } from 'playwright-core';
import { createAdmin, createApprovedClient, createClient, createUser } from '../factories';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The widths each page is tried at (and pictured at, with SCREENSHOTS=1: see test/setup/browser.ts). */
const WIDTHS = { desktop: 1280, phone: 390 } as const;

/** The error page's parts in the order a person reads them: each element's class or tag, top to bottom. */
const readingOrder = (page: Page) =>
  page.locator('main .error-page').evaluate((box: any) => [...box.children].map((e: any) => (e.className ? `${e.tagName}.${e.className}` : e.tagName)));

describeWithBrowser('In a real browser: the same thing looks the same on every page', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const [name, width] of Object.entries(WIDTHS)) {
    it(`error pages show their status in one place, above the title: 404, 400, 403, 405 (${name})`, async () => {
      const person = await createUser(t);
      const { page, problems } = await signedInPage(browser, t.url, person.email, '/settings/apps', { width, height: 900 });
      const cases: [string, number, string][] = [
        ['/settings/nothing-here', 404, 'Page not found'],
        ['/settings/apps/%00', 400, 'That did not work'],
        ['/settings/admin/oauth-clients', 403, 'Not allowed'],
        ['/auth/logout', 405, 'Not available this way'],
      ];
      for (const [path, status, title] of cases) {
        const response = await page.goto(`${t.url}${path}`);
        expect([path, response!.status()]).toEqual([path, status]);
        await expect(page.locator('main h1').textContent()).resolves.toBe(title);
        const order = await readingOrder(page);
        expect([path, order.slice(0, 2)]).toEqual([path, ['P.muted error-status', 'H1']]);
        await expect(page.locator('main .error-status').textContent()).resolves.toBe(`Error ${status}`);
        expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
        await screenshot(page, `error-${status}-${name}.png`, { fullPage: true });
      }
      expect(problems.filter((p) => !/status of 40\d/.test(p))).toEqual([]);
      await page.context().close();
    });

    it(`the developer's client list shows each status as the review queue's badge, and leads to the guide (${name})`, async () => {
      const developer = await createUser(t, { name: `Devi ${name}` });
      const admin = await createAdmin(t);
      await createClient(t, { owner: developer, name: `Waiting App ${name}` });
      await createApprovedClient(t, { owner: developer, name: `Live App ${name}` });

      const { page, problems } = await signedInPage(browser, t.url, developer.email, '/settings/developer/oauth-clients', { width, height: 900 });
      const badges = await page.locator('table.clients td.status .badge').evaluateAll((els: any[]) => els.map((e) => `${e.className}: ${e.textContent}`));
      expect(badges.sort()).toEqual(['badge badge-approved: Approved', 'badge badge-pending: Pending review']);
      // A client's badges stay on one line (on a phone, after its type: "confidential · Pending review").
      await expect(
        page.evaluate<number>(
          `[...document.querySelectorAll('table.clients td.status .badges')].filter((b) => b.getBoundingClientRect().height > 1.5 * b.firstElementChild.getBoundingClientRect().height).length`,
        ),
      ).resolves.toBe(0);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await screenshot(page, `client-list-badges-${name}.png`, { fullPage: true });
      const pendingStyle = await page.locator('table.clients .badge-pending').evaluate((e: any) => (globalThis as any).getComputedStyle(e).color);

      // The client's own page says the same with the same badge, and links to the guide.
      await Promise.all([page.waitForURL(/oauth-clients\/[\w-]+$/), page.click(`a:has-text("Waiting App ${name}")`)]);
      await expect(page.locator('main p:has-text("Status:") .badge-pending').textContent()).resolves.toBe('Pending review');
      await screenshot(page, `client-detail-badge-${name}.png`);
      await Promise.all([page.waitForURL(`${t.url}/docs/guide#2-send-the-person-to-the-authorization-page`), page.click('main a:has-text("guide for app developers")')]);
      await page.goto(`${t.url}/settings/developer/oauth-clients`);
      await Promise.all([page.waitForURL(`${t.url}/docs/guide`), page.click('main a:has-text("guide for app developers")')]);
      expect(problems).toEqual([]);
      await page.context().close();

      // The administrators' queue: the same badge, the same words, the same colour.
      const queue = await signedInPage(browser, t.url, admin.email, '/settings/admin/oauth-clients', { width, height: 900 });
      const card = queue.page.locator('.client-card', { hasText: `Waiting App ${name}` });
      await expect(card.locator('.badge-pending').textContent()).resolves.toBe('Pending review');
      await expect(card.locator('.badge-pending').evaluate((e: any) => (globalThis as any).getComputedStyle(e).color)).resolves.toBe(pendingStyle);
      await queue.page.context().close();
    });
  }
});
