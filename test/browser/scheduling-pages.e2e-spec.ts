import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PASSWORD } from '../factories';
import { describeWithBrowser, launchBrowser, screenshot, WIDTHS, overflow } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * A person's scheduling, whole, in Chromium: they sign up, set their hours, create an event type
 * and share its booking page; a visitor in another time zone books and moves the booking; the
 * person sees who booked and cancels it.
 */
describeWithBrowser('In a real browser: a person’s scheduling pages and the public booking page', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const watch = (page: Page, problems: string[]) => {
    page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
  };

  it.each(WIDTHS)('sign up, set availability, share the booking page; a visitor books and reschedules; the person sees and cancels it (%s)', async (name, width, height) => {
    const problems: string[] = [];
    const host = await (await browser.newContext({ viewport: { width, height } })).newPage();
    watch(host, problems);

    // Sign up.
    await host.goto(`${t.url}/auth/signup`);
    await host.fill('#name', `Hana Host ${name}`);
    await host.fill('#email', `hana-${name}@example.com`);
    await host.fill('#password', DEFAULT_PASSWORD);
    await Promise.all([host.waitForURL(`${t.url}/`), host.click('button[type=submit]')]);

    // Availability: every day, all day, in Berlin (so there are times whatever the day the spec runs).
    await Promise.all([host.waitForURL(`${t.url}/settings`), host.click('header a:has-text("Settings")')]);
    await Promise.all([host.waitForURL(`${t.url}/settings/availability`), host.click('main a:text-is("Availability")')]);
    await expect(host.locator('.notice').textContent()).resolves.toContain('no schedule yet');
    await screenshot(host, `availability-new-${width}.png`, { fullPage: true });
    await host.selectOption('#timeZone', 'Europe/Berlin');
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      await host.getByLabel(`${day[0].toUpperCase()}${day.slice(1)} from`, { exact: true }).fill('00:00');
      await host.getByLabel(`${day[0].toUpperCase()}${day.slice(1)} to`, { exact: true }).fill('00:00');
    }
    // A date that differs: a day off, a year ahead.
    const dayOff = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await host.locator('#override-0-date').fill(dayOff);
    // A mistake first: a range that ends before it starts is refused with the API's words, the form kept.
    await host.locator('#monday-1-start').fill('18:00');
    await host.locator('#monday-1-end').fill('17:00');
    await host.click('button:text("Save availability")');
    await expect(host.locator('.error').textContent()).resolves.toContain('ends before it starts');
    await expect(host.locator('#monday-1-start').inputValue()).resolves.toBe('18:00');
    await host.locator('#monday-1-start').fill('');
    await host.locator('#monday-1-end').fill('');
    await Promise.all([host.waitForURL(/notice=saved/), host.click('button:text("Save availability")')]);
    await expect(host.locator('#timeZone').inputValue()).resolves.toBe('Europe/Berlin');
    await expect(host.locator('#override-0-date').inputValue()).resolves.toBe(dayOff);
    await screenshot(host, `availability-${width}.png`, { fullPage: true });
    expect(await overflow(host)).toBeLessThanOrEqual(0);

    // An event type: a bad slug first (the API's rule), then a good one.
    await host.goto(`${t.url}/settings/event-types`);
    await host.fill('#new-title', 'Intro call');
    await host.fill('#new-slug', 'Intro Call');
    await host.fill('#new-length', '30');
    await host.evaluate('document.querySelector("form[action=\'/settings/event-types\']").noValidate = true');
    await host.click('button:text("Create event type")');
    await expect(host.locator('.error').textContent()).resolves.toContain('slug must be lower-case letters and digits');
    await host.fill('#new-slug', 'intro');
    await Promise.all([host.waitForURL(/notice=created/), host.click('button:text("Create event type")')]);
    await expect(host.locator('.sched-list h3').allTextContents()).resolves.toEqual(['Intro call']);
    await screenshot(host, `event-types-${width}.png`, { fullPage: true });
    expect(await overflow(host)).toBeLessThanOrEqual(0);
    await Promise.all([host.waitForURL(/\/settings\/event-types\/\d+$/), host.click('a[aria-label="Edit Intro call"]')]);
    await host.fill('#edit-description', 'A first conversation.');
    await Promise.all([host.waitForURL(/notice=saved/), host.click('button:text("Save")')]);
    await screenshot(host, `event-type-edit-${width}.png`, { fullPage: true });
    const shared = await host.locator('main a[href^="/book/"]').getAttribute('href');

    // The visitor, in New York, opens the shared page: times in their zone.
    const visitorContext = await browser.newContext({ viewport: { width, height }, timezoneId: 'America/New_York' });
    const visitor = await visitorContext.newPage();
    watch(visitor, problems);
    await visitor.goto(`${t.url}${shared}`);
    await visitor.waitForURL(/timeZone=America%2FNew_York/);
    await expect(visitor.locator('h1').textContent()).resolves.toBe('Intro call');
    await expect(visitor.locator('#timeZone').inputValue()).resolves.toBe('America/New_York');
    await screenshot(visitor, `booking-page-${width}.png`, { fullPage: true });
    expect(await overflow(visitor)).toBeLessThanOrEqual(0);
    const slot = visitor.locator('.slots a').nth(3);
    const slotLabel = await slot.getAttribute('aria-label');
    // Keyboard: the slot is a link reached and followed with the keyboard.
    await slot.focus();
    await Promise.all([visitor.waitForURL(/\/time\?/), visitor.keyboard.press('Enter')]);
    await expect(visitor.locator('dl.summary').textContent()).resolves.toContain('America/New York');
    await visitor.getByLabel('Your name').fill('Vic Visitor');
    await visitor.getByLabel('Your email').fill('vic@example.com');
    await screenshot(visitor, `booking-form-${width}.png`, { fullPage: true });
    await Promise.all([visitor.waitForURL(/\/booking\/[^/?]+$/), visitor.click('button:text("Book")')]);
    await expect(visitor.locator('[role=status]').textContent()).resolves.toContain('Booked.');
    await expect(visitor.locator('dl.summary').textContent()).resolves.toContain(slotLabel!);
    await screenshot(visitor, `booking-confirmation-${width}.png`, { fullPage: true });
    expect(await overflow(visitor)).toBeLessThanOrEqual(0);

    // The visitor moves it to another time through the Reschedule link.
    await Promise.all([visitor.waitForURL(/reschedule=/), visitor.click('a:text("Reschedule")')]);
    await expect(visitor.locator('.notice').textContent()).resolves.toContain('Choose a new time');
    await Promise.all([visitor.waitForURL(/\/time\?/), visitor.locator('.slots a').nth(5).click()]);
    await Promise.all([visitor.waitForURL(/\/booking\/[^/?]+$/), visitor.click('button:text("Move my booking to this time")')]);
    await expect(visitor.locator('[role=status]').textContent()).resolves.toContain('Booked.');
    const movedLabel = await visitor.locator('dl.summary dd').first().textContent();

    // The person sees the booking: who booked, on the booking page (no app), and cancels it.
    await host.goto(`${t.url}/settings/bookings`);
    const upcoming = host.locator('#upcoming + ul > li');
    await expect(upcoming.count()).resolves.toBe(1);
    await expect(upcoming.first().textContent()).resolves.toMatch(/Booked by Vic Visitor <vic@example.com>, on your booking page/);
    await expect(host.locator('section[aria-labelledby=cancelled] li').count()).resolves.toBe(1); // the time it was moved from
    await expect(upcoming.first().textContent()).resolves.toContain('(Europe/Berlin)'); // in the zone of the person's hours
    await screenshot(host, `bookings-${width}.png`, { fullPage: true });
    expect(await overflow(host)).toBeLessThanOrEqual(0);
    await upcoming.first().locator('summary').click();
    await upcoming.first().getByLabel('Reason (the person who booked sees it)').fill('Travelling that day');
    await Promise.all([host.waitForURL(/notice=cancelled/), upcoming.first().locator('button:text("Cancel booking")').click()]);
    await expect(host.locator('#upcoming + p').textContent()).resolves.toContain('Nothing booked yet');
    await expect(host.locator('section[aria-labelledby=cancelled] li').count()).resolves.toBe(2);

    // The visitor's page says so, and offers nothing more to do.
    await visitor.reload();
    await expect(visitor.locator('[role=status]').textContent()).resolves.toContain('Cancelled.');
    await expect(visitor.locator('a:text("Reschedule")').count()).resolves.toBe(0);
    expect(movedLabel).toBeTruthy();
    expect(problems).toEqual([]);
    await visitorContext.close();
    await host.context().close();
  });
});
