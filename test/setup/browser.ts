import { existsSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import type { Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser specs need Debian's Chromium (`apt-get install chromium`). Without it they are skipped
 * with this reason printed, except in CI (`REQUIRE_BROWSER=1`), where its absence is a failure.
 */
export const describeWithBrowser: jest.Describe = (() => {
  if (existsSync(CHROMIUM) || process.env.REQUIRE_BROWSER === '1') return describe;
  console.warn(`Browser specs skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
  return describe.skip;
})();

export async function launchBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    // The machine's network is closed: background traffic only produces noise and delays.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A stand-in for a third-party app: records what arrives at its callback (not the favicon requests). */
export async function startCallbackServer(): Promise<{ url: string; received: URL[]; close(): Promise<void> }> {
  const received: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/callback') received.push(url);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<p id="app">Back in the app</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
