import { createUser, csrfFrom } from '../factories';
import { HeldClock, holdClock } from '../setup/clock';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Sign-up says "already exists" to anyone, so it is limited per address and per IP like sign-in
 * (issue 15, item 7): otherwise a script could check a list of emails for accounts.
 */
describe('Sign-up limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Small limits keep the spec short; the defaults (5 and 20 an hour) are checked by the config spec.
    t = await createTestApp({ RATE_LIMIT_SIGNUPS_PER_ADDRESS_PER_HOUR: '3', RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: '6', TRUST_PROXY: 'loopback' });
  });
  /** A minute into an hour: the sign-up windows (an hour, aligned on the clock) have 59 minutes left. */
  const HOUR_PLUS_A_MINUTE = Date.UTC(2030, 0, 7, 9, 1);
  let clock: HeldClock;
  beforeEach(async () => {
    await t.reset();
    clock = holdClock(t, HOUR_PLUS_A_MINUTE);
  });
  afterEach(() => clock.release());
  afterAll(() => t.close());

  const signUp = (email: string, ip: string) =>
    t.http().post('/auth/signup').set('X-Forwarded-For', ip).send({ name: 'Eve', email, password: 'a long enough password' });

  it('per address: probing one email is refused with 429 and Retry-After, whatever the answer would be', async () => {
    const taken = await createUser(t);
    for (let i = 0; i < 3; i++) expect((await signUp(taken.email, `10.0.0.${i + 1}`)).status).toBe(409);
    const blocked = await signUp(taken.email, '10.0.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe(String(59 * 60));
    expect(blocked.body).toEqual({ status: 'error', error: { code: 'rate_limited', message: expect.stringMatching(/Too many sign-up attempts/) } });
    // Case and spaces do not make a new address.
    expect((await signUp(taken.email.toUpperCase(), '10.0.1.2')).status).toBe(429);
    // Other addresses are unaffected.
    expect((await signUp('someone.else@example.com', '10.0.1.3')).status).toBe(201);
  });

  it('per IP: checking many addresses from one place is refused after the limit, other places are not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signUp(`probe${i}@example.com`, '203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    expect((await signUp('probe9@example.com', '203.0.113.8')).status).toBe(201);
    // The next hour counts afresh.
    clock.advance(59 * 60_000);
    expect((await signUp('probe10@example.com', '203.0.113.7')).status).toBe(201);
  });

  it('the sign-up page shows the refusal as a page with Retry-After', async () => {
    const agent = t.http();
    const csrf = csrfFrom((await agent.get('/auth/signup').expect(200)).text);
    const submit = () =>
      agent
        .post('/auth/signup')
        .set('X-Forwarded-For', '198.51.100.4')
        .type('form')
        .send({ _csrf: csrf, name: 'Eve', email: 'page@example.com', password: 'a long enough password' });
    expect((await submit()).status).toBe(303); // the account is created and the person signed in
    const other = t.http(); // another browser, not signed in
    const again = csrfFrom((await other.get('/auth/signup').expect(200)).text);
    const resubmit = () =>
      other
        .post('/auth/signup')
        .set('X-Forwarded-For', '198.51.100.5')
        .type('form')
        .send({ _csrf: again, name: 'Eve', email: 'page@example.com', password: 'a long enough password' });
    expect((await resubmit()).status).toBe(409);
    expect((await resubmit()).status).toBe(409);
    const refused = await resubmit();
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Too many sign-up attempts');
  });
});
