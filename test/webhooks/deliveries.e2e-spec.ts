import { BookingsService } from '../../src/scheduling/bookings/bookings.service';
import { hostScope } from '../../src/scheduling/bookings/booking-scope';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { addMember, createHostUser, createTeam, createTeamEventType, ownerAccess } from '../factories/teams';
import { apiAs } from '../scheduling/support/http';
import { HeldClock, holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';
import { Receiver, verifyDelivery } from './support/receiver';
import { deliver, subscribe } from './support/webhooks';

const ALL = ['BOOKING_CREATED', 'BOOKING_CANCELLED', 'BOOKING_RESCHEDULED', 'BOOKING_CONFIRMED', 'BOOKING_REJECTED', 'BOOKING_REASSIGNED'];

/**
 * Booking changes reach a real local receiver, signed per Standard Webhooks and verified with the
 * `standardwebhooks` library; failures are retried on the app's held clock, never by waiting.
 */
describe('Webhook deliveries', () => {
  let t: TestApp;
  let receiver: Receiver;
  let clock: HeldClock;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_MS: '300' });
    receiver = await Receiver.start();
  });
  beforeEach(async () => {
    await t.reset();
    receiver.reset();
    clock = holdClock(t, Date.now());
  });
  afterEach(() => clock.release());
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const now = () => clock['wall'] as number;
  const deliveries = async (token: string, id: number) => (await apiAs(t, token).get(`/v2/webhooks/${id}/deliveries`).expect(200)).body.data.items;

  it('every trigger of a personal booking reaches the receiver, signed, with the booking as GET /v2/bookings/:uid shows it', async () => {
    const { host, eventType, monday } = await bookableHost(t, { requiresConfirmation: true });
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ALL);
    const pub = t.app.get(PublicBookingsService);
    const hostBookings = t.app.get(BookingsService);

    const first = await pub.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await hostBookings.confirm(host, hostScope(host.userId), first.uid);
    const second = await pub.create({}, bookingRequest(eventType.id, monday.at('11:00')));
    await hostBookings.decline(host, hostScope(host.userId), second.uid, { reason: 'Busy' });
    const moved = await pub.reschedule({}, first.uid, { start: monday.at('14:00') });
    await pub.cancel({}, moved.uid, { reason: 'Ill' });
    expect(await deliver(t)).toEqual({ succeeded: 6, failed: 0 });

    const bodies = receiver.received.map((r) => verifyDelivery(hook.secret, r, now()));
    expect(bodies.map((b) => b.type)).toEqual(['BOOKING_CREATED', 'BOOKING_CONFIRMED', 'BOOKING_CREATED', 'BOOKING_REJECTED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']);
    expect(receiver.received.every((r) => r.path === '/hooks' && r.headers['content-type'] === 'application/json')).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(6);
    expect(bodies[1].data).toMatchObject({ uid: first.uid, status: 'accepted' });
    expect(bodies[3].data).toMatchObject({ uid: second.uid, status: 'rejected', rejectionReason: 'Busy' });
    expect(bodies[4].data).toMatchObject({ uid: moved.uid, fromRescheduleUid: first.uid });
    // The last body is the booking exactly as the API shows it now.
    const shown = await apiAs(t, hook.token).get(`/v2/bookings/${moved.uid}`).expect(200);
    expect(bodies[5]).toEqual({ type: 'BOOKING_CANCELLED', timestamp: new Date(now()).toISOString(), data: shown.body.data });
    const history = await deliveries(hook.token, hook.id);
    expect(history).toHaveLength(6);
    expect(history[0]).toMatchObject({ event: 'BOOKING_CANCELLED', status: 'succeeded', attempts: 1, responseCode: 200, nextAttemptAt: null });
  });

  it('only the chosen triggers, only active webhooks, only the hosts’ own', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const other = await bookableHost(t);
    const cancelOnly = await subscribe(t, host, `${receiver.url}/cancel-only`, ['BOOKING_CANCELLED']);
    const off = await subscribe(t, host, `${receiver.url}/off`, ALL);
    await apiAs(t, off.token).patch(`/v2/webhooks/${off.id}`, { active: false }).expect(200);
    await subscribe(t, other.host, `${receiver.url}/someone-else`, ALL);
    const pub = t.app.get(PublicBookingsService);
    const booking = await pub.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await pub.cancel({}, booking.uid);
    await deliver(t);
    expect(receiver.received.map((r) => r.path)).toEqual(['/cancel-only']);
    expect(verifyDelivery(cancelOnly.secret, receiver.received[0], now()).type).toBe('BOOKING_CANCELLED');
  });

  it('team bookings reach the webhooks of the hosts; a reassignment reaches both the former and the new host', async () => {
    const ben = await createHostUser(t, 'Ben');
    const ana = await createHostUser(t, 'Ana');
    const { team } = await createTeam(t, ben);
    await addMember(t, team.id, ana);
    const { eventType } = await createTeamEventType(t, ownerAccess(team, ben), 'ROUND_ROBIN', [ben, ana]);
    const benHook = await subscribe(t, ben, `${receiver.url}/ben`, ALL);
    const anaHook = await subscribe(t, ana, `${receiver.url}/ana`, ALL);
    const monday = (await bookableHost(t)).monday;
    const booked = await t.http().post('/v2/bookings').send(bookingRequest(eventType.id, monday.at('10:00'))).expect(201);
    const firstHost = booked.body.data.hostId;
    await apiAs(t, benHook.token).post(`/v2/teams/${team.id}/bookings/${booked.body.data.uid}/reassign`, {}).expect(200);
    await deliver(t);
    const got = receiver.received.map((r) => {
      const secret = r.path === '/ben' ? benHook.secret : anaHook.secret;
      return `${r.path} ${verifyDelivery(secret, r, now()).type}`;
    });
    const [first, second] = firstHost === ben.id ? ['/ben', '/ana'] : ['/ana', '/ben'];
    expect(got.sort()).toEqual([`${first} BOOKING_CREATED`, `${first} BOOKING_REASSIGNED`, `${second} BOOKING_REASSIGNED`].sort());
  });

  it('a booking that rolls back queues nothing', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    await subscribe(t, host, `${receiver.url}/hooks`, ALL);
    const pub = t.app.get(PublicBookingsService);
    await pub.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(pub.create({}, bookingRequest(eventType.id, monday.at('10:00')))).rejects.toThrow();
    expect(await t.dataSource.query(`SELECT event_type FROM webhook_deliveries`)).toEqual([{ event_type: 'BOOKING_CREATED' }]);
  });

  it('500 then 200: retried after 30 s with the same webhook-id, visible in the deliveries, and redeliverable; every attempt kept', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    receiver.answer(500);
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 1 });
    let [d] = await deliveries(hook.token, hook.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, lastError: 'The receiver answered 500.', nextAttemptAt: new Date(now() + 30_000).toISOString() });
    clock.advance(29_999);
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 0 });
    clock.advance(1);
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    [d] = await deliveries(hook.token, hook.id);
    expect(d).toMatchObject({ status: 'succeeded', attempts: 2, responseCode: 200, lastError: null, nextAttemptAt: null });
    const [a, b] = receiver.received;
    expect(a.headers['webhook-id']).toBe(b.headers['webhook-id']);
    expect(Number(b.headers['webhook-timestamp']) - Number(a.headers['webhook-timestamp'])).toBe(30);
    expect(a.body).toBe(b.body);
    verifyDelivery(hook.secret, b, now());

    // A redelivery adds attempts: the history keeps every one, and the backoff of the new round starts over.
    const again = await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/deliveries/${d.id}/redeliver`).expect(201);
    expect(again.body.data).toMatchObject({ id: d.id, status: 'pending', attempts: 2 });
    expect(again.body.data.attemptHistory.map((x: { responseCode: number }) => x.responseCode)).toEqual([500, 200]);
    receiver.answer(500);
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 1 });
    [d] = await deliveries(hook.token, hook.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 3, responseCode: 500, nextAttemptAt: new Date(now() + 30_000).toISOString() });
    clock.advance(30_000);
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3].headers['webhook-id']).toBe(a.headers['webhook-id']);
    verifyDelivery(hook.secret, receiver.received[3], now());
    [d] = await deliveries(hook.token, hook.id);
    expect(d).toMatchObject({ status: 'succeeded', attempts: 4 });
    expect(d.attemptHistory).toEqual([
      { at: new Date(now() - 60_000).toISOString(), responseCode: 500, error: 'The receiver answered 500.', durationMs: expect.any(Number) },
      { at: new Date(now() - 30_000).toISOString(), responseCode: 200, error: null, durationMs: expect.any(Number) },
      { at: new Date(now() - 30_000).toISOString(), responseCode: 500, error: 'The receiver answered 500.', durationMs: expect.any(Number) },
      { at: new Date(now()).toISOString(), responseCode: 200, error: null, durationMs: expect.any(Number) },
    ]);
    await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/deliveries/999999/redeliver`).expect(404);
  });

  it('a receiver that never answers times out, and the delivery is retried', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    receiver.answer('hang');
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 1 });
    const [d] = await deliveries(hook.token, hook.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, responseCode: null, lastError: expect.stringMatching(/No complete answer within 0.3 s/) });
    clock.advance(30_000);
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
  });

  it('a receiver down for good: retried with backoff (30 s doubling to 6 h) for 3 days, then failed, and the webhook disabled', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    receiver.always = 503;
    const start = now();
    const gaps: number[] = [];
    for (let i = 0; i < 40; i++) {
      const before = now();
      await deliver(t);
      const [d] = await deliveries(hook.token, hook.id);
      if (d.status !== 'pending') break;
      const next = Date.parse(d.nextAttemptAt);
      gaps.push((next - before) / 1000);
      clock.advance(next - before);
    }
    expect(gaps.slice(0, 11)).toEqual([30, 60, 120, 240, 480, 960, 1920, 3840, 7680, 15360, 21600]);
    expect(gaps.slice(11, -1).every((g) => g === 21600)).toBe(true);
    expect(gaps[gaps.length - 1]).toBeLessThanOrEqual(21600);
    const [d] = await deliveries(hook.token, hook.id);
    expect(d).toMatchObject({ status: 'failed', responseCode: 503, nextAttemptAt: null, attempts: receiver.received.length });
    // The last attempt is made 3 days after the booking, to the millisecond, and none after it.
    expect(now() - start).toBe(3 * 24 * 3600_000);
    expect(receiver.received.length).toBe(gaps.length + 1);
    const webhook = (await apiAs(t, hook.token).get(`/v2/webhooks/${hook.id}`).expect(200)).body.data;
    expect(webhook).toMatchObject({ active: false, disabledReason: expect.stringMatching(/failed for 3 days/) });
    // Disabled: new bookings queue nothing for it, until the app turns it back on.
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('11:00')));
    expect(await deliveries(hook.token, hook.id)).toHaveLength(1);
  });

  it('a success resets the count: a webhook failing on and off is not disabled', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED', 'BOOKING_CANCELLED']);
    const pub = t.app.get(PublicBookingsService);
    const booking = await pub.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    receiver.answer(500);
    await deliver(t);
    clock.advance(2 * 24 * 3600_000);
    await deliver(t); // succeeds
    await pub.cancel({}, booking.uid);
    receiver.answer(500);
    await deliver(t);
    clock.advance(2 * 24 * 3600_000);
    receiver.answer(500);
    await deliver(t);
    expect((await apiAs(t, hook.token).get(`/v2/webhooks/${hook.id}`)).body.data.active).toBe(true);
  });

  it('after a secret rotation, both secrets sign for 24 hours, then only the new one', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    const rotated = (await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/secret`).expect(201)).body.data.secret;
    const pub = t.app.get(PublicBookingsService);
    await pub.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await deliver(t);
    const during = receiver.received[0];
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    verifyDelivery(hook.secret, during, now());
    verifyDelivery(rotated, during, now());
    clock.advance(24 * 3600_000 + 1);
    await pub.create({}, bookingRequest(eventType.id, monday.at('11:00')));
    await deliver(t);
    const after = receiver.received[1];
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    verifyDelivery(rotated, after, now());
    expect(() => verifyDelivery(hook.secret, after, now())).toThrow();
  });

  it('PING: queued for the webhook, delivered, listed', async () => {
    const { host } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    const res = await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/ping`).expect(201);
    expect(res.body.data).toMatchObject({ event: 'PING', status: 'pending', attempts: 0, messageId: expect.stringMatching(/^msg_/) });
    await deliver(t);
    expect(verifyDelivery(hook.secret, receiver.received[0], now())).toEqual({ type: 'PING', timestamp: expect.any(String), data: { webhookId: hook.id } });
    expect(receiver.received[0].headers['webhook-id']).toBe(res.body.data.messageId);
  });

  it("deliveries, ping and redeliver of another app's or person's webhook are not found", async () => {
    const { host } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    const ping = (await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/ping`).expect(201)).body.data;
    const stranger = await subscribe(t, (await bookableHost(t)).host, `${receiver.url}/x`, ['BOOKING_CREATED'], hook.clientId);
    const otherApp = await subscribe(t, host, `${receiver.url}/y`, ['BOOKING_CREATED']);
    for (const { token } of [stranger, otherApp]) {
      await apiAs(t, token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(404);
      await apiAs(t, token).post(`/v2/webhooks/${hook.id}/ping`).expect(404);
      await apiAs(t, token).post(`/v2/webhooks/${hook.id}/deliveries/${ping.id}/redeliver`).expect(404);
      // Their own webhook with my delivery's id: not found either.
      const own = (await apiAs(t, token).get('/v2/webhooks')).body.data.items[0].id;
      await apiAs(t, token).post(`/v2/webhooks/${own}/deliveries/${ping.id}/redeliver`).expect(404);
    }
  });
});
