import { createClient, createUser, csrfFrom, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

/** The panel of a client's pages that gives a developer everything their app is configured with. */
describe('OAuth clients: what an app needs, on the client pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const BASE = '/settings/developer/oauth-clients';
  const code = (page: string, id: string) => new RegExp(`<code id="${id}">([^<]+)</code>`).exec(page)?.[1];

  it('shows the client ID and the four URLs, each with a copy button, and the secret only right after it is made', async () => {
    const owner = await createUser(t);
    const agent = await signIn(t, owner);
    const form = await agent.get(`${BASE}/new`).expect(200);
    const created = await agent
      .post(BASE)
      .type('form')
      .send({ _csrf: csrfFrom(form.text), name: 'Acme Calendar', redirectUris: 'https://acme.example/cb', type: 'confidential', scopes: 'BOOKING_READ' })
      .expect(201);
    const clientId = code(created.text, 'credential-client-id')!;
    const secret = code(created.text, 'client-secret')!;
    expect(secret).toMatch(/^scs_/);
    expect(created.text).toContain('Copy this client secret now');
    expect(created.text).toContain('aria-label="Copy the client secret" hidden>Copy</button>');

    const { appUrl, baseUrl } = t.config.urls;
    const detail = await agent.get(`${BASE}/${clientId}`).expect(200);
    expect(code(detail.text, 'credential-client-id')).toBe(clientId);
    expect(code(detail.text, 'credential-authorization-url')).toBe(`${appUrl}/auth/oauth2/authorize`);
    expect(code(detail.text, 'credential-token-url')).toBe(`${baseUrl}/v2/auth/oauth2/token`);
    expect(code(detail.text, 'credential-refresh-url')).toBe(`${baseUrl}/v2/auth/oauth2/token`);
    expect(detail.text).toContain('The same endpoint as the access token URL: send <code>grant_type=refresh_token</code> to it.');
    expect(code(detail.text, 'credential-metadata-url')).toBe(`${baseUrl}/.well-known/oauth-authorization-server`);
    for (const what of ['client ID', 'authorization URL', 'access token URL', 'refresh token URL', 'metadata URL']) {
      expect(detail.text).toContain(`aria-label="Copy the ${what}" hidden>Copy</button>`);
    }
    // The secret is not shown again; the panel says where a new one comes from.
    expect(detail.text).not.toContain(secret);
    expect(code(detail.text, 'client-secret')).toBeUndefined();
    expect(detail.text).toContain('Shown only once, when it is created.');

    // The metadata URL shown leads to the document, which names the same endpoints.
    const metadata = await t.http().get('/.well-known/oauth-authorization-server').expect(200);
    expect(metadata.body.authorization_endpoint).toBe(code(detail.text, 'credential-authorization-url'));
    expect(metadata.body.token_endpoint).toBe(code(detail.text, 'credential-token-url'));

    // Rotating leads to a page that shows the new secret once, in the same panel.
    const rotation = await agent.post(`${BASE}/${clientId}/secrets`).type('form').send({ _csrf: csrfFrom(detail.text) }).expect(303);
    const rotated = await agent.get(rotation.headers.location).expect(200);
    const second = code(rotated.text, 'client-secret')!;
    expect(second).toMatch(/^scs_/);
    expect(second).not.toBe(secret);
    expect(code(rotated.text, 'credential-token-url')).toBe(`${baseUrl}/v2/auth/oauth2/token`);
  });

  it('says that a public client has no secret', async () => {
    const owner = await createUser(t);
    const { client } = await createClient(t, { owner, type: 'public' });
    const detail = await (await signIn(t, owner)).get(`${BASE}/${client.clientId}`).expect(200);
    expect(detail.text).toContain('None: a public client has no secret.');
    expect(code(detail.text, 'credential-client-id')).toBe(client.clientId);
  });

  it('dates the secrets readably, with the exact instant in a <time> element', async () => {
    const owner = await createUser(t);
    const { client } = await createClient(t, { owner });
    await t.dataSource.query(`UPDATE oauth_client_secrets SET created_at = '2026-11-22T14:03:27Z' WHERE client_id = $1`, [client.clientId]);
    const detail = await (await signIn(t, owner)).get(`${BASE}/${client.clientId}`).expect(200);
    expect(detail.text).toContain('<time datetime="2026-11-22T14:03:27.000Z">22 Nov 2026, 14:03 UTC</time>');
    expect(detail.text).not.toContain('2026-11-22T14:03:27.000Z<');
  });

  it('loads the copy script from this origin, under a policy that allows no inline script', async () => {
    const owner = await createUser(t);
    const { client } = await createClient(t, { owner });
    const detail = await (await signIn(t, owner)).get(`${BASE}/${client.clientId}`).expect(200);
    expect(detail.text.match(/<script[^>]*>/g)).toEqual(['<script src="/assets/copy-button.js" defer>']); // no inline script
    const directives = new Map(
      String(detail.headers['content-security-policy']).split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('script-src-attr')).toBe("'none'");

    const script = await t.http().get('/assets/copy-button.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.text).toContain("querySelectorAll('button[data-copy]')");
  });
});
