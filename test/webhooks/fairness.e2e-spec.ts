import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { WebhookDeliveryProcessor } from '../../src/webhooks/webhook-delivery.processor';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { apiAs } from '../scheduling/support/http';
import { createTestApp, type TestApp } from '../setup/test-app';
import { Receiver, verifyDelivery } from './support/receiver';
import { subscribe } from './support/webhooks';

/**
 * One app's receivers that never answer must not hold back another app's events. The instance's
 * sender runs as in production (in the background, on the real clock); receivers hold each request
 * for 30 s (the longest timeout), so an event that waited for any of them would arrive only after
 * one was abandoned: the spec asserts the order of what happened, not how fast the machine is.
 */
describe('Webhook delivery is fair across apps', () => {
  let t: TestApp;
  let hostile: Receiver;
  let ordinary: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_MS: '30000', WEBHOOK_CONCURRENCY: '8' });
    hostile = await Receiver.start();
    ordinary = await Receiver.start();
  });
  afterAll(async () => {
    t.app.get(WebhookDeliveryProcessor).stop();
    await hostile.close();
    await ordinary.close();
    await t.close();
  });

  it("an app with 10 webhooks at receivers that never answer, and 60 deliveries queued, does not delay another app's BOOKING_CREATED", async () => {
    hostile.always = 'hang';
    const pub = t.app.get(PublicBookingsService);
    const bad = await bookableHost(t);
    const first = await subscribe(t, bad.host, `${hostile.url}/h1`, ['BOOKING_CREATED']);
    const hooks = [first];
    for (let i = 2; i <= 10; i++) hooks.push(await subscribe(t, bad.host, `${hostile.url}/h${i}`, ['BOOKING_CREATED'], first.clientId));

    // 60 pings, 6 per webhook, at once: one per webhook is queued, the others are refused for 10 s.
    const pings = await Promise.all(hooks.flatMap((h) => Array.from({ length: 6 }, () => apiAs(t, first.token).post(`/v2/webhooks/${h.id}/ping`))));
    expect(pings.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = pings.filter((r) => r.status === 429);
    expect(refused).toHaveLength(50);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // And 50 booking events: 60 deliveries queued for the hanging receivers.
    for (const time of ['09:00', '10:00', '11:00', '13:00', '14:00']) await pub.create({}, bookingRequest(bad.eventType.id, bad.monday.at(time)));

    const good = await bookableHost(t);
    const hook = await subscribe(t, good.host, `${ordinary.url}/hooks`, ['BOOKING_CREATED']);

    const processor = t.app.get(WebhookDeliveryProcessor);
    processor.start();
    await hostile.requests(1); // the hanging receivers are being sent to
    const booked = await pub.create({}, bookingRequest(good.eventType.id, good.monday.at('10:00')));
    await ordinary.requests(1);

    // It arrived while every request to the hanging receivers was still held: it waited for none of them.
    expect(hostile.openNow).toBe(hostile.received.length);
    expect(verifyDelivery(hook.secret, ordinary.received[0], Date.now())).toMatchObject({ type: 'BOOKING_CREATED', data: { uid: booked.uid } });
    // The hanging app had several deliveries in flight, one per webhook, and at most half the slots.
    expect(hostile.mostOpen).toBeGreaterThanOrEqual(2);
    expect(hostile.mostOpen).toBeLessThanOrEqual(4);
    expect(new Set(hostile.received.map((r) => r.path)).size).toBe(hostile.received.length);
  }, 90_000);
});
