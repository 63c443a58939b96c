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
  private readonly hanging: ServerResponse[] = [];
  private server!: Server;
  url = '';

  static async start(): Promise<Receiver> {
    const r = new Receiver();
    r.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        r.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
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

  answer(...behaviours: Behaviour[]): this {
    this.queue.push(...behaviours);
    return this;
  }

  reset(): void {
    this.received.length = 0;
    this.queue.length = 0;
    this.always = 200;
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
