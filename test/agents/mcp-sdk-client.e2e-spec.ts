import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { auth, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { PERSONAL_SCOPES, type RegistrationPolicy } from '../../src/oauth/registration/registration-policy';
import { RegistrationPolicyService } from '../../src/oauth/registration/registration-policy.service';
import { createAdmin, createUser, csrfFrom, signIn } from '../factories';
import { consent } from '../factories/oauth';
import { createTestApp, TestApp } from '../setup/test-app';
import { documentHost } from './support/document-host';

const REDIRECT = 'http://127.0.0.1:43117/oauth/callback';

/** An MCP client's side of OAuth, kept in memory: what a desktop agent stores between runs. */
class MemoryProvider implements OAuthClientProvider {
  information?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  authorizationUrl?: URL;
  constructor(readonly clientMetadataUrl?: string) {}
  get redirectUrl() {
    return REDIRECT;
  }
  get clientMetadata(): OAuthClientMetadata {
    return { client_name: 'Spec Agent', redirect_uris: [REDIRECT], grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'none' };
  }
  clientInformation() {
    return this.information;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.information = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/**
 * The official MCP TypeScript SDK's OAuth client (`auth()`), unmodified, against the real server:
 * from a bare 401 to a token, through a Client ID Metadata Document and through dynamic
 * registration, with a signed-in person's consent in between.
 *
 * The metadata document is served over https by `documentHost`, with a certificate made here.
 */
describe('An MCP client on the official SDK connects unmodified', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof documentHost>>;
  let documentUrl: string;
  let served: Record<string, unknown>;
  const serve = (document: Record<string, unknown>) => {
    served = document;
    host.answers.set('/agents/spec-agent.json', { document });
  };

  beforeAll(async () => {
    host = await documentHost(REDIRECT);
    documentUrl = host.url('/agents/spec-agent.json');
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });
  });
  beforeEach(async () => {
    await t.reset();
    serve({ client_id: documentUrl, client_name: 'Spec Agent', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'] });
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  const setPolicy = (changes: Partial<RegistrationPolicy>) =>
    t.app.get(RegistrationPolicyService).update({ kind: 'system' }, { dynamicRegistration: false, metadataDocuments: false, scopes: PERSONAL_SCOPES, autoApproveHosts: [], ...changes });
  const me = (token: string) => fetch(`${t.url}/v2/me`, { headers: { authorization: `Bearer ${token}` } });

  /** A person signs in and allows what the agent asked for; the browser lands on the agent's redirect URI. */
  async function personAllows(url: URL): Promise<string> {
    const callback = await consent(await signIn(t, await createUser(t)), Object.fromEntries(url.searchParams));
    expect(callback.searchParams.get('iss')).toBe(t.url);
    return callback.searchParams.get('code')!;
  }

  it('through a Client ID Metadata Document: a bare 401, discovery, consent, a token, a refresh', async () => {
    await setPolicy({ metadataDocuments: true, autoApproveHosts: [new URL(documentUrl).host] }); // host and port: another port is another program
    const refused = await fetch(`${t.url}/v2/me`);
    expect(refused.status).toBe(401);
    const { resourceMetadataUrl } = extractWWWAuthenticateParams(refused);
    expect(String(resourceMetadataUrl)).toBe(`${t.url}/.well-known/oauth-protected-resource/v2`);

    const provider = new MemoryProvider(documentUrl);
    const serverUrl = `${t.url}/v2`;
    expect(await auth(provider, { serverUrl, resourceMetadataUrl })).toBe('REDIRECT');
    const asked = provider.authorizationUrl!;
    expect(asked.searchParams.get('client_id')).toBe(documentUrl);
    expect(asked.searchParams.get('resource')).toBe(`${t.url}/v2`);
    expect(asked.searchParams.get('scope')).toBe(PERSONAL_SCOPES.join(' '));

    // The consent page names where the app is described and where the person is sent back.
    const page = (await (await signIn(t, await createUser(t))).get('/auth/oauth2/authorize').query(Object.fromEntries(asked.searchParams)).expect(200)).text;
    expect(page).toContain(`It is described at <strong id="document-host">${new URL(documentUrl).host}</strong>.`);
    expect(page).toContain('you are sent back to <strong id="redirect-host">127.0.0.1:43117</strong>');
    const code = await personAllows(asked);
    expect(await auth(provider, { serverUrl, resourceMetadataUrl, authorizationCode: code })).toBe('AUTHORIZED');
    const first = provider.saved!;
    expect(first.access_token).toMatch(/^sat_/);
    expect((await me(first.access_token)).status).toBe(200);
    const [row] = await t.dataSource.query(`SELECT kind, type, status, name FROM oauth_clients WHERE client_id = $1`, [documentUrl]);
    expect(row).toEqual({ kind: 'metadata_document', type: 'public', status: 'approved', name: 'Spec Agent' });

    // Next run: the SDK refreshes with the stored refresh token.
    expect(await auth(provider, { serverUrl, resourceMetadataUrl })).toBe('AUTHORIZED');
    expect(provider.saved!.access_token).not.toBe(first.access_token);
    expect((await me(provider.saved!.access_token)).status).toBe(200);
    expect((await me(first.access_token)).status).toBe(200); // the old access token lives out its 30 minutes

    // The document adds a redirect URI: it waits for review; a redirect URI it never listed gets no code.
    serve({ ...served, redirect_uris: [REDIRECT, 'https://spec-agent.example/cb'] });
    const person = await signIn(t, await createUser(t));
    const outside = await person.get('/auth/oauth2/authorize').query({ ...Object.fromEntries(asked.searchParams), redirect_uri: 'https://spec-agent.example/cb' });
    expect(outside.status).toBe(400);
    const [changed] = await t.dataSource.query(`SELECT redirect_uris, pending_change FROM oauth_clients WHERE client_id = $1`, [documentUrl]);
    expect(changed.redirect_uris).toEqual([REDIRECT]);
    expect(changed.pending_change.redirectUris).toEqual([REDIRECT, 'https://spec-agent.example/cb']);
  });

  it('a metadata document client the policy does not approve waits for review: the agent is told, and gets no code', async () => {
    await setPolicy({ metadataDocuments: true, autoApproveHosts: ['127.0.0.1'] }); // the host without its port approves only port 443
    const provider = new MemoryProvider(documentUrl);
    expect(await auth(provider, { serverUrl: `${t.url}/v2` })).toBe('REDIRECT');
    const person = await signIn(t, await createUser(t));
    const told = await person.get('/auth/oauth2/authorize').query(Object.fromEntries(provider.authorizationUrl!.searchParams)).expect(303);
    const callback = new URL(told.headers.location as string);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get('error')).toBe('unauthorized_client');
    expect(callback.searchParams.get('code')).toBeNull();
    expect((await t.dataSource.query(`SELECT status FROM oauth_clients WHERE client_id = $1`, [documentUrl]))[0].status).toBe('pending');
  });

  it('a document that does not describe itself is refused with a page, never a code', async () => {
    await setPolicy({ metadataDocuments: true, autoApproveHosts: ['*'] });
    serve({ ...served, client_id: 'https://someone-else.example/agent.json' });
    const provider = new MemoryProvider(documentUrl);
    expect(await auth(provider, { serverUrl: `${t.url}/v2` })).toBe('REDIRECT');
    const page = await (await signIn(t, await createUser(t))).get('/auth/oauth2/authorize').query(Object.fromEntries(provider.authorizationUrl!.searchParams));
    expect(page.status).toBe(400);
    expect(page.text).toContain('client_id is not the URL it was fetched from');
    expect(await t.dataSource.query(`SELECT 1 FROM oauth_clients WHERE client_id = $1`, [documentUrl])).toEqual([]);
  });

  it('through dynamic registration, for the MCP endpoint: its token is refused by the REST API', async () => {
    await setPolicy({ dynamicRegistration: true, autoApproveHosts: ['*'] });
    const provider = new MemoryProvider(); // no metadata document: the SDK registers itself
    const serverUrl = `${t.url}/mcp`;
    const resourceMetadataUrl = new URL(`${t.url}/.well-known/oauth-protected-resource/mcp`);
    expect(await auth(provider, { serverUrl, resourceMetadataUrl })).toBe('REDIRECT');
    expect(provider.information?.client_id).toEqual(expect.any(String));
    const asked = provider.authorizationUrl!;
    expect(asked.searchParams.get('resource')).toBe(`${t.url}/mcp`);
    expect(await auth(provider, { serverUrl, resourceMetadataUrl, authorizationCode: await personAllows(asked) })).toBe('AUTHORIZED');
    const refused = await me(provider.saved!.access_token);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(`The access token is for ${t.url}/mcp, not ${t.url}/v2.`);
    // The SDK's refresh names the same resource, and keeps it.
    expect(await auth(provider, { serverUrl, resourceMetadataUrl })).toBe('AUTHORIZED');
    expect((await me(provider.saved!.access_token)).status).toBe(401);
  });

  it('an agent whose client_id is a URL is reviewed and revoked from the pages like any other (its id travels encoded)', async () => {
    await setPolicy({ metadataDocuments: true });
    const provider = new MemoryProvider(documentUrl);
    expect(await auth(provider, { serverUrl: `${t.url}/v2` })).toBe('REDIRECT');
    const asked = Object.fromEntries(provider.authorizationUrl!.searchParams);
    await (await signIn(t, await createUser(t))).get('/auth/oauth2/authorize').query(asked).expect(303); // registered, pending
    const encoded = encodeURIComponent(documentUrl);
    // The administrator approves it from the queue page's own form.
    const admin = await signIn(t, await createAdmin(t));
    const queue = await admin.get('/settings/admin/oauth-clients?status=pending').expect(200);
    expect(queue.text).toContain(`action="/settings/admin/oauth-clients/${encoded}/approve"`);
    const [{ revision }] = await t.dataSource.query(`SELECT revision FROM oauth_clients WHERE client_id = $1`, [documentUrl]);
    await admin.post(`/settings/admin/oauth-clients/${encoded}/approve`).type('form').send({ _csrf: csrfFrom(queue.text), revision: String(revision), returnStatus: 'pending' }).expect(303);
    await admin.get(`/settings/admin/oauth-clients/${encoded}`).expect(200);
    // A person allows it, finds it among their apps, and revokes it there.
    const person = await createUser(t);
    const agent = await signIn(t, person);
    const code = (await consent(agent, asked)).searchParams.get('code')!;
    expect(await auth(provider, { serverUrl: `${t.url}/v2`, authorizationCode: code })).toBe('AUTHORIZED');
    const apps = await agent.get('/settings/apps').expect(200);
    expect(apps.text).toContain(`href="/settings/apps/${encoded}/revoke"`);
    await agent.get(`/settings/apps/${encoded}`).expect(200);
    const confirm = await agent.get(`/settings/apps/${encoded}/revoke`).expect(200);
    await agent.post(`/settings/apps/${encoded}/revoke`).type('form').send({ _csrf: csrfFrom(confirm.text), confirm: 'yes' }).expect(303);
    const [left] = await t.dataSource.query(`SELECT count(*)::int AS n FROM oauth_grants WHERE client_id = $1 AND user_id = $2 AND revoked_at IS NULL`, [documentUrl, person.id]);
    expect(left.n).toBe(0);
  });
});
