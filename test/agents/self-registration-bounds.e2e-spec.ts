import { createAdmin, createUser, signIn } from '../factories';
import { holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';
import { documentHost } from './support/document-host';

const REDIRECT = 'http://127.0.0.1:43118/callback';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

/**
 * Anyone can make the server register a client: by sending a person to the authorization page with
 * a metadata document's URL as `client_id`. What that may cost is bounded, on the default policy.
 */
describe('Self-registration through metadata documents is bounded', () => {
  let t: TestApp;
  let host: Awaited<ReturnType<typeof documentHost>>;
  beforeAll(async () => {
    host = await documentHost(REDIRECT);
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', RATE_LIMIT_DOCUMENT_CLIENTS_PER_HOST_PER_HOUR: '3', SELF_REGISTERED_PENDING_MAX: '5' });
  });
  beforeEach(async () => {
    await t.reset();
    host.answers.clear();
  });
  afterAll(async () => {
    await t.close();
    await host.close();
  });

  const authorize = async (clientId: string) =>
    (await signIn(t, await createUser(t))).get('/auth/oauth2/authorize').query({ client_id: clientId, redirect_uri: REDIRECT, response_type: 'code', scope: 'PROFILE_READ', code_challenge: CHALLENGE, code_challenge_method: 'S256' });
  const documentClients = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM oauth_clients WHERE kind = 'metadata_document'`))[0].n as number;

  it('registers at most RATE_LIMIT_DOCUMENT_CLIENTS_PER_HOST_PER_HOUR new clients per host in an hour', async () => {
    const clock = holdClock(t, Date.UTC(2031, 0, 6, 10, 5));
    try {
      for (const n of [1, 2, 3]) expect((await authorize(host.url(`/agents/${n}.json`))).status).toBe(303); // pending: told at the loopback redirect URI
      const refused = await authorize(host.url('/agents/4.json'));
      expect(refused.status).toBe(429);
      expect(refused.text).toContain('Too many new apps from 127.0.0.1 registered themselves in the last hour.');
      expect(await documentClients()).toBe(3);
      // A client already registered is not a new one: it still gets its answer.
      expect((await authorize(host.url('/agents/1.json'))).status).toBe(303);
      clock.advance(3600_000);
      expect((await authorize(host.url('/agents/4.json'))).status).toBe(303);
      expect(await documentClients()).toBe(4);
      // Every fetch says who is asking.
      expect([...host.userAgents]).toEqual([expect.stringMatching(/^scheduling-oauth-server\/\d+\.\d+\.\d+$/)]);
    } finally {
      clock.release();
    }
  });

  it('remembers a document that failed for 5 minutes, and fetches it again after', async () => {
    const clock = holdClock(t, Date.UTC(2031, 0, 6, 10, 5));
    try {
      host.answers.set('/broken.json', { status: 500 });
      for (let i = 0; i < 3; i++) {
        const page = await authorize(host.url('/broken.json'));
        expect(page.status).toBe(400);
        expect(page.text).toContain('it answered HTTP 500');
      }
      expect(host.fetchesOf('/broken.json')).toBe(1);
      clock.advance(5 * 60_000 + 1);
      host.answers.delete('/broken.json');
      expect((await authorize(host.url('/broken.json'))).status).toBe(303);
      expect(host.fetchesOf('/broken.json')).toBe(2);
    } finally {
      clock.release();
    }
  });

  it('stops at SELF_REGISTERED_PENDING_MAX clients waiting, and says the queue is full', async () => {
    await t.dataSource.query(
      `INSERT INTO oauth_clients (client_id, name, type, status, kind, redirect_uris, scopes) SELECT 'queued-' || n, 'Queued', 'public', 'pending', 'dynamic', '{http://127.0.0.1/cb}', '{PROFILE_READ}' FROM generate_series(1, 5) n`,
    );
    const page = await authorize(host.url('/agents/late.json'));
    expect(page.status).toBe(429);
    expect(page.text).toContain('Too many self-registered clients are waiting for an administrator&#39;s review');
    expect(await documentClients()).toBe(0);
  });

  it('a rejected client stays rejected whatever its document says later', async () => {
    const url = host.url('/agents/rejected.json');
    expect((await authorize(url)).status).toBe(303);
    const admin = await signIn(t, await createAdmin(t));
    await admin.post(`/v2/admin/oauth-clients/${encodeURIComponent(url)}/reject`).send({ reason: 'Impersonates another app' }).expect(200);
    host.answers.set('/agents/rejected.json', { document: { client_id: url, client_name: 'A New Name', redirect_uris: [REDIRECT, 'http://127.0.0.1:9/other'], token_endpoint_auth_method: 'none' } });
    const told = new URL((await authorize(url)).headers.location as string);
    expect(told.searchParams.get('error')).toBe('unauthorized_client');
    expect(told.searchParams.get('error_description')).toBe('This app was rejected by an administrator and cannot be used.');
    const [row] = await t.dataSource.query(`SELECT status, status_reason FROM oauth_clients WHERE client_id = $1`, [url]);
    expect(row).toEqual({ status: 'rejected', status_reason: 'Impersonates another app' });
  });
});
