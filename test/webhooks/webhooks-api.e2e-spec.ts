import request from 'supertest';
import { createApprovedClient, createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';

const URL_A = 'https://hooks.example.com/a';
const RW = ['WEBHOOK_READ', 'WEBHOOK_WRITE', 'BOOKING_READ'];

describe('/v2/webhooks: an app manages its webhooks for one person', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => request(t.url).get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string, body?: object) => request(t.url).post(path).set('Authorization', `Bearer ${token}`).send(body),
    patch: (path: string, body: object) => request(t.url).patch(path).set('Authorization', `Bearer ${token}`).send(body),
    delete: (path: string) => request(t.url).delete(path).set('Authorization', `Bearer ${token}`),
  });

  it('creates a webhook and shows its Standard Webhooks secret once', async () => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const res = await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED', 'BOOKING_CANCELLED'] }).expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number),
      subscriberUrl: URL_A,
      triggers: ['BOOKING_CREATED', 'BOOKING_CANCELLED'],
      active: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const id = res.body.data.id;
    const listed = await as(token).get('/v2/webhooks').expect(200);
    expect(listed.body.data).toEqual({ items: [expect.objectContaining({ id, subscriberUrl: URL_A })], total: 1, take: 100, skip: 0 });
    expect(listed.body.data.items[0].secret).toBeUndefined();
    const one = await as(token).get(`/v2/webhooks/${id}`).expect(200);
    expect(one.body.data.secret).toBeUndefined();
    expect(JSON.stringify(one.body)).not.toContain('whsec_');
  });

  it('creates an inactive webhook when asked', async () => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const res = await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'], active: false }).expect(201);
    expect(res.body.data.active).toBe(false);
  });

  it.each([
    ['no triggers', { subscriberUrl: URL_A, triggers: [] }, /triggers/],
    ['an unknown trigger', { subscriberUrl: URL_A, triggers: ['BOOKING_EXPLODED'] }, /triggers must be one of BOOKING_CREATED/],
    ['PING as a trigger', { subscriberUrl: URL_A, triggers: ['PING'] }, /triggers must be one of/],
    ['a repeated trigger', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED', 'BOOKING_CREATED'] }, /triggers/],
    ['a non-http scheme', { subscriberUrl: 'ftp://hooks.example.com/a', triggers: ['BOOKING_CREATED'] }, /subscriberUrl must be an http or https URL/],
    ['a javascript: URL', { subscriberUrl: 'javascript:alert(1)', triggers: ['BOOKING_CREATED'] }, /subscriberUrl must be an http or https URL/],
    ['a relative URL', { subscriberUrl: '/hooks', triggers: ['BOOKING_CREATED'] }, /subscriberUrl must be an http or https URL/],
    ['credentials in the URL', { subscriberUrl: 'https://u:p@hooks.example.com/a', triggers: ['BOOKING_CREATED'] }, /user name or password/],
    ['a loopback address', { subscriberUrl: 'http://127.0.0.1:8080/a', triggers: ['BOOKING_CREATED'] }, /private, loopback or link-local/],
    ['a private address', { subscriberUrl: 'http://10.0.0.7/a', triggers: ['BOOKING_CREATED'] }, /private, loopback or link-local/],
    ['the metadata service', { subscriberUrl: 'http://169.254.169.254/latest', triggers: ['BOOKING_CREATED'] }, /private, loopback or link-local/],
    ['an IPv6 loopback', { subscriberUrl: 'http://[::1]/a', triggers: ['BOOKING_CREATED'] }, /private, loopback or link-local/],
    ['an unknown field', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'], secret: 'whsec_mine' }, /secret/],
    ['a non-boolean active', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'], active: 'yes' }, /active/],
  ])('refuses %s with a 422 naming the problem', async (_what, body, message) => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const res = await as(token).post('/v2/webhooks', body).expect(422);
    expect(res.body.error.message).toMatch(message);
    expect(await t.dataSource.query('SELECT id FROM webhooks')).toEqual([]);
  });

  it.each([
    ['create', 'post'],
    ['update', 'patch'],
  ] as const)('%s: a URL the WHATWG URL parser refuses (an IPv6 zone id) is a 422, not a 500', async (_what, method) => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const id = method === 'patch' ? (await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(201)).body.data.id : '';
    const body = { subscriberUrl: 'http://[fe80::1%25eth0]/', ...(method === 'post' ? { triggers: ['BOOKING_CREATED'] } : {}) };
    const res = await as(token)[method](`/v2/webhooks${id ? `/${id}` : ''}`, body).expect(422);
    expect(res.body.error.message).toMatch(/subscriberUrl/);
  });

  it('booking triggers need BOOKING_READ: creating or changing a webhook without it is a 403 naming it', async () => {
    const { token } = await issueAccessToken(t, { scopes: ['WEBHOOK_READ', 'WEBHOOK_WRITE'] });
    const res = await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(403);
    expect(res.body.error.message).toContain('BOOKING_READ');
    expect(res.headers['www-authenticate']).toContain('error="insufficient_scope"');
    expect(res.headers['www-authenticate']).toContain('BOOKING_READ');
    expect(await t.dataSource.query('SELECT id FROM webhooks')).toEqual([]);
  });

  it('the list is paged in the envelope: items, total, take, skip', async () => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    for (let i = 0; i < 3; i++) await as(token).post('/v2/webhooks', { subscriberUrl: `${URL_A}/${i}`, triggers: ['BOOKING_CREATED'] }).expect(201);
    const page = (await as(token).get('/v2/webhooks?take=2&skip=1').expect(200)).body.data;
    expect(page).toMatchObject({ total: 3, take: 2, skip: 1 });
    expect(page.items.map((w: { subscriberUrl: string }) => w.subscriberUrl)).toEqual([`${URL_A}/1`, `${URL_A}/2`]);
    await as(token).get('/v2/webhooks?take=0').expect(422);
  });

  it(`holds at most 10 per app and person; the 11th is a 422 naming the limit; another app or person is counted apart`, async () => {
    const user = await createUser(t);
    const { token, clientId } = await issueAccessToken(t, { user, scopes: RW });
    const created = await Promise.all(Array.from({ length: 11 }, (_, i) => as(token).post('/v2/webhooks', { subscriberUrl: `${URL_A}/${i}`, triggers: ['BOOKING_CREATED'] })));
    expect(created.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), 422]);
    expect(created.find((r) => r.status === 422)!.body.error.message).toMatch(/at most 10 webhooks/);
    const other = await issueAccessToken(t, { user, scopes: RW });
    await as(other.token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(201);
    const someoneElse = await issueAccessToken(t, { scopes: RW, clientId });
    await as(someoneElse.token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(201);
    const id = created.find((r) => r.status === 201)!.body.data.id;
    await as(token).delete(`/v2/webhooks/${id}`).expect(204);
    await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(201);
  });

  it('updates the URL, triggers and active flag; refuses bad input with a 422', async () => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const { id } = (await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] })).body.data;
    const res = await as(token).patch(`/v2/webhooks/${id}`, { subscriberUrl: 'https://hooks.example.com/b', triggers: ['BOOKING_REJECTED'], active: false }).expect(200);
    expect(res.body.data).toMatchObject({ subscriberUrl: 'https://hooks.example.com/b', triggers: ['BOOKING_REJECTED'], active: false });
    await as(token).patch(`/v2/webhooks/${id}`, { subscriberUrl: 'gopher://x' }).expect(422);
    await as(token).patch(`/v2/webhooks/${id}`, { subscriberUrl: 'http://192.168.1.1/' }).expect(422);
    await as(token).patch(`/v2/webhooks/${id}`, { triggers: [] }).expect(422);
    expect((await as(token).get(`/v2/webhooks/${id}`)).body.data.subscriberUrl).toBe('https://hooks.example.com/b');
  });

  it('turning a disabled webhook back on clears its disabledReason', async () => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const { id } = (await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] })).body.data;
    await t.dataSource.query(`UPDATE webhooks SET active = false, disabled_reason = 'failing' WHERE id = $1`, [id]);
    expect((await as(token).get(`/v2/webhooks/${id}`)).body.data).toMatchObject({ active: false, disabledReason: 'failing' });
    const res = await as(token).patch(`/v2/webhooks/${id}`, { active: true }).expect(200);
    expect(res.body.data).toMatchObject({ active: true, disabledReason: null });
  });

  it('rotates the secret: a new one, shown once; the previous one kept for 24 hours', async () => {
    const { token } = await issueAccessToken(t, { scopes: RW });
    const created = (await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] })).body.data;
    const clock = holdClock(t, Date.parse('2030-01-01T00:00:00Z'));
    try {
      const res = await as(token).post(`/v2/webhooks/${created.id}/secret`).expect(201);
      expect(res.body.data.secret).toMatch(/^whsec_/);
      expect(res.body.data.secret).not.toBe(created.secret);
      const [row] = await t.dataSource.query('SELECT secret, previous_secret, previous_secret_expires_at FROM webhooks WHERE id = $1', [created.id]);
      expect(row).toEqual({ secret: res.body.data.secret, previous_secret: created.secret, previous_secret_expires_at: new Date('2030-01-02T00:00:00Z') });
      // The answer and the webhook say until when the previous secret signs.
      expect(created.previousSecretExpiresAt).toBeNull();
      expect(res.body.data.previousSecretExpiresAt).toBe('2030-01-02T00:00:00.000Z');
      expect((await as(token).get(`/v2/webhooks/${created.id}`).expect(200)).body.data.previousSecretExpiresAt).toBe('2030-01-02T00:00:00.000Z');
      // A second rotation within the 24 hours: the first previous secret stops at once; the one it replaces signs for 24 hours more.
      clock.advance(3600_000);
      const again = await as(token).post(`/v2/webhooks/${created.id}/secret`).expect(201);
      expect(again.body.data.previousSecretExpiresAt).toBe('2030-01-02T01:00:00.000Z');
      const [after] = await t.dataSource.query('SELECT previous_secret FROM webhooks WHERE id = $1', [created.id]);
      expect(after.previous_secret).toBe(res.body.data.secret);
    } finally {
      clock.release();
    }
  });

  it("another app's or another person's webhook is not found, for every route", async () => {
    const user = await createUser(t);
    const mine = await issueAccessToken(t, { user, scopes: RW });
    const { id } = (await as(mine.token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] })).body.data;
    const otherApp = await issueAccessToken(t, { user, scopes: RW });
    const otherPerson = await issueAccessToken(t, { scopes: RW, clientId: mine.clientId });
    for (const { token } of [otherApp, otherPerson]) {
      expect((await as(token).get('/v2/webhooks').expect(200)).body.data.items).toEqual([]);
      await as(token).get(`/v2/webhooks/${id}`).expect(404);
      await as(token).patch(`/v2/webhooks/${id}`, { active: false }).expect(404);
      await as(token).post(`/v2/webhooks/${id}/secret`).expect(404);
      await as(token).delete(`/v2/webhooks/${id}`).expect(404);
    }
    expect((await as(mine.token).get(`/v2/webhooks/${id}`).expect(200)).body.data.active).toBe(true);
    await as(mine.token).get('/v2/webhooks/abc').expect(404);
    await as(mine.token).get('/v2/webhooks/99999999999').expect(404);
  });

  it('no token → 401; reading (the delivery history included) needs WEBHOOK_READ, and writing WEBHOOK_WRITE (403 naming it)', async () => {
    await request(t.url).get('/v2/webhooks').expect(401);
    const reader = await issueAccessToken(t, { scopes: ['WEBHOOK_READ'] });
    const res = await as(reader.token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(403);
    expect(res.headers['www-authenticate']).toContain('scope="WEBHOOK_WRITE"');
    const writer = await issueAccessToken(t, { scopes: ['WEBHOOK_WRITE'] });
    expect((await as(writer.token).get('/v2/webhooks').expect(403)).headers['www-authenticate']).toContain('scope="WEBHOOK_READ"');
    // The delivery history is read with WEBHOOK_READ: a token that only reads sees it, one that only writes does not.
    expect((await as(writer.token).get('/v2/webhooks/1/deliveries').expect(403)).headers['www-authenticate']).toContain('scope="WEBHOOK_READ"');
    await as(reader.token).get('/v2/webhooks/1/deliveries').expect(404);
    await as(reader.token).post('/v2/webhooks/1/deliveries/1/redeliver').expect(403);
  });

  it('deleting the client deletes its webhooks', async () => {
    const { client } = await createApprovedClient(t, { scopes: RW });
    const { token } = await issueAccessToken(t, { scopes: RW, clientId: client.clientId });
    await as(token).post('/v2/webhooks', { subscriberUrl: URL_A, triggers: ['BOOKING_CREATED'] }).expect(201);
    await t.dataSource.query('DELETE FROM oauth_clients WHERE client_id = $1', [client.clientId]);
    expect(await t.dataSource.query('SELECT id FROM webhooks')).toEqual([]);
  });
});
