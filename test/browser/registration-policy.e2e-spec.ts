import type { Browser, Page } from 'playwright-core';
import { createAdmin } from '../factories';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage, WIDTHS } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The administrators' registration policy page: grouped, short, and whole on a phone. */
describeWithBrowser('In a real browser: the registration policy page', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const geometry = (page: Page) =>
    page.evaluate<{ scroll: number; client: number; height: number; headingLines: number; legendsInside: boolean }>(`(() => {
      const h1 = document.querySelector('h1');
      const lineHeight = parseFloat(getComputedStyle(h1).lineHeight);
      // A legend sits on its fieldset's top border: it must fit on one line, or its second line runs into the box.
      const legendsInside = [...document.querySelectorAll('legend')].every((l) => l.getBoundingClientRect().height < 2 * parseFloat(getComputedStyle(l).lineHeight));
      return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, height: document.documentElement.scrollHeight,
        headingLines: Math.round(h1.getBoundingClientRect().height / lineHeight), legendsInside };
    })()`);

  it.each(WIDTHS)('groups the scopes like the developer form, each method with its own approval, and saves (%s)', async (name, width, height) => {
    const admin = await createAdmin(t, { email: `policy-${name}@example.com` });
    const { page, problems } = await signedInPage(browser, t.url, admin.email, '/settings/admin/registration', { width, height });

    await expect(page.locator('.policy-scopes legend').allTextContents()).resolves.toEqual(['Your account', 'Your teams', 'Your organization']);
    await expect(page.locator('.policy-method h2').allTextContents()).resolves.toEqual(['Dynamic registration', 'Metadata documents', 'Approval of every client']);
    await screenshot(page, `registration-policy-${width}.png`, { fullPage: true });
    const shape = await geometry(page);
    expect(shape.scroll).toBeLessThanOrEqual(shape.client);
    expect(shape.headingLines).toBe(1);
    expect(shape.legendsInside).toBe(true);
    // Short: the thirty scopes sit in columns where there is room.
    if (width === 1280) expect(shape.height).toBeLessThan(1900);

    // Keyboard and labels: each box is found by its words.
    await page.getByLabel('Approve every self-registered client without review, by either method').check();
    await page.getByLabel('Approve without review the documents on these hosts, one per line').fill('agents.example.com');
    await page.getByRole('checkbox', { name: /View team bookings/ }).check();
    await Promise.all([page.waitForURL(/notice=saved/), page.click('button:text("Save policy")')]);
    await expect(page.locator('.notice').textContent()).resolves.toContain('Policy saved');
    await expect(page.getByLabel('Approve every self-registered client without review, by either method').isChecked()).resolves.toBe(true);
    await expect(page.locator('#autoApproveHosts').inputValue()).resolves.toBe('agents.example.com');
    await expect(page.getByRole('checkbox', { name: /View team bookings/ }).isChecked()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
