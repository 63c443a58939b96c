import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { TokenInfo } from './provider-auth-server';

export interface ApiRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | undefined;
  token: string | null;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

/** One API call as the fixture saw it: for assertions about which token was used. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | null;
}

/**
 * A local HTTP server for a provider's calendar API: JSON in, JSON out, the bearer token looked up
 * at the authorization server, every request recorded. `down` answers 503 to everything (a
 * provider outage).
 */
export abstract class ApiServer {
  readonly seen: SeenRequest[] = [];
  down = false;
  url = '';
  private server?: Server;

  constructor(protected readonly tokenInfo: (token: string) => Promise<TokenInfo | null>) {}

  async listen(): Promise<this> {
    this.server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  protected abstract handle(req: ApiRequest): Promise<ApiAnswer>;

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    this.seen.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, token });
    let answer: ApiAnswer;
    try {
      answer = this.down
        ? { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.' } } }
        : await this.handle({ method: req.method ?? 'GET', url, headers: req.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, token });
    } catch (error) {
      answer = { status: 500, body: { error: { code: 500, message: (error as Error).message } } };
    }
    if (answer.body === undefined) res.writeHead(answer.status).end();
    else res.writeHead(answer.status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(answer.body));
  }
}

/** Sorted, overlapping intervals joined (what a free/busy answer lists). */
export function mergeIntervals(intervals: { start: Date; end: Date }[]): { start: Date; end: Date }[] {
  const out: { start: Date; end: Date }[] = [];
  for (const i of [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = new Date(Math.max(last.end.getTime(), i.end.getTime()));
    else out.push({ ...i });
  }
  return out;
}
