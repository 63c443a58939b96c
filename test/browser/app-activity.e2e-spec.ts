import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import type { User } from '../../src/accounts/user.entity';
import { createAdmin } from '../factories';
import { issueAccessToken, issueTokens } from '../factories/oauth';
import { attendee, bookableHost } from '../factories/scheduling';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage, overflow } from '../setup/browser';
import { holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';

const DAY = 86_400_000;

describeWithBrowser('In a real browser: what apps did, for the person and for administrators', () => {
  let t: TestApp;
  let browser: Browser;
  let host: Awaited<ReturnType<typeof bookableHost>>['host'];
  let clientId: string;

  /** A month of an app's use: a few reads most days, some refused, bookings made through REST and MCP. */
  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
    const today = Math.floor(Date.now() / DAY) * DAY + DAY / 2;
    const clock = holdClock(t, today - 29 * DAY);
    try {
      const bookable = await bookableHost(t);
      host = bookable.host;
      const user = { id: host.userId, email: host.email } as User;
      const app = await issueTokens(t, { user, name: 'Agenda Bot for Scheduling Partners', scopes: ['BOOKING_READ', 'BOOKING_WRITE', 'EVENT_TYPE_READ', 'SCHEDULE_READ'] });
      clientId = app.clientId;
      const mcp = await issueAccessToken(t, { user, clientId, scopes: ['BOOKING_READ', 'BOOKING_WRITE'], audience: '' });
      const api = request(t.url);
      for (let day = 0; day < 30; day++) {
        for (let i = 0; i < (day * 7) % 11; i++) await api.get('/v2/bookings').set('Authorization', `Bearer ${app.accessToken}`).expect(200);
        if (day % 6 === 2) await api.get('/v2/bookings/a-booking-that-is-gone').set('Authorization', `Bearer ${app.accessToken}`).expect(404);
        if (day === 27) {
          await api.post('/v2/bookings').set('Authorization', `Bearer ${app.accessToken}`).send({ eventTypeId: bookable.eventType.id, start: bookable.monday.at('10:00'), attendee: attendee() }).expect(201);
          await api.post('/v2/bookings/7f3c2a9e-booking-that-is-gone/cancel').set('Authorization', `Bearer ${app.accessToken}`).send({}).expect(404);
          await api
            .post('/mcp')
            .set({ Authorization: `Bearer ${mcp.token}`, Accept: 'application/json, text/event-stream' })
            .send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'book_slot', arguments: { eventTypeId: bookable.eventType.id, start: bookable.monday.at('11:00'), attendee: attendee() } } })
            .expect(200);
        }
        clock.advance(DAY);
      }
    } finally {
      clock.release();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('the person’s app page: scopes used, and the changes newest first, at 1280 and 390 px', async () => {
    const { page, problems } = await signedInPage(browser, t.url, host.email, `/settings/apps/${clientId}`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Agenda Bot for Scheduling Partners');
    const rows = page.locator('table.activity tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(0).textContent()).resolves.toContain('book_slot');
    await expect(page.locator('[data-scope=BOOKING_READ] .used').isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-scope=SCHEDULE_READ]').textContent()).resolves.toContain('Not used in the last 30 days');
    await screenshot(page, 'app-activity-1280.png', { fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'app-activity-390.png', { fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // On a phone each change is one block: its time and result on a line, then what and on what.
    const first = await rows.nth(0).boundingBox();
    expect(first!.width).toBeLessThanOrEqual(390);

    await page.goto(`${t.url}/settings/apps`);
    await expect(page.locator('td.last-used time').count()).resolves.toBe(1);
    await screenshot(page, 'apps-last-used-390.png', { fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'apps-last-used-1280.png', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('the administrator’s chart of requests per day, at 1280 and 390 px, its numbers a click away', async () => {
    const admin = await createAdmin(t, { name: 'Ada Admin' });
    const { page, problems } = await signedInPage(browser, t.url, admin.email, `/settings/admin/oauth-clients/${clientId}`);
    const chart = page.locator('#requests-per-day');
    const bars = chart.locator('svg.chart-bars');
    const box = await bars.boundingBox();
    expect(box!.width).toBeGreaterThan(500);
    expect(box!.height).toBeGreaterThan(100);
    await expect(bars.locator('rect.bar-value').count()).resolves.toBe(30);
    await expect(bars.locator('rect.bar-part').count()).resolves.toBe(6);
    await expect(bars.getAttribute('role')).resolves.toBe('img');
    await expect(page.locator('#requests-per-day-caption').textContent()).resolves.toMatch(/^Requests per day over the last 30 days \(UTC\): \d+ requests, 6 errors; the busiest day was/);
    await expect(chart.locator('.chart-numbers table').isVisible()).resolves.toBe(false);
    await screenshot(page, 'client-usage-1280.png', { fullPage: true });
    await chart.locator('.chart-numbers summary').click();
    await expect(chart.locator('.chart-numbers tbody tr').count()).resolves.toBe(30);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await bars.boundingBox();
    expect(phone!.width).toBeGreaterThan(250);
    expect(phone!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'client-usage-390.png', { fullPage: true });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
