import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { apiAs } from '../scheduling/support/http';
import type { HeldClock } from '../setup/clock';
import { createTestApp, type TestApp } from '../setup/test-app';
import { Receiver } from './support/receiver';
import { deliver, subscribe, webhookTestbed } from './support/webhooks';

/** Without OUTBOUND_ALLOW_PRIVATE_HOSTS, deliveries never reach private addresses, nor follow redirects. */
describe('Webhook deliveries and private addresses', () => {
  const bed = webhookTestbed({ WEBHOOK_TIMEOUT_MS: '300' });
  let t: TestApp;
  let receiver: Receiver;
  let clock: HeldClock;
  beforeEach(() => ({ t, receiver, clock } = bed));

  it('a name that resolves to a loopback address is refused at delivery: nothing is sent, the delivery is retried', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const port = new URL(receiver.url).port;
    const hook = await subscribe(t, host, `http://localhost:${port}/hooks`, ['BOOKING_CREATED']);
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 1 });
    expect(receiver.received).toEqual([]);
    const [d] = (await apiAs(t, hook.token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(200)).body.data.items;
    expect(d).toMatchObject({ status: 'pending', responseCode: null, lastError: 'localhost is a private, loopback or link-local address, which webhooks may not reach unless the server is started with OUTBOUND_ALLOW_PRIVATE_HOSTS=true (for a server on the same machine or network).' });
  });

  it('an address written as a private IP is refused when the webhook is created or changed', async () => {
    const { host } = await bookableHost(t);
    const hook = await subscribe(t, host, 'https://hooks.example.com/a', ['BOOKING_CREATED']);
    for (const url of [receiver.url, 'http://[::ffff:127.0.0.1]/', 'http://100.64.0.1/', 'http://[fe80::1]/']) {
      await apiAs(t, hook.token).post('/v2/webhooks', { subscriberUrl: url, triggers: ['BOOKING_CREATED'] }).expect(422);
      await apiAs(t, hook.token).patch(`/v2/webhooks/${hook.id}`, { subscriberUrl: url }).expect(422);
    }
  });
});

describe('Webhook deliveries do not follow redirects', () => {
  let t: TestApp;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('a 302 is a failure with its code; the target is never asked', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    receiver.answer({ redirect: `${receiver.url}/elsewhere` });
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    expect(await deliver(t)).toEqual({ succeeded: 0, failed: 1 });
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks']);
    const [d] = (await apiAs(t, hook.token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(200)).body.data.items;
    expect(d).toMatchObject({ status: 'pending', responseCode: 302, lastError: 'Redirected (302); redirects are not followed.' });
  });
});
