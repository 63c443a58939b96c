import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { AppInstance } from '../reliability/support/app-instance';
import type { TestApp } from '../setup/test-app';
import { type Receiver, verifyDelivery } from './support/receiver';
import { subscribe, webhookTestbed } from './support/webhooks';

interface DeliveryRow {
  id: number;
  messageId: string;
  status: string;
  attempts: number;
  webhookId: number;
}

/**
 * Servers started as their own processes on this file's PostgreSQL database, beside the spec's own
 * app (which sets things up and never delivers). Skipped on the embedded database: it belongs to one
 * process, so two cannot share it.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('Webhook deliveries across server processes', () => {
  const bed = webhookTestbed({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  let t: TestApp;
  let receiver: Receiver;
  const instances: AppInstance[] = [];
  beforeEach(() => ({ t, receiver } = bed));
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((i) => i.stop()));
  });

  /** A server process; `jobs`: whether it runs the background work (the delivery worker among it). */
  async function server(name: string, jobs: boolean, timeoutMs = 30_000): Promise<AppInstance> {
    if (t.config.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const dbUrl = t.config.database.url;
    // A receiver held open by a gate must not time out while the other instance starts.
    const env = { DATABASE_URL: dbUrl, JOBS_ENABLED: String(jobs), OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_MS: String(timeoutMs) };
    const instance = await AppInstance.start(name, env);
    instances.push(instance);
    await instance.whenListening();
    return instance;
  }

  const rows = () =>
    t.dataSource.query<DeliveryRow[]>(`SELECT id, message_id AS "messageId", status, attempts, webhook_id AS "webhookId" FROM webhook_deliveries ORDER BY id`);

  /** Waits until no delivery is pending (the workers write each outcome just after the receiver answers). */
  async function settled(): Promise<DeliveryRow[]> {
    for (;;) {
      const all = await rows();
      if (all.every((d) => d.status !== 'pending')) return all;
      await new Promise((r) => setTimeout(r, 100)); // pacing between checks
    }
  }

  it('an event queued by a process killed before delivering it is delivered by the next one, with the same webhook-id', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);

    // Its worker is off (JOBS_ENABLED=false), so nothing is sent before it dies.
    const first = await server('first', false);
    const booked = await fetch(`${first.url}/v2/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingRequest(eventType.id, monday.at('10:00'))),
    });
    expect(booked.status).toBe(201);
    const { uid } = ((await booked.json()) as { data: { uid: string } }).data;
    const [queued] = await rows();
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, webhookId: hook.id });
    first.run.proc.kill('SIGKILL');
    expect(await first.run.exited).toBeNull(); // killed by the signal, not exited by itself
    expect(receiver.received).toEqual([]);

    await server('second', true);
    await receiver.requests(1);
    const [got] = receiver.received;
    expect(got.headers['webhook-id']).toBe(queued.messageId);
    const event = verifyDelivery(hook.secret, got, Date.now());
    expect(event).toMatchObject({ type: 'BOOKING_CREATED', data: { uid } });
    expect(await settled()).toEqual([{ ...queued, status: 'succeeded', attempts: 1 }]);
    expect(receiver.received).toHaveLength(1);
  });

  it('20 bookings with two instances running: every delivery sent once, never by both at once, one at a time per webhook, and both take part', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const first = await subscribe(t, host, `${receiver.url}/h1`, ['BOOKING_CREATED']);
    const hooks = [first];
    for (let i = 2; i <= 10; i++) hooks.push(await subscribe(t, host, `${receiver.url}/h${i}`, ['BOOKING_CREATED'], first.clientId));

    // Requests wait unanswered until five are open at once. One instance gives one app at most half
    // its 8 slots (4), one per webhook: it cannot open the gate alone, so both instances send.
    receiver.gate(5);
    await Promise.all([server('a', true), server('b', true)]);
    const pub = t.app.get(PublicBookingsService);
    for (let day = 0; day < 4; day++) {
      for (const time of ['09:00', '10:00', '11:00', '13:00', '15:00']) await pub.create({}, bookingRequest(eventType.id, monday.at(time, day)));
    }
    await receiver.requests(200);
    const all = await settled();

    expect(all).toHaveLength(200);
    expect(all.every((d) => d.status === 'succeeded' && d.attempts === 1)).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(200);
    expect(receiver.received).toHaveLength(200);
    expect(receiver.mostOpenPerId).toBe(1); // no delivery sent by both at once
    expect(receiver.mostOpenPerPath).toBe(1); // one in flight per webhook, whichever instance sends
    expect(receiver.mostOpen).toBeGreaterThanOrEqual(5); // the gate opened: both instances were sending
    const secretOf = new Map(hooks.map((h, i) => [`/h${i + 1}`, h.secret]));
    for (const r of receiver.received) verifyDelivery(secretOf.get(r.path)!, r, Date.now());
  });

  it('a process killed while sending: another instance sends it again once the lease ends (well within 60 s), with the same webhook-id', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const hook = await subscribe(t, host, `${receiver.url}/hooks`, ['BOOKING_CREATED']);
    receiver.answer('hang'); // the first attempt is held open: its sender dies mid-request
    const first = await server('first', true, 5_000); // a lease of 5 s + 25 s
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await receiver.requests(1);
    first.run.proc.kill('SIGKILL');
    expect(await first.run.exited).toBeNull();
    const [held] = await rows();
    expect(held).toMatchObject({ status: 'pending', attempts: 1 }); // claimed, nothing recorded

    await server('second', true, 5_000);
    await receiver.requests(2);
    const [a, b] = receiver.received;
    expect(b.headers['webhook-id']).toBe(a.headers['webhook-id']);
    verifyDelivery(hook.secret, b, Date.now());
    expect(await settled()).toEqual([{ ...held, status: 'succeeded', attempts: 2 }]);
  }, 120_000);
});
