import type { Browser, Page } from 'playwright-core';
import { createAdmin, createUser } from '../factories';
import { addOrgMember, createOrganization } from '../factories/organizations';
import { addMember, createTeam } from '../factories/teams';
import { describeWithBrowser, launchBrowser, screenshot, signedInPage, WIDTHS, overflow } from '../setup/browser';
import { createTestApp, TestApp } from '../setup/test-app';

/** The widths each page is tried at (and pictured at, with SCREENSHOTS=1: see test/setup/browser.ts). */
/** `/settings/teams` and `/settings/admin/organizations` as people use them: forms, notices, and a layout that fits a phone. */
describeWithBrowser('In a real browser: teams and organizations pages', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });


  /** Nothing wider than the window: a phone never scrolls sideways. */
  it('/settings/teams: accept an invitation, decline another, leave an organization; at desktop and phone widths', async () => {
    for (const [name, width, height] of WIDTHS) {
      const person = await createUser(t, { name: `Pat ${name}` });
      const { team: sales } = await createTeam(t, undefined, { name: 'Sales and partnerships in Europe, the Middle East and Africa', slug: `sales-emea-${name}` });
      const { team: support } = await createTeam(t, undefined, { name: 'Support', slug: `support-${name}` });
      const { organization } = await createOrganization(t, undefined, `Acme ${name}`);
      await addMember(t, sales.id, person, 'ADMIN', false);
      await addMember(t, support.id, person, 'MEMBER', false);
      await addOrgMember(t, organization.id, person, 'MEMBER', true);

      const { page, problems } = await signedInPage(browser, t.url, person.email, '/settings/teams', { width, height });
      await expect(page.locator('h1').textContent()).resolves.toBe('Your teams and organizations');
      await expect(page.locator(`li[data-team-id="${sales.id}"]`).textContent()).resolves.toContain('invites you as Admin.');
      await screenshot(page, `teams-${name}.png`, { fullPage: true });
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

      await Promise.all([page.waitForURL(/notice=accepted/), page.click(`li[data-team-id="${sales.id}"] button:has-text("Accept")`)]);
      await expect(page.locator('.notice').textContent()).resolves.toBe('Invitation accepted: you are now a member.');
      await Promise.all([page.waitForURL(/notice=declined/), page.click(`li[data-team-id="${support.id}"] button:has-text("Decline")`)]);
      await expect(page.locator(`li[data-team-id="${support.id}"]`).count()).resolves.toBe(0);
      await expect(page.locator(`li[data-team-id="${sales.id}"]`).textContent()).resolves.toContain('Admin');
      await Promise.all([page.waitForURL(/notice=left/), page.click(`li[data-organization-id="${organization.id}"] button:has-text("Leave organization")`)]);
      await expect(page.locator(`li[data-organization-id="${organization.id}"]`).count()).resolves.toBe(0);
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM memberships m JOIN groups g ON g.id = m.group_id WHERE g.kind = 'team' AND m.status = 'active' AND m.role = 'ADMIN'`);
    expect(n).toBe(WIDTHS.length);
  });

  it('/settings/teams: create a team (a taken slug first), at desktop and phone widths', async () => {
    await createTeam(t, undefined, { name: 'Taken', slug: 'taken' });
    for (const [name, width, height] of WIDTHS) {
      const person = await createUser(t, { name: `Robin ${name}` });
      const { page, problems } = await signedInPage(browser, t.url, person.email, '/settings/teams', { width, height });
      await expect(page.title()).resolves.toBe('Your teams and organizations');
      // Without a team, the form is open.
      await expect(page.locator('details.new-team').getAttribute('open')).resolves.toBe('');
      await screenshot(page, `teams-empty-${name}.png`, { fullPage: true });
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

      await page.fill('#team-name', `Customer success ${name}`);
      await page.fill('#team-slug', 'taken');
      await page.fill('#team-time-zone', 'Europe/Berlin');
      await Promise.all([page.waitForLoadState('load'), page.click('button:has-text("Create team")')]);
      await expect(page.locator('.error').textContent()).resolves.toContain('The slug "taken" is taken by another team.');
      await expect(page.inputValue('#team-name')).resolves.toBe(`Customer success ${name}`);
      await screenshot(page, `teams-create-refused-${name}.png`, { fullPage: true });
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);

      await page.fill('#team-slug', `customer-success-${name}`);
      await Promise.all([page.waitForURL(/notice=created/), page.click('button:has-text("Create team")')]);
      await expect(page.locator('.notice').textContent()).resolves.toContain('Team created: you are its owner.');
      await expect(page.locator('li.card').textContent()).resolves.toContain(`Customer success ${name}`);
      await expect(page.locator('li.card').textContent()).resolves.toContain('Owner');
      await expect(page.locator('details.new-team').getAttribute('open')).resolves.toBeNull();
      await screenshot(page, `teams-created-${name}.png`, { fullPage: true });
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });

  it('/settings/admin/organizations: create an organization, a refused slug keeps the form, add an owner; at desktop and phone widths', async () => {
    for (const [name, width, height] of WIDTHS) {
      const admin = await createAdmin(t);
      const owner = await createUser(t, { email: `owner-${name}@acme.example` });
      const second = await createUser(t, { email: `second-owner-with-a-long-address-${name}@subsidiary.acme.example` });
      const { page, problems } = await signedInPage(browser, t.url, admin.email, '/settings/admin/organizations', { width, height });

      await page.fill('#name', `Globex ${name}`);
      await page.fill('#slug', `globex-${name}`);
      await page.fill('#ownerEmail', owner.email);
      await Promise.all([page.waitForLoadState('load'), page.click('button:has-text("Create organization")')]);
      await expect(page.locator('.notice').textContent()).resolves.toBe('Organization created.');
      await expect(page.locator('li.card', { hasText: `Globex ${name}` }).textContent()).resolves.toContain(owner.email);

      await page.fill('#name', 'Copycat');
      await page.fill('#slug', `globex-${name}`);
      await page.fill('#ownerEmail', owner.email);
      await Promise.all([page.waitForLoadState('load'), page.click('button:has-text("Create organization")')]);
      await expect(page.locator('.error').textContent()).resolves.toContain(`The slug "globex-${name}" is taken`);
      await expect(page.inputValue('#name')).resolves.toBe('Copycat');

      const card = page.locator('li.card', { hasText: `Globex ${name}` });
      await card.locator('input[type=email]').fill(second.email);
      await Promise.all([page.waitForLoadState('load'), card.locator('button:has-text("Make owner")').click()]);
      await expect(page.locator('li.card', { hasText: `Globex ${name}` }).textContent()).resolves.toContain(second.email);
      await screenshot(page, `admin-organizations-${name}.png`, { fullPage: true });
      await expect(overflow(page)).resolves.toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});
