import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, screenshot } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The widths each page is tried at (and pictured at, with SCREENSHOTS=1: see test/setup/browser.ts). */
const WIDTHS = { desktop: 1280, phone: 390 } as const;

describeWithBrowser('In a real browser: the guides and the API reference a third party reads', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** A page at a given width that collects console errors (a CSP violation shows there) and page errors. */
  async function open(width: number): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    return { context, page, problems };
  }

  const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

  it('the API reference lays out at the width of a phone (a mobile browser honours its viewport tag), not at 980 px', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.goto(`${t.url}/docs`);
    await page.locator('.opblock-tag').first().waitFor();
    await expect(page.locator('head meta[name=viewport]').getAttribute('content')).resolves.toBe('width=device-width, initial-scale=1');
    await expect(page.evaluate<number>('window.innerWidth')).resolves.toBe(390);
    await screenshot(page, 'api-reference-mobile-390.png');
    await context.close();
  });

  for (const [name, width] of Object.entries(WIDTHS)) {
    it(`the Authorize dialog opens at its top, PROFILE_READ ticked in sight, and asks the public docs client for no secret (${name})`, async () => {
      const { context, page, problems } = await open(width);
      await page.goto(`${t.url}/docs`);
      await page.click('button.authorize');
      const dialog = page.locator('.auth-container').filter({ hasText: 'oauth2' });
      await dialog.waitFor();
      await expect(page.locator('.dialog-ux .modal-ux-content').evaluate((e) => e.scrollTop)).resolves.toBe(0);
      await expect(dialog.locator('#PROFILE_READ-authorizationCode-checkbox-oauth2').isChecked()).resolves.toBe(true);
      await expect(dialog.locator('label[for=PROFILE_READ-authorizationCode-checkbox-oauth2]').isVisible()).resolves.toBe(true);
      await screenshot(page, `api-reference-authorize-${width}.png`);
      // In sight: inside the part of the dialog's scrolling content that shows.
      const [box, shown] = await Promise.all([
        dialog.locator('label[for=PROFILE_READ-authorizationCode-checkbox-oauth2]').boundingBox(),
        page.locator('.dialog-ux .modal-ux-content').boundingBox(),
      ]);
      expect(box!.y).toBeGreaterThanOrEqual(shown!.y);
      expect(box!.y + box!.height).toBeLessThanOrEqual(shown!.y + shown!.height);
      await expect(dialog.locator('input[id^=client_secret]').isVisible()).resolves.toBe(false);
      await expect(dialog.locator('input[id^=client_id]').inputValue()).resolves.toBe('api-docs');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`the guide reads at ${width} px: sections linked, code scrolls inside its box, tabs lead to the other guides (${name})`, async () => {
      const { context, page, problems } = await open(width);
      await page.goto(`${t.url}/docs/guide`);
      await expect(page.title()).resolves.toBe('Building an app on the scheduling API');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `guide-top-${name}.png`);

      // The table of contents leads to a section, whose own anchor is its address.
      await page.click('nav.toc a:has-text("7. Example")');
      await page.waitForURL(`${t.url}/docs/guide#7-example-a-server-side-app-with-openid-client`);
      const example = page.locator('pre:has(code.language-js)').first();
      await example.scrollIntoViewIfNeeded();
      // The program's long lines scroll within the block; the page itself stays as wide as the screen.
      const box = await example.evaluate((e: any) => ({
        scroll: e.scrollWidth as number,
        client: e.clientWidth as number,
        overflow: (globalThis as any).getComputedStyle(e).overflowX as string,
      }));
      expect(box.overflow).toBe('auto');
      expect(box.scroll).toBeGreaterThan(box.client);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `guide-example-${name}.png`);
      await page.locator('[id="6-errors-and-limits"]').scrollIntoViewIfNeeded();
      await screenshot(page, `guide-errors-${name}.png`);

      await Promise.all([page.waitForURL(`${t.url}/docs/scopes`), page.click('nav.doc-tabs a:has-text("Routes and scopes")')]);
      await expect(page.locator('h1').textContent()).resolves.toBe('Routes and the scopes they need');
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `guide-scopes-${name}.png`);
      await Promise.all([page.waitForURL(`${t.url}/docs`), page.click('nav.doc-tabs a:has-text("API reference")')]);
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`the API reference is the product's page at ${width} px: its header, the guides' tabs, OAuth first, sections folded (${name})`, async () => {
      const { context, page, problems } = await open(width);
      await page.goto(`${t.url}/docs`);
      await page.locator('.opblock-tag').first().waitFor();
      await expect(page.title()).resolves.toBe('API reference · Scheduling');
      await expect(page.locator('.topbar').count()).resolves.toBe(0); // not the vendor's bar
      await expect(page.locator('header.product-header a.brand').getAttribute('href')).resolves.toBe('/');
      await expect(page.locator('nav.doc-tabs a[aria-current=page]').textContent()).resolves.toBe('API reference');

      const tags = await page.locator('.opblock-tag').evaluateAll((els) => els.map((e) => e.getAttribute('data-tag')));
      expect(tags.slice(0, 4)).toEqual(['OAuth 2.0', 'Event types', 'Slots', 'Bookings']);
      expect(tags.slice(-2)).toEqual(['Health', 'Accounts']);
      // Folded: the phone shows the list of sections, not every operation (the stock page was 22,656 px tall).
      // The webhooks a receiver gets (one line each, after the sections) are the only operations shown.
      await expect(page.locator('.opblock').count()).resolves.toBe(await page.locator('.webhooks .opblock').count());
      await expect(page.locator('.webhooks .opblock').count()).resolves.toBe(7);
      const height = await page.evaluate<number>('document.documentElement.scrollHeight');
      expect(height).toBeLessThan(width < 500 ? 4500 : 3000);
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `api-reference-${name}.png`, { fullPage: true });

      // A section opens on a tap, and its operations fit the screen.
      await page.click('.opblock-tag[data-tag="OAuth 2.0"]');
      await page.locator('.opblock').first().waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await screenshot(page, `api-reference-oauth-${name}.png`);

      // The description points to the guide too (Swagger UI opens its links in a new tab); the header's tab leads there.
      await expect(page.locator('.info a:has-text("guide for app developers")').getAttribute('href')).resolves.toBe('/docs/guide');
      await Promise.all([page.waitForURL(`${t.url}/docs/guide`), page.click('nav.doc-tabs a:has-text("Guide for app developers")')]);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
