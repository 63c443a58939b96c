import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ClientsService } from '../../src/oauth/clients/clients.service';
import { createAdmin, createApprovedClient, createClient, createUser } from '../factories';
import { issueTokens, REDIRECT_URI } from '../factories/oauth';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

describeWithBrowser('In a real browser: pending changes and the review queue', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  beforeEach(() => t.reset());


  const noHorizontalOverflow = (page: Page) =>
    page.evaluate<{ scroll: number; client: number }>('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })');

  it('the owner edits an approved client: told what needs review, the app keeps working, the admin approves the diff', async () => {
    const owner = await createUser(t, { name: 'Olivia Owner' });
    const issued = await issueTokens(t, { owner, name: 'Acme Calendar', scopes: ['BOOKING_READ', 'PROFILE_READ'] });
    const clientPath = `/settings/developer/oauth-clients/${issued.clientId}`;
    const { page, problems } = await signedInPage(browser, t.url, owner.email, clientPath);

    // Before saving: the note says what will need review.
    const note = page.locator('#review-note');
    await expect(note.textContent()).resolves.toMatch(/Needs review:.*changing the name or logo, adding a redirect URI or adding a scope/s);
    await page.fill('#name', 'Acme Calendar Pro');
    await page.check('input[name=scopes][value=BOOKING_WRITE]');
    await page.fill('#websiteUri', 'https://www.acme.example');
    await expect(page.locator('#review-note-live').textContent()).resolves.toBe(
      'As the form stands, the name, new scopes (BOOKING_WRITE) will wait for review. Applies at once: the website.',
    );
    await screenshot(note, 'pending-change-note-1280.png');
    await Promise.all([page.waitForURL(/notice=held/), page.click('form[action$="' + issued.clientId + '"] button[type=submit]')]);

    // After saving: what awaits review, and the website applied at once.
    const pending = page.locator('#pending-change');
    await expect(pending.textContent()).resolves.toMatch(/You changed the name and scopes on/);
    await expect(pending.locator('.diff ins').first().textContent()).resolves.toContain('Acme Calendar Pro');
    await expect(pending.locator('.chip-added').allTextContents()).resolves.toEqual([expect.stringContaining('BOOKING_WRITE')]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Acme Calendar');
    await expect(page.inputValue('#name')).resolves.toBe('Acme Calendar Pro'); // the form shows what was proposed
    await screenshot(page, 'pending-change-owner-1280.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(pending, 'pending-change-owner-390.png');
    const phone = await noHorizontalOverflow(page);
    expect(phone.scroll).toBeLessThanOrEqual(phone.client);

    // The app keeps working with the approved version.
    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${issued.accessToken}`).expect(200);

    const admin = await createAdmin(t, { name: 'Ada Admin' });
    const review = await signedInPage(browser, t.url, admin.email, '/settings/admin/oauth-clients?status=pending-change');
    const card = review.page.locator(`#client-${issued.clientId}`);
    await expect(card.locator('.pending-change .diff del').first().textContent()).resolves.toContain('Acme Calendar');
    await expect(card.locator('.pending-change .diff ins').first().textContent()).resolves.toContain('Acme Calendar Pro');
    await expect(card.locator('.pending-change .chip-added').allTextContents()).resolves.toEqual([expect.stringContaining('BOOKING_WRITE')]);
    await Promise.all([review.page.waitForURL(/notice=change-approved/), card.locator('button:text("Approve change")').click()]);
    await expect(review.page.locator('.notice').textContent()).resolves.toBe('Approved the change to “Acme Calendar Pro”: it applies now.');

    // It applies: the owner's page shows the new name and no pending change; the token still works.
    await page.goto(`${t.url}${clientPath}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Acme Calendar Pro');
    await expect(page.locator('#pending-change').count()).resolves.toBe(0);
    await request(t.url).get('/v2/me').set('Authorization', `Bearer ${issued.accessToken}`).expect(200);
    expect([...problems, ...review.problems]).toEqual([]);
  });

  it('the admin queue reads well at 1280 and 390 px: one card per client, no horizontal overflow', async () => {
    const owner = await createUser(t, { name: 'Priya Raman-Castellanos', email: 'priya.raman-castellanos@scheduling-partners.example.com' });
    await createClient(t, {
      owner,
      name: 'Calendar Sync for Very Large Organizations',
      redirectUris: ['https://calendar-sync.example.com/oauth/callback?tenant=acme-international-holdings&region=eu-west-1', 'http://localhost:3000/callback'],
      scopes: ['BOOKING_READ', 'TEAM_MEMBERSHIP_WRITE', 'ORG_SCHEDULE_READ', 'ORG_EVENT_TYPE_WRITE'],
    });
    await createClient(t, { name: 'Booking Widget', scopes: ['EVENT_TYPE_READ'] });
    const changed = await createApprovedClient(t, { owner, name: 'Acme Calendar', scopes: ['BOOKING_READ', 'PROFILE_READ'] });
    await t.app.get(ClientsService).update({ kind: 'user', userId: owner.id }, changed.client.clientId, {
      name: 'Acme Calendar Pro',
      redirectUris: [REDIRECT_URI, 'https://app.example.com/oauth/second-callback-with-a-rather-long-path/and/more'],
      scopes: ['BOOKING_READ', 'BOOKING_WRITE', 'TEAM_BOOKING_READ'],
    });
    await createApprovedClient(t, { name: 'Team Planner', scopes: ['TEAM_SCHEDULE_READ', 'TEAM_SCHEDULE_WRITE', 'SCHEDULE_READ'] });
    const admin = await createAdmin(t);

    for (const [name, width, height] of [['desktop', 1280, 900], ['phone', 390, 844]] as const) {
      const { page, problems } = await signedInPage(browser, t.url, admin.email, '/settings/admin/oauth-clients', { width, height });
      // It opens on Pending: the work first.
      await expect(page.locator('.queue-filters a[aria-current=page]').textContent()).resolves.toMatch(/^Pending /);
      await expect(page.locator('.client-card h2').allTextContents()).resolves.toEqual(['Calendar Sync for Very Large Organizations', 'Booking Widget']);
      await page.click('.queue-filters a[href$="status=all"]');
      await page.waitForURL(/status=all/);
      await expect(page.locator('.client-card').count()).resolves.toBe(5); // with the built-in docs client
      // Redirect URIs are read-only values: not drawn as a box one could type in.
      const uris = await page.evaluate<{ top: string; background: string }>(
        `(() => { const s = getComputedStyle(document.querySelector('.client-card ul.uris')); return { top: s.borderTopWidth, background: s.backgroundColor }; })()`,
      );
      expect(uris.top).toBe('0px');
      expect(uris.background).not.toBe('rgba(0, 0, 0, 0)');
      const docs = page.locator('#client-api-docs');
      await expect(docs.locator('.badge').allTextContents()).resolves.toEqual(['Approved', 'Built in']);
      await expect(docs.locator('button, summary').count()).resolves.toBe(0); // no Suspend
      await expect(page.locator(`#client-${changed.client.clientId} .pending-change .diff`).count()).resolves.toBe(1);
      await screenshot(page, `admin-queue-${width}.png`, { fullPage: true });
      await screenshot(page, `admin-queue-${width}-top.png`);
      await screenshot(page.locator(`#client-${changed.client.clientId}`), `admin-queue-${width}-pending-change.png`);
      const { scroll, client } = await noHorizontalOverflow(page);
      if (scroll > client) console.warn(`${name}: the page is ${scroll}px wide in a ${client}px window`);
      expect(scroll).toBeLessThanOrEqual(client);
      // Words never break mid-word: every card title is as wide as its longest word or wider.
      const squeezed = await page.evaluate<number>(`[...document.querySelectorAll('.client-card h2, .badge, .chip')].filter((e) => e.scrollWidth > e.clientWidth + 1).length`);
      expect(squeezed).toBe(0);
      // The reason form of Reject opens inside the card, and still fits.
      const waiting = page.locator('.client-card').first();
      await waiting.locator('summary:text("Reject…")').click();
      await expect(waiting.locator('input[name=reason]').isVisible()).resolves.toBe(true);
      await screenshot(waiting, `admin-queue-${width}-reject-open.png`);
      expect((await noHorizontalOverflow(page)).scroll).toBeLessThanOrEqual(client);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
