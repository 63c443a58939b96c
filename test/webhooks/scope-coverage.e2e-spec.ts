import { bookableHost, bookingRequest } from '../factories/scheduling';
import { createHostUser, createTeam, createTeamEventType, ownerAccess } from '../factories/teams';
import { issueAccessToken } from '../factories/oauth';
import { apiAs } from '../scheduling/support/http';
import type { TestApp } from '../setup/test-app';
import type { Receiver } from './support/receiver';
import { deliver, webhookTestbed } from './support/webhooks';

/**
 * A webhook delivers bookings as the API shows them, so it delivers only what the app's grant lets
 * it read: a team's bookings need TEAM_BOOKING_READ (or the ORG_ scope granting it), checked when
 * each event is sent. An event beyond the grant is skipped: recorded, never sent.
 */
describe('Webhook payloads never exceed the grant', () => {
  const bed = webhookTestbed({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  let t: TestApp;
  let receiver: Receiver;
  beforeEach(() => ({ t, receiver } = bed));

  /** A team with one host, Ben, and an app's webhook for him with `scopes`. */
  async function teamHost(scopes: string[]) {
    const ben = await createHostUser(t, 'Ben');
    const { team } = await createTeam(t, ben);
    const { eventType } = await createTeamEventType(t, ownerAccess(team, ben), 'ROUND_ROBIN', [ben]);
    const { token } = await issueAccessToken(t, { user: ben, scopes: ['WEBHOOK_READ', 'WEBHOOK_WRITE', 'BOOKING_READ', ...scopes] });
    const hook = (await apiAs(t, token).post('/v2/webhooks', { subscriberUrl: `${receiver.url}/ben`, triggers: ['BOOKING_CREATED'] }).expect(201)).body.data;
    const monday = (await bookableHost(t)).monday;
    return { team, eventType, token, hook, monday, ben };
  }

  it("a team's booking is skipped without TEAM_BOOKING_READ, and the delivery says why", async () => {
    const { eventType, token, hook, monday } = await teamHost([]);
    await t.http().post('/v2/bookings').send(bookingRequest(eventType.id, monday.at('10:00'))).expect(201);
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
    const [d] = (await apiAs(t, token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(200)).body.data.items;
    expect(d).toMatchObject({ status: 'skipped', attempts: 0, nextAttemptAt: null });
    expect(d.lastError).toContain('TEAM_BOOKING_READ');
  });

  it.each([['TEAM_BOOKING_READ'], ['ORG_BOOKING_READ']])("a team's booking is delivered with %s", async (scope) => {
    const { eventType, monday } = await teamHost([scope]);
    await t.http().post('/v2/bookings').send(bookingRequest(eventType.id, monday.at('10:00'))).expect(201);
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    expect(receiver.received.map((r) => r.path)).toEqual(['/ben']);
  });

  it('a grant revoked after the event was queued: skipped, not sent', async () => {
    const { eventType, monday, ben } = await teamHost(['TEAM_BOOKING_READ']);
    await t.http().post('/v2/bookings').send(bookingRequest(eventType.id, monday.at('10:00'))).expect(201);
    // Its scopes narrowed under it (as an administrator's narrowing does), before the worker sends it.
    await t.dataSource.query(`UPDATE oauth_grants SET scopes = '{WEBHOOK_READ,WEBHOOK_WRITE,BOOKING_READ}' WHERE user_id = $1`, [ben.id]);
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
    const [row] = await t.dataSource.query(`SELECT status FROM webhook_deliveries`);
    expect(row.status).toBe('skipped');
  });

  it('deliveries are paged in the envelope', async () => {
    const { eventType, token, hook, monday } = await teamHost(['TEAM_BOOKING_READ']);
    for (const time of ['09:00', '10:00', '11:00']) await t.http().post('/v2/bookings').send(bookingRequest(eventType.id, monday.at(time))).expect(201);
    const page = (await apiAs(t, token).get(`/v2/webhooks/${hook.id}/deliveries?take=2&skip=1`).expect(200)).body.data;
    expect(page).toMatchObject({ total: 3, take: 2, skip: 1 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id); // newest first
  });
});
