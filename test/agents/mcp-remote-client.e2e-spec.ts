import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../setup/processes';
import { createTestApp, TestApp } from '../setup/test-app';
import { BrowserInbox, McpRemote } from './support/mcp-remote';
import { backToAgent, meetPeople, visitAuthorization } from './support/person';

/** mcp-remote's stored tokens (the one server it knows here). */
function tokensFile(configDir: string): string {
  const dir = join(configDir, readdirSync(configDir).find((d) => d.startsWith('mcp-remote-'))!);
  return join(dir, readdirSync(dir).find((f) => f.endsWith('_tokens.json'))!);
}

/**
 * mcp-remote, the stdio proxy desktop assistants use for remote MCP servers, driven over stdio by
 * the official TypeScript SDK's client as an assistant drives it, against a server on its default
 * configuration: it registers itself, waits for an administrator, gets the person's consent in
 * "the browser" (the spec), uses the tools, steps up in the middle of a session when a tool needs
 * more, and after a restart carries on with the refresh token it stored.
 */
describe('mcp-remote, the proxy desktop assistants use', () => {
  let t: TestApp;
  let browserInbox: BrowserInbox;
  let configDir: string;
  const runs: McpRemote[] = [];

  beforeAll(async () => {
    [t, browserInbox] = await Promise.all([createTestApp(), BrowserInbox.start()]);
    configDir = mkdtempSync(join(tmpdir(), 'mcp-remote-'));
  });
  afterEach(() => Promise.all(runs.splice(0).map((run) => run.close())));
  afterAll(async () => {
    await Promise.all([t.close(), browserInbox.close()]);
    rmSync(configDir, { recursive: true, force: true });
  });

  it('registers, waits for review, is approved, steps up to list_teams mid-session, and refreshes after a restart', async () => {
    const { admin, person, browser } = await meetPeople(t);
    const callbackPort = await freePort(); // the same on every run: it is in the registered redirect URI
    const start = () => {
      const run = new McpRemote(`${t.url}/mcp`, { configDir, callbackPort, browser: browserInbox });
      runs.push(run);
      return run;
    };

    // First run: it registers and opens the browser; the client waits for review, so the server
    // sends the browser back to the proxy with an error, and the proxy stops saying why.
    let remote = start();
    const asked = await remote.authorizationUrl();
    const clientId = asked.searchParams.get('client_id')!;
    expect(await admin.pending()).toEqual([clientId]);
    const refused = backToAgent(await visitAuthorization(t, browser, asked));
    expect(Object.fromEntries(refused.searchParams)).toMatchObject({ error: 'unauthorized_client', state: asked.searchParams.get('state') });
    expect((await remote.deliver(refused)).status).toBe(400);
    await expect(remote.connected).rejects.toThrow();
    expect(remote.stderr).toMatch(/Authorization failed: unauthorized_client - .*administrator/i);

    // An administrator approves it; started again, it keeps its registration and is allowed.
    await admin.approve(clientId);
    remote = start();
    const again = await remote.authorizationUrl();
    expect(again.searchParams.get('client_id')).toBe(clientId);
    expect((await remote.deliver(backToAgent(await visitAuthorization(t, browser, again)))).status).toBe(200);
    await remote.connected;
    const { tools } = await remote.client.listTools();
    expect(tools.find((tool) => tool.name === 'list_teams')?._meta).toMatchObject({ scopes: ['TEAM_PROFILE_READ'] });
    expect((await remote.client.callTool({ name: 'get_profile', arguments: {} })).structuredContent).toMatchObject({ email: person.email });

    // list_teams needs TEAM_PROFILE_READ: the proxy opens the browser again in the middle of the
    // call, and once an administrator has let self-registered clients have it, the person allows it.
    const call = remote.client.callTool({ name: 'list_teams', arguments: {} }, undefined, { timeout: 60_000 });
    call.catch(() => undefined); // awaited below
    const stepUp = await Promise.race([remote.authorizationUrl(), call.then((r) => Promise.reject(new Error(`list_teams answered without a step-up: ${JSON.stringify(r)}`)))]);
    expect(stepUp.searchParams.get('client_id')).toBe(clientId);
    expect(stepUp.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['PROFILE_READ', 'TEAM_PROFILE_READ']));
    await admin.allowScopes('TEAM_PROFILE_READ');
    const widened = backToAgent(await visitAuthorization(t, browser, stepUp));
    expect(Object.fromEntries(widened.searchParams)).toEqual(expect.objectContaining({ code: expect.any(String) }));
    expect((await remote.deliver(widened)).status).toBe(200);
    expect((await call).structuredContent).toMatchObject({ items: [expect.objectContaining({ name: 'Support desk' })] });
    await remote.close();

    // Restarted once the access token has expired, it refreshes with its stored refresh token: no
    // browser, a new token pair, the wider grant kept.
    const file = tokensFile(configDir);
    const before = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...before, expires_at: Date.now() - 60_000 }));
    remote = start();
    await remote.connectedWithoutBrowser();
    expect((await remote.client.callTool({ name: 'list_teams', arguments: {} })).structuredContent).toMatchObject({ items: [expect.objectContaining({ name: 'Support desk' })] });
    const after = JSON.parse(readFileSync(file, 'utf8'));
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(await admin.pending()).toEqual([]);
  }, 120_000);
});
