import type { Browser, Page } from 'playwright-core';
import { createUser } from '../factories';
import type { GoogleCalendarApi } from '../calendars/support/google-calendar-api';
import { oauthCalendarsSetup } from '../calendars/support/oauth-calendars';
import type { ProviderAuthServer } from '../calendars/support/provider-auth-server';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage } from '../setup/browser';
import type { TestApp } from '../setup/test-app';

/**
 * The Connect Google button in a real browser: through the (local) provider's sign-in and consent
 * pages and back, then the "reconnect needed" state after the grant is revoked, and Reconnect.
 * Microsoft is left unconfigured, so its button shows disabled with the note. Desktop and phone.
 */
describeWithBrowser('In a real browser: connecting Google at /settings/calendars', () => {
  let t: TestApp;
  let as: ProviderAuthServer;
  let google: GoogleCalendarApi;
  let close: () => Promise<void>;
  let browser: Browser;

  beforeAll(async () => {
    [{ t, as, api: google, close }, browser] = await Promise.all([oauthCalendarsSetup('google'), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
  });

  async function signedIn(width: number, height: number): Promise<{ page: Page; email: string; problems: string[] }> {
    const user = await createUser(t);
    google.addAccount(user.email, [{ id: 'team@group.calendar.google.com', summary: 'Team', accessRole: 'writer' }]);
    // A CSP violation (the form's redirect to the provider refused) would show in `problems`.
    return { ...(await signedInPage(browser, t.url, user.email, '/settings/calendars', { width, height })), email: user.email };
  }

  /** At the provider: its sign-in page (any password), then its consent page. */
  async function throughProvider(page: Page, email: string) {
    await page.waitForURL((url) => url.origin === as.url);
    if (await page.isVisible('input[name=login]')) {
      await page.fill('input[name=login]', email);
      await page.fill('input[name=password]', 'any password');
      await page.click('button[type=submit]');
    }
    await page.waitForSelector('button[type=submit]:has-text("Continue")');
    await Promise.all([page.waitForURL(`${t.url}/settings/calendars?notice=connected`), page.click('button[type=submit]:has-text("Continue")')]);
  }

  it('connects, shows "reconnect needed" after Google access is removed, and reconnects; at desktop and phone widths', async () => {
    for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
      const { page, email, problems } = await signedIn(width, height);
      await expect(page.isDisabled('button:has-text("Connect Microsoft")')).resolves.toBe(true);
      await expect(page.textContent('#office365-unavailable')).resolves.toContain('MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET');
      await screenshot(page, `calendars-oauth-${name}-before.png`, { fullPage: true });

      await page.click('button:has-text("Connect Google")');
      await throughProvider(page, email);
      await expect(page.locator('.notice').textContent()).resolves.toContain('Calendar connected');
      await expect(page.locator('fieldset legend').allTextContents()).resolves.toEqual([`Google · ${email}`]);
      await expect(page.isChecked(`input[aria-label="Add bookings to ${email}"]`)).resolves.toBe(true);
      await screenshot(page, `calendars-oauth-${name}-connected.png`, { fullPage: true });
      // Long calendar names (Google's are addresses) wrap: nothing sticks out sideways on the phone.
      await expect(page.evaluate<number>('document.documentElement.scrollWidth')).resolves.toBeLessThanOrEqual(width);

      // The person removes our access at Google; the next check finds out.
      await as.revokeAccess(email);
      await Promise.all([page.waitForURL(/notice=checked/), page.click('.connection-actions button:has-text("Check now")')]);
      await expect(page.locator('fieldset .error').textContent()).resolves.toContain('Reconnect needed: Google no longer accepts this connection');
      await screenshot(page, `calendars-oauth-${name}-reconnect.png`, { fullPage: true });
      // Reconnect takes the place of Check now, on the card's one row (a phone included).
      const buttons = page.locator('.connection-actions button');
      await expect(buttons.allTextContents()).resolves.toEqual(['Reconnect', 'Disconnect']);
      const [reconnect, disconnect] = await Promise.all([buttons.nth(0).boundingBox(), buttons.nth(1).boundingBox()]);
      expect(disconnect!.y).toBe(reconnect!.y);

      await page.click('.connection-actions button:has-text("Reconnect")');
      await throughProvider(page, email);
      await expect(page.locator('fieldset .error').count()).resolves.toBe(0);
      await expect(page.locator('fieldset legend').allTextContents()).resolves.toEqual([`Google · ${email}`]);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
