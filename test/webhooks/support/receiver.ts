import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** What the receiver does with the next request: answer a status, redirect, or never answer. */
export type Behaviour = number | { redirect: string } | 'hang';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on 127.0.0.1 standing for an app's webhook receiver. Each request takes the
 * next behaviour queued (200 once the queue is empty, or `always` if set) and is recorded as it came.
 */
export class Receiver {
  readonly received: Received[] = [];
  private readonly queue: Behaviour[] = [];
  always: Behaviour = 200;
  private hanging: ServerResponse[] = [];
  /** The most requests open at once: received and neither answered nor abandoned by the sender. */
  mostOpen = 0;
  /** The most requests open at once to one path (one webhook), and with one `webhook-id`. */
  mostOpenPerPath = 0;
  mostOpenPerId = 0;
  private readonly openPer = new Map<string, number>();
  private open = 0;
  private gateAt = 0;
  private waiters: { n: number; resolve(): void }[] = [];
  private server!: Server;
  url = '';

  static async start(): Promise<Receiver> {
    const r = new Receiver();
    r.server = createServer((req, res) => {
      r.mostOpen = Math.max(r.mostOpen, ++r.open);
      const keys = [`path:${req.url}`, `id:${String(req.headers['webhook-id'])}`];
      for (const k of keys) r.openPer.set(k, (r.openPer.get(k) ?? 0) + 1);
      r.mostOpenPerPath = Math.max(r.mostOpenPerPath, r.openPer.get(keys[0])!);
      r.mostOpenPerId = Math.max(r.mostOpenPerId, r.openPer.get(keys[1])!);
      res.on('close', () => {
        for (const k of keys) r.openPer.set(k, r.openPer.get(k)! - 1);
        r.open--;
        r.hanging = r.hanging.filter((h) => h !== res);
      });
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        r.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        r.waiters = r.waiters.filter((w) => (r.received.length >= w.n ? (w.resolve(), false) : true));
        if (r.gateAt) {
          r.hanging.push(res);
          if (r.hanging.length >= r.gateAt) {
            r.gateAt = 0;
            r.release();
          }
          return;
        }
        const next = r.queue.shift() ?? r.always;
        if (next === 'hang') r.hanging.push(res);
        else if (typeof next === 'number') res.writeHead(next).end();
        else res.writeHead(302, { location: next.redirect }).end();
      });
    });
    await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
    r.url = `http://127.0.0.1:${(r.server.address() as AddressInfo).port}`;
    return r;
  }

  /** Requests received and still open: neither answered nor abandoned by the sender. */
  get openNow(): number {
    return this.open;
  }

  answer(...behaviours: Behaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  /**
   * Holds every request unanswered until `n` are open at once, then answers them 200 and goes back
   * to its behaviours. A sender that works one request at a time cannot open the gate alone.
   */
  gate(n: number): this {
    this.gateAt = n;
    return this;
  }

  /** Answers `status` to every request held open (a hang, or a gate). */
  release(status = 200): void {
    for (const res of this.hanging.splice(0)) res.writeHead(status).end();
  }

  /** Resolves once `n` requests have come in all told. */
  requests(n: number): Promise<void> {
    if (this.received.length >= n) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  reset(): void {
    this.received.length = 0;
    this.queue.length = 0;
    this.always = 200;
    this.gateAt = 0;
    this.mostOpen = 0;
    this.mostOpenPerPath = 0;
    this.mostOpenPerId = 0;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Verifies a delivery as a receiver does, with the Standard Webhooks library, at the instant `at`
 * (the app's held clock: the library refuses timestamps more than 5 minutes from its own now).
 * Answers the parsed body; throws if the signature does not verify.
 */
export function verifyDelivery(secret: string, r: Received, at: number): { type: string; timestamp: string; data: Record<string, unknown> } {
  const spy = jest.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as never;
  } finally {
    spy.mockRestore();
  }
}
