import { Clock } from '../../src/common/time/clock';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { WebhookDeliveryProcessor } from '../../src/webhooks/webhook-delivery.processor';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { apiAs } from '../scheduling/support/http';
import type { HeldClock } from '../setup/clock';
import type { TestApp } from '../setup/test-app';
import type { Receiver } from './support/receiver';
import { subscribe, webhookTestbed } from './support/webhooks';

/** Workers share the queue: each delivery is sent by one of them, and a dead worker's delivery is taken up again. */
describe('Webhook delivery workers', () => {
  // A long timeout: a request held by the spec is answered when the spec says, not cut off meanwhile.
  const bed = webhookTestbed({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_MS: '30000' });
  let t: TestApp;
  let receiver: Receiver;
  let clock: HeldClock;
  beforeEach(() => ({ t, receiver, clock } = bed));

  it('passes running at once send each delivery exactly once', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    await Promise.all([1, 2, 3].map((i) => subscribe(t, host, `${receiver.url}/h${i}`, ['BOOKING_CREATED'])));
    const pub = t.app.get(PublicBookingsService);
    for (const time of ['09:00', '10:00', '11:00', '12:00']) await pub.create({}, bookingRequest(eventType.id, monday.at(time)));
    const processor = t.app.get(WebhookDeliveryProcessor);
    const results = await Promise.all([processor.runPass(), processor.runPass(), processor.runPass()]);
    expect(results.reduce((n, r) => n + r.succeeded, 0)).toBe(12);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('a delivery held by a worker that died is sent again once its lease runs out, with the same webhook-id', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    // A worker claimed it, then its process died before recording anything.
    await t.dataSource.query(`UPDATE webhook_deliveries SET locked_until = $1, attempts = 1`, [new Date(clock['wall'] + 60_000)]);
    const processor = t.app.get(WebhookDeliveryProcessor);
    expect(await processor.runPass()).toEqual({ succeeded: 0, failed: 0 });
    clock.advance(60_001);
    expect(await processor.runPass()).toEqual({ succeeded: 1, failed: 0 });
    const [d] = (await apiAs(t, hook.token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(200)).body.data.items;
    expect(d).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(receiver.received[0].headers['webhook-id']).toBe(d.messageId);
  });

  it("one delivery in flight per webhook: a webhook's next event waits for its first, another webhook's goes meanwhile", async () => {
    const { host, eventType, monday } = await bookableHost(t);
    await subscribe(t, host, `${receiver.url}/slow`, ['BOOKING_CREATED']);
    const pub = t.app.get(PublicBookingsService);
    for (const time of ['09:00', '10:00']) await pub.create({}, bookingRequest(eventType.id, monday.at(time)));
    const processor = t.app.get(WebhookDeliveryProcessor);
    receiver.answer('hang');
    await processor.tick(); // claims into free slots and starts sending; does not wait
    await receiver.requests(1);
    await processor.tick(); // the timer fires again while the receiver holds the first delivery
    const attempts = async () => (await t.dataSource.query<{ attempts: number }[]>(`SELECT attempts FROM webhook_deliveries ORDER BY id`)).map((d) => d.attempts);
    expect(await attempts()).toEqual([1, 0]);
    // Another webhook's event is not held up by it.
    await subscribe(t, host, `${receiver.url}/other`, ['BOOKING_CREATED']);
    await pub.create({}, bookingRequest(eventType.id, monday.at('11:00')));
    await processor.tick();
    await receiver.requests(2);
    expect(receiver.received.map((r) => r.path)).toEqual(['/slow', '/other']);
    receiver.release();
    expect(await processor.runPass()).toEqual({ succeeded: 2, failed: 0 }); // what is left: the slow webhook's second, and the 11:00 event for it
    expect(receiver.received.map((r) => r.path)).toEqual(['/slow', '/other', '/slow', '/slow']);
  });

  it('a long pass reads the clock for each delivery: its signature time and its retry time are of its own moment', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    const pub = t.app.get(PublicBookingsService);
    for (const time of ['09:00', '10:00']) await pub.create({}, bookingRequest(eventType.id, monday.at(time)));
    const start = t.app.get(Clock).now();
    receiver.answer('hang', 500); // the first is held, the second refused
    const pass = t.app.get(WebhookDeliveryProcessor).runPass();
    await receiver.requests(1);
    clock.advance(10 * 60_000); // the first receiver held the pass ten minutes
    receiver.release();
    expect(await pass).toEqual({ succeeded: 1, failed: 1 });
    const stamps = receiver.received.map((r) => Number(r.headers['webhook-timestamp']));
    expect(stamps).toEqual([Math.floor(start / 1000), Math.floor((start + 10 * 60_000) / 1000)]);
    const rows = await t.dataSource.query<{ status: string; next_attempt_at: Date | null; locked_until: Date | null }[]>(
      `SELECT status, next_attempt_at, locked_until FROM webhook_deliveries ORDER BY id`,
    );
    // The refused one is retried 30 s after it failed, not 30 s after the pass began; no lease is left.
    expect(rows).toEqual([
      { status: 'succeeded', next_attempt_at: null, locked_until: null },
      { status: 'pending', next_attempt_at: new Date(start + 10 * 60_000 + 30_000), locked_until: null },
    ]);
  });

  it('deleting a webhook drops what it had queued', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await apiAs(t, hook.token).delete(`/v2/webhooks/${hook.id}`).expect(204);
    expect(await t.app.get(WebhookDeliveryProcessor).runPass()).toEqual({ succeeded: 0, failed: 0 });
    expect(receiver.received).toEqual([]);
    expect(await t.dataSource.query('SELECT id FROM webhook_deliveries')).toEqual([]);
  });
});
