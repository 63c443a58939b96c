import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MCP_TOOL_ACCESS } from '../../src/scopes/mcp-tool-scopes';
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

interface ExampleApp {
  connect(issuer: URL, clientId: string, secret: string): Promise<{ serverMetadata(): { issuer: string } }>;
  startAuthorization(config: unknown, redirectUri: string, scope: string): Promise<{ url: URL; codeVerifier: string; state: string }>;
  finishAuthorization(config: unknown, callbackUrl: URL, saved: { codeVerifier: string; state: string }): Promise<Record<string, unknown> & { access_token: string; refresh_token?: string }>;
  getProfile(config: unknown, accessToken: string): Promise<Record<string, unknown>>;
  refresh(config: unknown, refreshToken: string): Promise<Record<string, unknown> & { access_token: string; refresh_token?: string }>;
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
    for (const [tool, scopes] of Object.entries(MCP_TOOL_ACCESS)) {
      const needs = scopes.length ? scopes.map((s) => `\`${s}\``).join(' + ') : 'any valid token';
      expect(GUIDE).toContain(`| \`${tool}\` | ${needs} |`);
    }
  });

  it('its openid-client example authorizes with PKCE, reads the profile and refreshes against a live server', async () => {
    const app = (await import(pathToFileURL(EXAMPLE).href)) as ExampleApp; // ES module, as a stranger would write it
    const redirectUri = 'https://scheduler.example.com/callback';
    const { client, secret } = await createApprovedClient(t, { name: 'Guide App', redirectUris: [redirectUri], scopes: ['PROFILE_READ', 'BOOKING_READ'] });
    const person = await createUser(t, { name: 'Rosa Reader' });

    const config = await app.connect(new URL(t.url), client.clientId, secret!);
    expect(config.serverMetadata().issuer).toBe(t.url);
    const pending = await app.startAuthorization(config, redirectUri, 'PROFILE_READ');
    expect(pending.url.searchParams.get('code_challenge_method')).toBe('S256');

    // The person's part: the consent page, then the browser lands on the app's callback.
    const callback = await consent(await signIn(t, person), Object.fromEntries(pending.url.searchParams));
    const tokens = await app.finishAuthorization(config, callback, pending);
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 1800, scope: 'PROFILE_READ' });

    expect(await app.getProfile(config, tokens.access_token)).toMatchObject({ id: person.id, name: 'Rosa Reader' });
    const refreshed = await app.refresh(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(await app.getProfile(config, refreshed.access_token)).toMatchObject({ id: person.id });

    // A callback whose state is not the session's is refused by the library before the code is sent:
    // the code is still unspent afterwards.
    const second = await app.startAuthorization(config, redirectUri, 'PROFILE_READ');
    const back = await consent(await signIn(t, person), Object.fromEntries(second.url.searchParams));
    await expect(app.finishAuthorization(config, back, { ...second, state: 'not-the-state' })).rejects.toThrow();
    expect((await app.finishAuthorization(config, back, second)).scope).toBe('PROFILE_READ');
  });
});
