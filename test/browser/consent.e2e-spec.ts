import type { Browser } from 'playwright-core';
import { createApprovedClient, createUser, DEFAULT_PASSWORD } from '../factories';
import { describeWithBrowser, launchBrowser, startCallbackServer } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

describeWithBrowser('In a real browser: sign in, consent, back to the app', () => {
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

  async function authorizationUrl(state: string) {
    const { client } = await createApprovedClient(t, { name: 'Planner Pro', redirectUris: [app.url], scopes: ['BOOKING_READ', 'SCHEDULE_WRITE'] });
    const url = new URL('/auth/oauth2/authorize', t.url);
    url.search = new URLSearchParams({ client_id: client.clientId, redirect_uri: app.url, response_type: 'code', scope: 'BOOKING_READ SCHEDULE_WRITE', state }).toString();
    return url.toString();
  }

  async function signInThroughTheForm(page: import('playwright-core').Page, email: string) {
    await page.waitForURL(/\/auth\/login\?returnTo=/);
    await page.fill('#email', email);
    await page.fill('#password', DEFAULT_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForURL(/\/auth\/oauth2\/authorize\?/);
  }

  it('signed out → login → consent shows the app and the scopes in words → Allow → the app gets code and state', async () => {
    const user = await createUser(t);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(await authorizationUrl('state-allow-42'));
    await signInThroughTheForm(page, user.email);

    await expect(page.locator('#client-name').textContent()).resolves.toBe('Planner Pro');
    const scopes = await page.locator('ul.scopes li').allTextContents();
    expect(scopes).toEqual(['View bookings', 'Create, edit, delete availability']); // the plain words, no developer phrase
    await expect(page.locator('body').textContent()).resolves.toContain(user.email);

    await Promise.all([page.waitForURL((url) => url.toString().startsWith(app.url)), page.click('button[value=allow]')]);
    const callback = app.received.at(-1)!;
    expect(callback.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(callback.searchParams.get('state')).toBe('state-allow-42');
    expect(callback.searchParams.get('iss')).toBe(t.url);
    await expect(page.locator('#app').textContent()).resolves.toBe('Back in the app');
    await context.close();
  });

  it('Deny → the app gets error=access_denied and the same state', async () => {
    const user = await createUser(t);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(await authorizationUrl('state-deny-7'));
    await signInThroughTheForm(page, user.email);
    await Promise.all([page.waitForURL((url) => url.toString().startsWith(app.url)), page.click('button[value=deny]')]);
    const callback = app.received.at(-1)!;
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-deny-7');
    expect(callback.searchParams.get('code')).toBeNull();
    await context.close();
  });

  it('the consent page refuses to be framed by another site', async () => {
    const user = await createUser(t);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(await authorizationUrl('framed'));
    await signInThroughTheForm(page, user.email);
    const consentUrl = page.url();
    await page.goto(app.url);
    // The frame's request is answered, and the page's load event waits for its frame to load
    // (the consent page, or the browser's error page in its place): then the browser has decided.
    const served = page.waitForResponse((res) => res.url() === consentUrl && res.frame() !== page.mainFrame());
    await page.setContent(`<iframe id="f" src="${consentUrl}"></iframe>`, { waitUntil: 'load' });
    expect((await served).status()).toBe(200); // it was the consent page that the browser refused to show
    // In its place the frame holds the browser's error page: no consent form, no Allow button.
    const framed = (await (await page.$('#f'))!.contentFrame())!;
    expect(await framed.locator('form, button[value=allow], #client-name').count()).toBe(0);
    await context.close();
  });
});
