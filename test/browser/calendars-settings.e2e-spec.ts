import type { Browser, Page } from 'playwright-core';
import { createUser } from '../factories';
import { launchBrowser, screenshot, signedInPage } from '../setup/browser';
import { describeWith } from '../setup/system-programs';
import { createTestApp, TestApp } from '../setup/test-app';
import { startIcsServer } from '../calendars/support/ics-server';
import { RadicaleServer } from '../calendars/support/radicale';

const account = { username: 'dana', password: 'dana-caldav-pw' };
describeWith('chromium', 'radicale')('In a real browser: /settings/calendars', () => {
  let t: TestApp;
  let browser: Browser;
  let dav: RadicaleServer;
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;

  beforeAll(async () => {
    dav = await RadicaleServer.start([account]);
    await dav.request(account, 'PROPFIND', '/dana/', undefined, { depth: '0' });
    await dav.makeCalendar(account, 'work', 'Work');
    await dav.makeCalendar(account, 'family', 'Family');
    feeds = await startIcsServer();
    [t, browser] = await Promise.all([createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    await dav?.close();
    await feeds?.close();
  });

  async function signedIn(width: number, height: number): Promise<{ page: Page; problems: string[] }> {
    return signedInPage(browser, t.url, (await createUser(t)).email, '/settings/calendars', { width, height });
  }

  // One test per width: each drives a whole page session, and together they outran a test's time on a busy machine.
  it.each([
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const)('connect CalDAV (a wrong password first), add a feed, choose calendars, disconnect: %s', async (name, width, height) => {
    const { page, problems } = await signedIn(width, height);
    await expect(page.locator('main').textContent()).resolves.toContain('No calendar is connected yet.');

    await page.fill('#serverUrl', dav.url);
    await page.fill('#username', account.username);
    await page.fill('#password', 'wrong');
    await page.click('form[action="/settings/calendars/caldav"] button');
    await expect(page.locator('.error').textContent()).resolves.toContain('refused the user name or password');
    await expect(page.inputValue('#username')).resolves.toBe(account.username);
    await expect(page.inputValue('#password')).resolves.toBe('');

    await page.fill('#password', account.password);
    await Promise.all([page.waitForURL(/notice=connected/), page.click('form[action="/settings/calendars/caldav"] button')]);
    await page.fill('#feedUrl', `${feeds.url}/team-rituals.ics`);
    await Promise.all([page.waitForURL(/notice=connected/), page.click('form[action="/settings/calendars/ics-feed"] button')]);
    await expect(page.locator('fieldset legend').allTextContents()).resolves.toEqual(['CalDAV · dana', 'ICS feed · 127.0.0.1']);

    // Family is not checked for conflicts; bookings go to Family.
    await page.uncheck('input[aria-label="Check Family for conflicts"]');
    await page.check('input[aria-label="Add bookings to Family"]');
    await Promise.all([page.waitForURL(/notice=saved/), page.click('button:has-text("Save choices")')]);
    await expect(page.isChecked('input[aria-label="Check Family for conflicts"]')).resolves.toBe(false);
    await expect(page.isChecked('input[aria-label="Add bookings to Family"]')).resolves.toBe(true);
    await expect(page.isChecked('input[aria-label="Check Team rituals for conflicts"]')).resolves.toBe(true);
    await screenshot(page, `calendars-${name}.png`, { fullPage: true });

    // Each connection's buttons are on its card, and act on that connection only.
    const feedCard = page.locator('fieldset.connection', { hasText: 'ICS feed' });
    await expect(feedCard.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/);
    await expect(feedCard.locator('time').textContent()).resolves.toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC$/);
    await Promise.all([page.waitForURL(/notice=checked/), feedCard.locator('button:has-text("Check now")').click()]);
    // On a phone the card's two buttons share one row: Disconnect never wraps alone.
    const [check, disconnect] = await Promise.all(['Check now', 'Disconnect'].map((label) => feedCard.locator(`button:has-text("${label}")`).boundingBox()));
    expect(disconnect!.y).toBe(check!.y);
    await expect(page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, `calendars-checked-${name}.png`, { fullPage: true });
    await Promise.all([page.waitForURL(/notice=disconnected/), feedCard.locator('button.danger').click()]);
    await expect(page.locator('fieldset legend').allTextContents()).resolves.toEqual(['CalDAV · dana']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
