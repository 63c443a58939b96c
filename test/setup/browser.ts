import { mkdirSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_PASSWORD } from '../factories';
import { describeWith, programPath } from './system-programs';

export const CHROMIUM = programPath('chromium');

/** Browser specs need Debian's Chromium (`apt-get install chromium`): see system-programs.ts. */
export const describeWithBrowser: jest.Describe = describeWith('chromium');

/** The two widths every page is looked at: a desktop window and a phone. */
export const WIDTHS = [['desktop', 1280, 900], ['phone', 390, 844]] as const;

/** How far a page's content runs past the window's width: 0 when it fits. */
export const overflow = (page: Page): Promise<number> => page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');

export async function launchBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM,
    // The machine's network is closed: background traffic only produces noise and delays.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * Where the browser specs save pictures of the pages they visit, at both widths, for a person to
 * look at: SCREENSHOT_DIR, or test/browser/screenshots when SCREENSHOTS=1 (CI sets it and keeps
 * them). Unset, none is taken: a picture asserts nothing, and taking them all costs about an eighth
 * of the browser specs' time.
 */
const SHOTS = process.env.SCREENSHOT_DIR ?? (process.env.SCREENSHOTS === '1' ? join(__dirname, '..', 'browser', 'screenshots') : undefined);

export async function screenshot(target: Page | Locator, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, file);
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
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

/**
 * A page of its own at the given size, signed in as `email`: it opens `path`, is sent to the login
 * form, signs in there and comes back. `problems` collects console errors (a CSP violation shows
 * there) and uncaught page errors; failed loads (a favicon, an expected 4xx page) are left out.
 */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  path: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ page: Page; problems: string[] }> {
  const page = await (await browser.newContext({ viewport })).newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/auth\/login/);
  await page.fill('#email', email);
  await page.fill('#password', DEFAULT_PASSWORD);
  await Promise.all([page.waitForURL(`${baseUrl}${path}`), page.click('button[type=submit]')]);
  return { page, problems };
}
