import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { bookableHost, bookingRequest } from '../factories/scheduling';
import { apiAs } from '../scheduling/support/http';
import type { TestApp } from '../setup/test-app';
import { Receiver } from '../webhooks/support/receiver';
import { deliver, subscribe, webhookTestbed } from '../webhooks/support/webhooks';

const ROOT = join(__dirname, '..', '..');
const EXAMPLE = join(ROOT, 'docs', 'examples', 'webhook-receiver.mjs');

/** The receiver as a reader runs it: `node docs/examples/webhook-receiver.mjs`, its settings in the environment. */
function runReceiver(env: Record<string, string>) {
  const proc = spawn(process.execPath, [EXAMPLE], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => proc.on('close', resolve));
  const listening = new Promise<string>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const printed = /^Listening on (\S+)$/m.exec(stdout);
      if (printed) resolve(printed[1]);
    });
    void exited.then((code) => reject(new Error(`The receiver stopped (${code}):\n${stdout}`)));
  });
  listening.catch(() => undefined);
  const lines = () => stdout.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  /** Resolves once it has printed `n` events (it prints each after answering, so after the server recorded it). */
  const printed = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (lines().length >= n ? resolve() : proc.stdout.once('data', () => setImmediate(check)));
      check();
    });
  return { proc, listening, exited, lines, printed };
}

describe('docs/examples/webhook-receiver.mjs, run against a live server', () => {
  const bed = webhookTestbed({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  let t: TestApp;
  const running: ReturnType<typeof runReceiver>[] = [];
  beforeEach(() => ({ t } = bed));
  afterEach(async () => {
    for (const r of running.splice(0)) {
      r.proc.kill();
      await r.exited;
    }
  });

  it('is shown in the guide exactly as the file this spec runs', () => {
    const guide = readFileSync(join(ROOT, 'docs', 'app-developers.md'), 'utf8');
    const marker = '<!-- example: docs/examples/webhook-receiver.mjs -->\n```js\n';
    const start = guide.indexOf(marker);
    expect(start).toBeGreaterThan(0);
    expect(guide.slice(start + marker.length, guide.indexOf('```\n', start + marker.length))).toBe(readFileSync(EXAMPLE, 'utf8'));
    expect(readFileSync(EXAMPLE, 'utf8')).toContain("process.env.PORT ?? 4400"); // its own port, not the server's
  });

  it('verifies and handles a real delivery once, answers a redelivery without handling it again, and refuses a forged one', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const placeholder = await Receiver.start(); // the webhook needs an address before the receiver has one
    const hook = await subscribe(t, host, `${placeholder.url}/x`, ['BOOKING_CREATED']);
    await placeholder.close();
    const receiver = runReceiver({ WEBHOOK_SECRET: hook.secret, PORT: '0' });
    running.push(receiver);
    const url = await receiver.listening;
    await apiAs(t, hook.token).patch(`/v2/webhooks/${hook.id}`, { subscriberUrl: url }).expect(200);

    // The receiver checks webhook-timestamp against its own clock: the app's clock runs on real time for this.
    bed.clock.release();
    const booking = await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    await receiver.printed(1);
    const [line] = receiver.lines();
    expect(line).toMatchObject({ type: 'BOOKING_CREATED', uid: booking.uid, id: expect.stringMatching(/^msg_/) });

    const [d] = (await apiAs(t, hook.token).get(`/v2/webhooks/${hook.id}/deliveries`).expect(200)).body.data.items;
    await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/deliveries/${d.id}/redeliver`).expect(201);
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 }); // answered 2xx...
    // ...and handled once: a PING sent after it is the next event it prints.
    await apiAs(t, hook.token).post(`/v2/webhooks/${hook.id}/ping`).expect(201);
    expect(await deliver(t)).toEqual({ succeeded: 1, failed: 0 });
    await receiver.printed(2);
    expect(receiver.lines().map((l) => l.type)).toEqual(['BOOKING_CREATED', 'PING']);

    const forged = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-id': 'msg_x', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' }, body: '{}' });
    expect(forged.status).toBe(400);
    expect(receiver.lines()).toHaveLength(2);
  });

  it('says what to set when it has no secret', async () => {
    const receiver = runReceiver({});
    running.push(receiver);
    expect(await receiver.exited).toBe(2);
  });
});
