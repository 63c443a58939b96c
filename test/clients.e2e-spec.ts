import { ClientCredentialsService } from '../src/oauth/clients/client-credentials.service';
import { createApprovedClient, createUser, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

describe('OAuth clients: developer settings API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const valid = {
    name: 'Acme Scheduler',
    type: 'confidential',
    redirectUris: ['https://app.example.com/callback', 'http://localhost:8080/cb', 'http://127.0.0.1/cb', 'http://[::1]:9000/cb'],
    scopes: ['BOOKING_READ', 'PROFILE_READ'],
    websiteUri: 'https://app.example.com',
  };

  async function owner() {
    return signIn(t, await createUser(t));
  }

  it('registers a confidential client: pending, with a secret shown once', async () => {
    const agent = await owner();
    const res = await agent.post('/v2/oauth-clients').send(valid).expect(201);
    const data = res.body.data;
    expect(res.body.status).toBe('success');
    expect(data).toMatchObject({ name: 'Acme Scheduler', type: 'confidential', status: 'pending', legacy: false, scopes: ['BOOKING_READ', 'PROFILE_READ'] });
    expect(data.clientId).toMatch(/^[\w-]{20,}$/);
    expect(data.clientSecret).toMatch(/^scs_[\w-]{43}$/);

    const again = await agent.get(`/v2/oauth-clients/${data.clientId}`).expect(200);
    expect(again.body.data.clientSecret).toBeUndefined();
    const secrets = await agent.get(`/v2/oauth-clients/${data.clientId}/secrets`).expect(200);
    expect(secrets.body.data).toEqual([{ id: expect.any(Number), hint: `…${data.clientSecret.slice(-4)}`, createdAt: expect.any(String) }]);
  });

  it('registers a public client without a secret; asking it for one is a conflict', async () => {
    const agent = await owner();
    const res = await agent.post('/v2/oauth-clients').send({ ...valid, type: 'public' }).expect(201);
    expect(res.body.data.clientSecret).toBeUndefined();
    const secret = await agent.post(`/v2/oauth-clients/${res.body.data.clientId}/secrets`).send({}).expect(409);
    expect(secret.body.error.message).toMatch(/Public clients have no secret/);
  });

  it.each([
    ['no scopes', { scopes: [] }, /at least 1 scope/],
    ['an unknown scope', { scopes: ['BOOKING_READ', 'CALENDAR_EVERYTHING'] }, /Unknown scope: CALENDAR_EVERYTHING/],
    ['no redirect URI', { redirectUris: [] }, /At least 1 redirect URI/],
    ['11 redirect URIs', { redirectUris: Array.from({ length: 11 }, (_, i) => `https://app.example.com/cb${i}`) }, /At most 10 redirect URIs/],
    ['http on a public host', { redirectUris: ['http://app.example.com/cb'] }, /"http:\/\/app.example.com\/cb" must use https/],
    ['a fragment', { redirectUris: ['https://app.example.com/cb#x'] }, /"https:\/\/app.example.com\/cb#x" has a fragment/],
    ['a wildcard', { redirectUris: ['https://*.example.com/cb'] }, /contains a wildcard/],
    ['a duplicate', { redirectUris: ['https://app.example.com/cb', 'https://app.example.com/cb'] }, /"https:\/\/app.example.com\/cb" is listed twice/],
    ['a relative URI', { redirectUris: ['/callback'] }, /"\/callback" is not an absolute URL/],
    ['a custom scheme', { redirectUris: ['myapp://callback'] }, /must use https/],
    ['credentials in the URI (not repeated back)', { redirectUris: ['https://user:pw@app.example.com/cb'] }, /^Redirect URI "https:\/\/\*\*\*@app.example.com\/cb" must not contain a user name or password\.$/],
    ['a bad URI listed twice (named once)', { redirectUris: ['https://a.example/cb#x', 'https://a.example/cb#x'] }, /^Redirect URI "https:\/\/a.example\/cb#x" has a fragment \(#\.\.\.\), which redirect URIs must not have\.$/],
    ['an unknown type', { type: 'trusted' }, /type must be "confidential" or "public"/],
    ['a missing name', { name: undefined }, /name/],
    ['a name that is a number', { name: 5 }, /^name must be a string$/],
    ['a name over 100 characters', { name: 'x'.repeat(150) }, /^The name must be 1 to 100 characters long\.$/],
    [
      'three bad redirect URIs (all named at once)',
      { redirectUris: ['http://a.example/cb', 'https://b.example/cb#x', 'https://b.example/ok', 'https://b.example/ok'] },
      /^Redirect URI "http:\/\/a.example\/cb" must use https.*\. Redirect URI "https:\/\/b.example\/cb#x" has a fragment.*\. Redirect URI "https:\/\/b.example\/ok" is listed twice\.$/,
    ],
  ])('refuses %s with 422 naming the problem', async (_what, change, message) => {
    const agent = await owner();
    const res = await agent.post('/v2/oauth-clients').send({ ...valid, ...change }).expect(422);
    expect(res.body.status).toBe('error');
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toMatch(message);
    expect((await agent.get('/v2/oauth-clients').expect(200)).body.data).toEqual([]);
  });

  it('lists only the owner’s clients; another user gets 404 on every owner-only route', async () => {
    const alice = await owner();
    const created = (await alice.post('/v2/oauth-clients').send(valid).expect(201)).body.data;
    const bob = await owner();
    expect((await bob.get('/v2/oauth-clients').expect(200)).body.data).toEqual([]);
    const id = created.clientId;
    await bob.get(`/v2/oauth-clients/${id}`).expect(404);
    await bob.patch(`/v2/oauth-clients/${id}`).send({ name: 'Mine now' }).expect(404);
    await bob.delete(`/v2/oauth-clients/${id}`).expect(404);
    await bob.get(`/v2/oauth-clients/${id}/secrets`).expect(404);
    await bob.post(`/v2/oauth-clients/${id}/secrets`).send({}).expect(404);
    await bob.delete(`/v2/oauth-clients/${id}/secrets/1`).expect(404);
    expect((await alice.get(`/v2/oauth-clients/${id}`).expect(200)).body.data.name).toBe('Acme Scheduler');
  });

  it('refuses null for a field that must have a value (422, not a 500); null removes only an address', async () => {
    const owner = await createUser(t);
    const agent = await signIn(t, owner);
    const { client } = await createApprovedClient(t, { owner, websiteUri: 'https://app.example.com' });
    for (const field of ['name', 'redirectUris', 'scopes']) {
      const res = await agent.patch(`/v2/oauth-clients/${client.clientId}`).send({ [field]: null }).expect(422);
      expect(res.body.error.message).toBe(`${field} must not be null; leave it out to keep it as it is.`);
    }
    await agent.patch(`/v2/oauth-clients/${client.clientId}`).send({ websiteUri: null }).expect(200);
  });

  it('needs a session: 401 without one, and a bearer header does not stand in for it', async () => {
    await t.http().get('/v2/oauth-clients').expect(401);
    await t.http().get('/v2/oauth-clients').set('Authorization', 'Bearer sat_whatever').expect(401);
    await t.http().post('/v2/oauth-clients').send(valid).expect(401);
  });

  it('rotates secrets: a second works alongside the first, a third is refused, the last cannot be revoked', async () => {
    const agent = await owner();
    const created = (await agent.post('/v2/oauth-clients').send(valid).expect(201)).body.data;
    const id = created.clientId;
    const credentials = t.app.get(ClientCredentialsService);
    const second = (await agent.post(`/v2/oauth-clients/${id}/secrets`).send({}).expect(201)).body.data;
    expect(second.secret).toMatch(/^scs_/);

    let client = (await credentials.lookup(id))!;
    expect(credentials.secretMatches(client, created.clientSecret)).toBe(true);
    expect(credentials.secretMatches(client, second.secret)).toBe(true);
    expect(credentials.secretMatches(client, 'scs_not-a-secret')).toBe(false);

    const third = await agent.post(`/v2/oauth-clients/${id}/secrets`).send({}).expect(409);
    expect(third.body.error.message).toMatch(/already has 2 active secrets\. Revoke one/);

    const [first] = (await agent.get(`/v2/oauth-clients/${id}/secrets`).expect(200)).body.data;
    await agent.delete(`/v2/oauth-clients/${id}/secrets/${first.id}`).expect(204);
    const listed = (await agent.get(`/v2/oauth-clients/${id}/secrets`).expect(200)).body.data;
    expect(listed.map((s: { id: number }) => s.id)).toEqual([second.id]);
    client = (await credentials.lookup(id))!;
    expect(credentials.secretMatches(client, created.clientSecret)).toBe(false);
    expect(credentials.secretMatches(client, second.secret)).toBe(true);

    const last = await agent.delete(`/v2/oauth-clients/${id}/secrets/${second.id}`).expect(409);
    expect(last.body.error.message).toMatch(/last active secret/);
    await agent.delete(`/v2/oauth-clients/${id}/secrets/${first.id}`).expect(404); // already revoked
  });

  it('never holds more than 2 active secrets, even when asked for several at once', async () => {
    const agent = await owner();
    const id = (await agent.post('/v2/oauth-clients').send(valid).expect(201)).body.data.clientId;
    const results = await Promise.all(Array.from({ length: 6 }, () => agent.post(`/v2/oauth-clients/${id}/secrets`).send({})));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await agent.get(`/v2/oauth-clients/${id}/secrets`)).body.data).toHaveLength(2);
  });

  it('deletes a client with its secrets', async () => {
    const agent = await owner();
    const id = (await agent.post('/v2/oauth-clients').send(valid).expect(201)).body.data.clientId;
    await agent.delete(`/v2/oauth-clients/${id}`).expect(204);
    await agent.get(`/v2/oauth-clients/${id}`).expect(404);
    expect(await t.app.get(ClientCredentialsService).lookup(id)).toBeNull();
    expect(await t.dataSource.query(`SELECT * FROM oauth_client_secrets WHERE client_id = $1`, [id])).toEqual([]);
  });

  it('stores no secret in clear anywhere in the database', async () => {
    const agent = await owner();
    const created = (await agent.post('/v2/oauth-clients').send(valid).expect(201)).body.data;
    const second = (await agent.post(`/v2/oauth-clients/${created.clientId}/secrets`).send({}).expect(201)).body.data;
    const tables: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      dump += JSON.stringify(await t.dataSource.query(`SELECT * FROM "${table_name}"`));
      dump += JSON.stringify(await t.dataSource.query(`SELECT encode(convert_to(t::text, 'UTF8'), 'escape') AS row FROM "${table_name}" t`));
    }
    expect(dump).toContain(created.clientId); // the dump covers the client tables...
    for (const secret of [created.clientSecret, second.secret]) {
      expect(dump).not.toContain(secret); // ...and holds neither secret
      expect(dump).not.toContain(secret.slice(4, 24));
    }
  });
});
