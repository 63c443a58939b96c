import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOOL_SCOPES } from '../factories/mcp-tools';
import { ALL_SCOPES, SCOPE_CATALOGUE } from '../../src/scopes/scope-catalogue';
import { createApprovedClient, createUser, signIn } from '../factories';
import { consent } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';

const ROOT = join(__dirname, '..', '..');
const GUIDE = readFileSync(join(ROOT, 'docs', 'app-developers.md'), 'utf8');
const EXAMPLE = join(ROOT, 'docs', 'examples', 'openid-client-app.mjs');

/** The guide's example is a file this spec runs; the guide must show it as it is. */
function exampleInGuide(): string {
  const marker = '<!-- example: docs/examples/openid-client-app.mjs -->\n```js\n';
  const start = GUIDE.indexOf(marker);
  if (start < 0) throw new Error('The guide no longer embeds the example');
  return GUIDE.slice(start + marker.length, GUIDE.indexOf('```\n', start + marker.length));
}

/** The example as a reader runs it: `node docs/examples/openid-client-app.mjs`, its settings in the environment. */
function runExample(env: Record<string, string>) {
  const proc = spawn(process.execPath, [EXAMPLE], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  // 'close': the process has exited and its output is all read.
  const exited = new Promise<number | null>((resolve) => proc.on('close', resolve));
  proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  /** The authorization address it prints, once printed (or its output, if it stops before). */
  const address = new Promise<URL>((resolve, reject) => {
    proc.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const printed = /^Open this address in a browser, sign in and allow:\n(\S+)\n/m.exec(stdout);
      if (printed) resolve(new URL(printed[1]));
    });
    void exited.then((code) => reject(new Error(`The example stopped (${code}) before printing an address:\n${stdout}\n${stderr}`)));
  });
  address.catch(() => undefined); // a run that is not about the address need not wait for it
  return { address, exited, stdout: () => stdout, stderr: () => stderr };
}

describe('docs/app-developers.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the example exactly as the file this spec runs', () => {
    expect(exampleInGuide()).toBe(readFileSync(EXAMPLE, 'utf8'));
  });

  it('lists every scope with its meaning from the catalogue', () => {
    for (const scope of ALL_SCOPES) expect(GUIDE).toContain(`| \`${scope}\` | ${SCOPE_CATALOGUE[scope].meaning} |`);
  });

  it('lists every MCP tool with the scopes it declares', () => {
    for (const [tool, scopes] of Object.entries(TOOL_SCOPES)) {
      const needs = scopes.length ? scopes.map((s) => `\`${s}\``).join(' + ') : 'any valid token';
      expect(GUIDE).toContain(`| \`${tool}\` | ${needs} |`);
    }
  });

  describe('its example program, run as `node docs/examples/openid-client-app.mjs` against a live server', () => {
    const REGISTERED = 'http://127.0.0.1/callback'; // what the example's first lines tell a reader to register

    async function start() {
      const { client, secret } = await createApprovedClient(t, { name: 'Guide App', redirectUris: [REGISTERED], scopes: ['PROFILE_READ', 'BOOKING_READ'] });
      return runExample({ ISSUER: t.url, CLIENT_ID: client.clientId, CLIENT_SECRET: secret! });
    }

    it('prints the authorization address, takes the browser back on a loopback port, reads the profile and refreshes', async () => {
      const person = await createUser(t, { name: 'Rosa Reader' });
      const example = await start();
      const url = await example.address;
      expect(url.origin + url.pathname).toBe(`${t.url}/auth/oauth2/authorize`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('scope')).toBe('PROFILE_READ');
      expect(url.searchParams.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);

      // The person's part, as their browser would do it: sign in, allow, and land on the callback.
      const callback = await consent(await signIn(t, person), Object.fromEntries(url.searchParams));
      // A callback that does not answer this authorization (another state) is refused, and the program waits on.
      const forged = new URL(callback);
      forged.searchParams.set('state', 'not-the-state');
      const refused = await fetch(forged);
      expect(refused.status).toBe(400);
      await expect(refused.text()).resolves.toMatch(/^Not connected: /);
      const landed = await fetch(callback);
      await expect(landed.text()).resolves.toBe('Connected. You can close this tab.');

      await expect(example.exited).resolves.toBe(0);
      expect(example.stdout()).toContain('Authorized for PROFILE_READ; the access token expires in 1800 s.\n');
      expect(example.stdout()).toContain(`Signed in as Rosa Reader <${person.email}> (user ${person.id}).\n`);
      expect(example.stdout()).toContain(`Refreshed: a new pair of tokens, and the profile reads ${person.email} again.\n`);
      expect(example.stderr()).toMatch(/^Refused a callback that does not answer this authorization: /);
    });

    it('stops with the reason when the person denies', async () => {
      const person = await createUser(t);
      const example = await start();
      const callback = await consent(await signIn(t, person), Object.fromEntries((await example.address).searchParams), 'deny');
      expect((await fetch(callback)).status).toBe(400);
      await expect(example.exited).resolves.toBe(1);
      expect(example.stderr()).toMatch(/^Stopped: the authorization came back with access_denied: /m);
      expect(example.stdout()).not.toContain('Signed in as');
    });

    it('says what to set when it has no client', async () => {
      const example = runExample({ ISSUER: t.url });
      await expect(example.exited).resolves.toBe(1);
      expect(example.stderr()).toBe("Stopped: Set CLIENT_ID and CLIENT_SECRET to your client's (developer settings).\n");
    });
  });
});
