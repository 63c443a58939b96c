import request from 'supertest';
import type { User } from '../../src/accounts/user.entity';
import { ActivityJobs } from '../../src/activity/activity.jobs';
import { signIn } from '../factories';
import { issueTokens } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';
import { appPage } from './support';

const DAY = 86_400_000;

/** What apps did is kept ACTIVITY_RETENTION_DAYS (90 by default), then the background jobs purge it. */
describe('Activity and usage are kept for the retention, then purged', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: string) => Number((await t.dataSource.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

  it('keeps a change and the usage 90 days, and purges them after', async () => {
    const clock = holdClock(t, Date.now());
    try {
      const { host } = await bookableHost(t);
      const user = { id: host.userId, email: host.email } as User;
      const app = await issueTokens(t, { user, name: 'Old App', scopes: ['BOOKING_READ', 'BOOKING_WRITE'] });
      await request(t.url).post('/v2/bookings/gone/confirm').set('Authorization', `Bearer ${app.accessToken}`).expect(404);
      await request(t.url).get('/v2/bookings').set('Authorization', `Bearer ${app.accessToken}`).expect(200);
      const agent = await signIn(t, user);
      expect((await appPage(agent, app.clientId)).rows).toHaveLength(1); // also writes the counts held in memory

      const purge = () => t.app.get(ActivityJobs).purge();
      clock.advance(90 * DAY - 60_000);
      expect(await purge()).toEqual({ activity: 0, usageDays: 0, personUsage: 0 });
      expect((await appPage(agent, app.clientId)).rows).toHaveLength(1);

      clock.advance(DAY);
      expect(await purge()).toEqual({ activity: 1, usageDays: 1, personUsage: 1 });
      expect(await count('app_activity')).toBe(0);
      expect(await count('app_usage_days')).toBe(0);
      expect(await count('app_person_usage')).toBe(0);
      const page = await appPage(agent, app.clientId); // still authorized: the page stays, empty
      expect(page.rows).toEqual([]);
      expect(page.text).toContain('No changes in the last 90 days.');
      expect(page.text).toContain('Not used yet.');
    } finally {
      clock.release();
    }
  });
});
