import type { Browser } from 'playwright-core';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { describeWithBrowser, launchBrowser } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

describeWithBrowser('In a real browser: the API docs authorize against this server', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('/docs → Authorize → sign in and consent → back in the docs with a token → Try it out GET /v2/me → 200', async () => {
    const user = await createUser(t, { name: 'Docs Reader' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${t.url}/docs`);
    await page.click('button.authorize');

    // The OAuth2 scheme's dialog: PROFILE_READ is ticked from the start (with no scope the server
    // would refuse), so Authorize works at once (it opens the consent flow in a popup).
    const dialog = page.locator('.auth-container').filter({ hasText: 'oauth2' });
    await expect(dialog.locator('#PROFILE_READ-authorizationCode-checkbox-oauth2').isChecked()).resolves.toBe(true);
    await expect(dialog.locator('#BOOKING_READ-authorizationCode-checkbox-oauth2').isChecked()).resolves.toBe(false);
    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.locator('button.authorize').click()]);
    await popup.waitForURL(/\/auth\/login/);
    await popup.fill('#email', user.email);
    await popup.fill('#password', DEFAULT_PASSWORD);
    await popup.click('button[type=submit]');
    await popup.waitForURL(/\/auth\/oauth2\/authorize\?/);
    await expect(popup.locator('#client-name').textContent()).resolves.toBe('API documentation');
    await Promise.all([popup.waitForEvent('close'), popup.click('button[value=allow]')]);

    // Swagger UI exchanged the code (PKCE) and now shows the scheme as authorized.
    await dialog.getByRole('button', { name: 'Remove authorization' }).waitFor();
    await dialog.locator('button.btn-done').click();

    // The sections start folded: open the one the operation is in.
    await page.click('.opblock-tag[data-tag="Profile"]');
    const operation = page.locator('.opblock-get').filter({ hasText: '/v2/me' }).first();
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url() === `${t.url}/v2/me` && r.request().method() === 'GET'),
      operation.locator('button.execute').click(),
    ]);
    expect(response.status()).toBe(200);
    expect((await response.json()).data).toMatchObject({ email: user.email, name: 'Docs Reader' });
    await expect(operation.locator('.live-responses-table tbody .response-col_status').first().textContent()).resolves.toContain('200');
    await context.close();
  });
});
