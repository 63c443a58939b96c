import type { Browser, Page } from 'playwright-core';
import { createAdmin, createUser } from '../factories';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage, WIDTHS, overflow } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The widths each page is tried at (and pictured at, with SCREENSHOTS=1: see test/setup/browser.ts). */
/** The header's "Settings" and the index it leads to, for a person and for an administrator. */
describeWithBrowser('In a real browser: the settings index', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it.each(WIDTHS)('the header leads to /settings, whose links open the pages they name (%s)', async (name, width, height) => {
    const admin = await createAdmin(t, { name: `Ada ${name}`, email: `ada-${name}@example.com` });
    const { page, problems } = await signedInPage(browser, t.url, admin.email, '/settings/calendars', { width, height });

    await Promise.all([page.waitForURL(`${t.url}/settings`), page.click('header a:has-text("Settings")')]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Settings');
    await expect(page.locator('main h2').allTextContents()).resolves.toEqual(['Your account', 'Developers', 'Administration']);
    await screenshot(page, `settings-admin-${name}.png`, { fullPage: true });
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

    // Each link's words are the title of the page it opens.
    for (const [link, title] of [
      ['Your teams and organizations', 'Your teams and organizations'],
      ['Organizations', 'Organizations'],
      ['Connected calendars', 'Connected calendars'],
    ]) {
      await page.goto(`${t.url}/settings`);
      await Promise.all([page.waitForLoadState('load'), page.click(`main a:text-is("${link}")`)]);
      await expect(page.title()).resolves.toBe(title);
    }

    // The start page offers the same list, organizations included for an administrator.
    await page.goto(`${t.url}/`);
    await expect(page.locator('main a:text-is("Organizations")').getAttribute('href')).resolves.toBe('/settings/admin/organizations');
    await screenshot(page, `home-admin-${name}.png`, { fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();

    const person = await createUser(t, { name: `Pat ${name}` });
    const signedIn = await signedInPage(browser, t.url, person.email, '/settings', { width, height });
    await expect(signedIn.page.locator('main h2').allTextContents()).resolves.toEqual(['Your account', 'Developers']);
    await screenshot(signedIn.page, `settings-${name}.png`, { fullPage: true });
    await expect(overflow(signedIn.page)).resolves.toBeLessThanOrEqual(0);
    expect(signedIn.problems).toEqual([]);
    await signedIn.page.context().close();
  });
});
