import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWith } from '../setup/system-programs';
import { createTestApp, TestApp } from '../setup/test-app';
import { backToAgent, meetPeople, visitAuthorization } from './support/person';
import { PythonAgent, pythonWithMcpSdk, type AgentOptions } from './support/python-agent';

/** The agent's redirect URI: a loopback one (RFC 8252), where nothing listens; the spec carries the callback. */
const REDIRECT = 'http://127.0.0.1:43119/callback';

/**
 * An agent on the official Python MCP SDK (test/agents/support/python_agent.py), unmodified in
 * what it sends, against a server on its default configuration: it registers itself, waits for an
 * administrator, gets the person's consent, uses the tools, steps up when a tool needs more, and
 * after a restart carries on with the refresh token it stored.
 */
describeWith('python3-venv')('An agent on the official Python MCP SDK', () => {
  let t: TestApp;
  let python: string;
  let dir: string;
  const runs: PythonAgent[] = [];

  beforeAll(async () => {
    [python, t] = await Promise.all([pythonWithMcpSdk(), createTestApp()]);
    dir = mkdtempSync(join(tmpdir(), 'python-agent-'));
  }, 180_000);
  afterEach(() => Promise.all(runs.splice(0).map((run) => run.stop())));
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('registers, waits for review, is approved, steps up to list_teams, and refreshes after a restart', async () => {
    const { admin, person, browser } = await meetPeople(t);
    const store = join(dir, 'agent.json');
    const start = (options: Partial<AgentOptions>) => {
      const run = new PythonAgent(python, { url: `${t.url}/mcp`, store, redirectUri: REDIRECT, ...options });
      runs.push(run);
      return run;
    };

    // First run: the agent registers and sends the person to authorize; the client waits for
    // review, so the server sends the browser back to the agent with an error that stops it.
    let agent = start({ calls: ['get_profile'] });
    const asked = await agent.authorizationUrl();
    const clientId = asked.searchParams.get('client_id')!;
    expect(await admin.pending()).toEqual([clientId]);
    const refused = backToAgent(await visitAuthorization(t, browser, asked));
    expect(refused.origin + refused.pathname).toBe(REDIRECT);
    expect(Object.fromEntries(refused.searchParams)).toMatchObject({ error: 'unauthorized_client', state: asked.searchParams.get('state') });
    expect(refused.searchParams.get('error_description')).toMatch(/administrator/i);
    agent.answer(refused);
    expect(await agent.next('FAILED')).toContain('unauthorized_client');
    expect(await agent.exited).toBe(1);

    // An administrator approves it; run again, the agent keeps its registration and is allowed.
    await admin.approve(clientId);
    agent = start({ list: true, calls: ['get_profile', 'list_teams'] });
    const again = await agent.authorizationUrl();
    expect(again.searchParams.get('client_id')).toBe(clientId);
    agent.answer(backToAgent(await visitAuthorization(t, browser, again)));
    const tools = JSON.parse(await agent.next('TOOLS')) as { name: string; _meta?: { scopes?: string[] } }[];
    expect(tools.find((tool) => tool.name === 'list_teams')?._meta?.scopes).toEqual(['TEAM_PROFILE_READ']);
    expect((await agent.called('get_profile')).structuredContent).toMatchObject({ email: person.email });

    // list_teams needs TEAM_PROFILE_READ: the 403 names it and the SDK asks the person for it, on
    // the same registration, once an administrator has let self-registered clients have it.
    const stepUp = await agent.authorizationUrl();
    expect(stepUp.searchParams.get('client_id')).toBe(clientId);
    expect(stepUp.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining(['PROFILE_READ', 'TEAM_PROFILE_READ']));
    await admin.allowScopes('TEAM_PROFILE_READ');
    const widened = backToAgent(await visitAuthorization(t, browser, stepUp));
    expect(Object.fromEntries(widened.searchParams)).toEqual(expect.objectContaining({ code: expect.any(String) }));
    agent.answer(widened);
    expect((await agent.called('list_teams')).structuredContent).toMatchObject({ items: [expect.objectContaining({ name: 'Support desk' })] });
    expect(await agent.exited).toBe(0);

    // Restarted once the access token has expired, the agent refreshes with its stored refresh
    // token: no page for the person, a new token pair, the wider grant kept.
    const before = JSON.parse(readFileSync(store, 'utf8'));
    writeFileSync(store, JSON.stringify({ ...before, tokens: { ...before.tokens, expires_at: Date.now() / 1000 - 60 } }));
    agent = start({ calls: ['list_teams'] });
    expect((await agent.called('list_teams')).structuredContent).toMatchObject({ items: [expect.objectContaining({ name: 'Support desk' })] });
    expect(await agent.exited).toBe(0);
    const after = JSON.parse(readFileSync(store, 'utf8'));
    expect(after.client_info.client_id).toBe(clientId);
    expect(after.tokens.access_token).not.toBe(before.tokens.access_token);
    expect(after.tokens.refresh_token).not.toBe(before.tokens.refresh_token);
    expect(await admin.pending()).toEqual([]);
  }, 120_000);
});
