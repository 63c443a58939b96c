import type { Browser, Page } from 'playwright-core';
import { createClient } from '../factories';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage, WIDTHS, overflow } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The widths each page is tried at (and pictured at, with SCREENSHOTS=1: see test/setup/browser.ts). */
/** A client's secrets as its developer manages them: create (shown once, then a reload is harmless), revoke with a confirmation, never the last. */
describeWithBrowser('In a real browser: rotating a client secret', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it.each(WIDTHS)('create a second secret, reload, revoke the first after confirming; the last cannot go (%s)', async (name, width, height) => {
    const { owner, client } = await createClient(t, { name: `Acme Scheduler ${name}` });
    const path = `/settings/developer/oauth-clients/${client.clientId}`;
    const { page, problems } = await signedInPage(browser, t.url, owner.email, path, { width, height });

    // One secret: its Revoke button is disabled, and the reason is beside it.
    const only = page.locator('table.secrets button:has-text("Revoke")');
    await expect(only.isDisabled()).resolves.toBe(true);
    await expect(page.locator('#last-secret-reason').isVisible()).resolves.toBe(true);
    await screenshot(page, `client-secrets-one-${name}.png`, { fullPage: true });

    await Promise.all([page.waitForURL(`${t.url}${path}/secrets/new`), page.click('button:has-text("Create a new secret")')]);
    const secret = await page.locator('#client-secret').textContent();
    expect(secret).toMatch(/^scs_/);
    await screenshot(page, `client-secret-new-${name}.png`, { fullPage: true });
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

    // A reload is a GET: no "method not allowed", no second secret, and the secret is not shown again.
    const reload = await page.reload();
    expect(reload?.status()).toBe(200);
    await page.waitForURL(/notice=secret-shown/);
    await expect(page.locator('.notice').textContent()).resolves.toContain('was shown once');
    await expect(page.locator('main').textContent()).resolves.not.toContain(secret);
    await expect(page.locator('table.secrets tbody tr').count()).resolves.toBe(2);
    await expect(page.locator('button:has-text("Create a new secret")').isDisabled()).resolves.toBe(true);
    await screenshot(page, `client-secrets-two-${name}.png`, { fullPage: true });
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

    // Revoke… asks first; Cancel changes nothing.
    await Promise.all([page.waitForURL(/\/secrets\/\d+\/revoke$/), page.locator('table.secrets a:has-text("Revoke…")').first().click()]);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/^Revoke the secret …[\w-]+ of Acme Scheduler/);
    await screenshot(page, `client-secret-revoke-${name}.png`, { fullPage: true });
    await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
    await Promise.all([page.waitForURL(`${t.url}${path}`), page.click('a:has-text("Cancel")')]);
    await expect(page.locator('table.secrets tbody tr').count()).resolves.toBe(2);

    await Promise.all([page.waitForURL(/\/revoke$/), page.locator('table.secrets a:has-text("Revoke…")').first().click()]);
    await Promise.all([page.waitForURL(/notice=revoked/), page.click('button:has-text("Revoke the secret")')]);
    await expect(page.locator('table.secrets tbody tr').count()).resolves.toBe(1);
    await expect(page.locator('table.secrets button:has-text("Revoke")').isDisabled()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
