import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/processes';
import { programPath } from '../../setup/system-programs';

export const RADICALE = programPath('radicale');

/** A CalDAV account on the test server, with its password. */
export interface DavAccount {
  username: string;
  password: string;
}

/**
 * A real CalDAV server: Debian's Radicale, on a free loopback port, with a temporary storage folder
 * and htpasswd authentication. `request` speaks CalDAV to it directly, as another calendar app
 * would (to create calendars and events behind our back).
 */
export class RadicaleServer {
  private proc?: ChildProcess;
  private log = '';

  private constructor(
    readonly url: string,
    private readonly dir: string,
    private readonly port: number,
    readonly accounts: DavAccount[],
  ) {}

  static async start(accounts: DavAccount[]): Promise<RadicaleServer> {
    const dir = mkdtempSync(join(tmpdir(), 'radicale-'));
    const port = await freePort();
    writeFileSync(join(dir, 'users'), accounts.map((a) => `${a.username}:${a.password}`).join('\n') + '\n');
    const server = new RadicaleServer(`http://127.0.0.1:${port}`, dir, port, accounts);
    await server.resume();
    return server;
  }

  /** Starts (again) on the same port and storage: a server that was down comes back. */
  async resume(): Promise<void> {
    const config = join(this.dir, 'config');
    writeFileSync(
      config,
      [
        '[server]',
        `hosts = 127.0.0.1:${this.port}`,
        '[auth]',
        'type = htpasswd',
        `htpasswd_filename = ${join(this.dir, 'users')}`,
        'htpasswd_encryption = plain',
        'delay = 0',
        '[storage]',
        `filesystem_folder = ${join(this.dir, 'collections')}`,
        '[rights]',
        'type = owner_only',
        '[logging]',
        'level = warning',
        '',
      ].join('\n'),
    );
    this.proc = spawn(RADICALE, ['--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc.stdout!.on('data', (d: Buffer) => (this.log += d.toString()));
    this.proc.stderr!.on('data', (d: Buffer) => (this.log += d.toString()));
    await this.waitUntilServing();
  }

  /** Stops the process; the storage stays for `resume`. */
  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    await exited;
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** One CalDAV request as `account`. */
  request(account: DavAccount, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(new URL(path, this.url), {
      method,
      body,
      headers: { authorization: `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`, ...headers },
    });
  }

  /** Creates a calendar collection `/<user>/<slug>/` named `name`. */
  async makeCalendar(account: DavAccount, slug: string, name: string): Promise<string> {
    const path = `/${account.username}/${slug}/`;
    const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>
<D:displayname>${name}</D:displayname>
<C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
</D:prop></D:set></C:mkcalendar>`;
    const res = await this.request(account, 'MKCALENDAR', path, body, { 'content-type': 'application/xml' });
    if (res.status !== 201) throw new Error(`MKCALENDAR ${path}: ${res.status} ${await res.text()}`);
    return new URL(path, this.url).toString();
  }

  /** Puts an event into a calendar, as another calendar app would. */
  async putEvent(account: DavAccount, calendarPath: string, uid: string, ics: string): Promise<void> {
    const res = await this.request(account, 'PUT', `${new URL(calendarPath, this.url).pathname}${uid}.ics`, ics, { 'content-type': 'text/calendar' });
    if (res.status !== 201 && res.status !== 204) throw new Error(`PUT event: ${res.status} ${await res.text()}`);
  }

  /** The iCalendar objects in a calendar, by their paths. */
  async events(account: DavAccount, calendarPath: string): Promise<Map<string, string>> {
    const path = new URL(calendarPath, this.url).pathname;
    const res = await this.request(account, 'PROPFIND', path, undefined, { depth: '1' });
    const hrefs = [...(await res.text()).matchAll(/<(?:\w+:)?href>([^<]+\.ics)<\/(?:\w+:)?href>/gi)].map((m) => m[1]);
    const found = new Map<string, string>();
    for (const href of hrefs) found.set(href, await (await this.request(account, 'GET', href)).text());
    return found;
  }

  private async waitUntilServing(): Promise<void> {
    const exited = new Promise<never>((_, reject) =>
      this.proc!.once('exit', (code) => reject(new Error(`Radicale exited (${code}):\n${this.log}`))),
    );
    // Radicale answers unauthenticated requests with 401 once it listens.
    const probe = async () => {
      for (;;) {
        try {
          await fetch(`${this.url}/.web/`);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    await Promise.race([probe(), exited]);
  }
}
