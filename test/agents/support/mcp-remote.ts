import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { Inbox } from './inbox';

const ROOT = join(__dirname, '..', '..', '..');
const PROXY = join(ROOT, 'node_modules', 'mcp-remote', 'dist', 'proxy.js');
const BROWSER = join(__dirname, 'browser-for-specs.js');

/** Where browser-for-specs.js delivers the addresses programs ask it to open, in order. */
export class BrowserInbox {
  readonly opened = new Inbox<URL>();
  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<BrowserInbox> {
    let inbox: BrowserInbox | undefined;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        inbox!.opened.put(new URL(body));
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    inbox = new BrowserInbox(server, `http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    return inbox;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * One run of mcp-remote, the stdio proxy desktop assistants start for a remote MCP server,
 * driven over stdio by the official TypeScript SDK's client as an assistant drives it. Its
 * settings and tokens live in `configDir`, so a later run with the same directory is the same
 * installation restarted; its browser is browser-for-specs.js, through $BROWSER.
 */
export class McpRemote {
  readonly client = new Client({ name: 'spec-assistant', version: '1.0.0' });
  /** Resolves once the proxy has signed in and answered `initialize`; rejects if it gave up. */
  readonly connected: Promise<void>;
  readonly exited: Promise<void>;
  private readonly transport: StdioClientTransport;
  private log = '';
  private readonly logWatchers = new Set<() => void>();

  constructor(
    serverUrl: string,
    private readonly options: { configDir: string; callbackPort: number; browser: BrowserInbox },
  ) {
    this.transport = new StdioClientTransport({
      command: process.execPath,
      args: [PROXY, serverUrl, String(options.callbackPort)],
      env: { PATH: `${dirname(process.execPath)}:${process.env.PATH}`, HOME: options.configDir, MCP_REMOTE_CONFIG_DIR: options.configDir, BROWSER, SPEC_BROWSER_INBOX: options.browser.url },
      stderr: 'pipe',
    });
    this.transport.stderr!.on('data', (d: Buffer) => {
      this.log += d.toString();
      for (const watcher of this.logWatchers) watcher();
    });
    this.exited = new Promise((resolve) => (this.client.onclose = resolve));
    this.connected = this.client.connect(this.transport, { timeout: 60_000 });
    this.connected.catch(() => undefined); // observed by the spec when it awaits it
  }

  /** Connected without opening the browser (a restart on stored tokens); else fails with the page it opened. */
  async connectedWithoutBrowser(): Promise<void> {
    await this.first(this.connected, (url) => {
      throw new Error(`mcp-remote sent the person to ${url.pathname}?scope=${url.searchParams.get('scope')} instead of using its stored tokens; its log ends: ${this.log.slice(-1500)}`);
    });
  }

  /** What the proxy wrote on stderr: its log. */
  get stderr(): string {
    return this.log;
  }

  /** The next address the proxy opened in the browser; fails at once if the proxy exits first. */
  authorizationUrl(): Promise<URL> {
    const gone = this.exited.then((): never => {
      throw new Error(`mcp-remote exited without opening a browser; its log ends: ${this.log.slice(-1500)}`);
    });
    return this.first(gone, (url) => url);
  }

  /** Whichever comes first: `other`, or an address opened in the browser (then `opened` of it); the loser's wait is withdrawn. */
  private async first<A, B>(other: Promise<A>, opened: (url: URL) => B): Promise<A | B> {
    const done = new AbortController();
    const browsed = this.options.browser.opened.take('mcp-remote to open the browser', 60_000, done.signal).then(opened);
    browsed.catch(() => undefined); // withdrawn once `other` wins
    try {
      return await Promise.race([other, browsed]);
    } finally {
      done.abort();
    }
  }

  /**
   * The browser loads the address the server sent it to: the proxy's callback server. For a
   * sign-in the proxy starts in the middle of a session, it opens the browser first and its
   * callback server just after, so the browser waits for the proxy to say it listens (one
   * listening line per authorization page opened).
   */
  async deliver(landing: URL): Promise<Response> {
    const count = (pattern: RegExp) => this.log.match(pattern)?.length ?? 0;
    await this.until(() => count(/OAuth callback server running at/g) >= count(/Please authorize this client by visiting/g), 'the callback server to listen');
    return fetch(landing, { redirect: 'manual' });
  }

  private until(ready: () => boolean, what: string, ms = 15_000): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => (this.logWatchers.delete(check), reject(new Error(`Waited ${ms} ms for ${what}; mcp-remote's log ends: ${this.log.slice(-1500)}`))), ms);
      const check = () => {
        if (!ready()) return;
        clearTimeout(timer);
        this.logWatchers.delete(check);
        resolve();
      };
      this.logWatchers.add(check);
    });
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => undefined);
    await this.exited;
  }
}
