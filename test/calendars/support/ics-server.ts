import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { join } from 'node:path';

export const FIXTURES = join(__dirname, '..', 'fixtures');

/**
 * A local HTTP server for ICS feeds: `/<name>.ics` serves `fixtures/<name>.ics`; `routes` adds
 * answers of a test's own (redirects, errors, HTML). It counts requests per path, so a spec can
 * tell a cached answer from a fetched one.
 */
export async function startIcsServer(routes: Record<string, (res: import('node:http').ServerResponse) => void> = {}) {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (routes[path]) return routes[path](res);
    const match = /^\/([\w-]+)\.ics$/.exec(path);
    try {
      if (!match) throw new Error('not a feed');
      const body = readFileSync(join(FIXTURES, `${match[1]}.ics`));
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
