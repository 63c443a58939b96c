import { HeldClock, holdClock } from './setup/clock';
import { createTestApp, TestApp } from './setup/test-app';
import { createUser, csrfFrom, DEFAULT_PASSWORD, setCookies, signIn } from './factories';

describe('Accounts: signup, login, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  /** One minute into a quarter hour: the failure window (15 minutes, aligned on the clock) has 14 left. */
  const QUARTER_HOUR_PLUS_A_MINUTE = Date.UTC(2030, 0, 7, 9, 1);
  let clock: HeldClock | undefined;
  afterEach(() => clock?.release());

  async function formPage(agent: ReturnType<TestApp['http']>, path: string) {
    const res = await agent.get(path).expect(200).expect('content-type', /text\/html/);
    return csrfFrom(res.text);
  }

  it('signs up through the form, is signed in, and can sign out', async () => {
    const agent = t.http();
    const csrf = await formPage(agent, '/auth/signup');
    const res = await agent
      .post('/auth/signup')
      .type('form')
      .send({ _csrf: csrf, name: 'Ana Lima', email: 'Ana@Example.com', password: DEFAULT_PASSWORD, returnTo: '/' })
      .expect(303);
    expect(res.headers.location).toBe('/');
    expect(setCookies(res).join(';')).toMatch(/sid=[^;]+; .*HttpOnly.*SameSite=Lax/i);

    const home = await agent.get('/').expect(200);
    expect(home.text).toContain('Welcome, Ana Lima');
    expect(home.text).toContain('ana@example.com');

    await agent.post('/auth/logout').type('form').send({ _csrf: csrfFrom(home.text) }).expect(303);
    expect((await agent.get('/').expect(200)).text).not.toContain('Welcome');
  });

  it('signs in through the form and returns to the requested page', async () => {
    const user = await createUser(t);
    const agent = t.http();
    const csrf = await formPage(agent, '/auth/login?returnTo=%2Fsomewhere%3Fx%3D1');
    const res = await agent
      .post('/auth/login')
      .type('form')
      .send({ _csrf: csrf, email: user.email, password: DEFAULT_PASSWORD, returnTo: '/somewhere?x=1' })
      .expect(303);
    expect(res.headers.location).toBe('/somewhere?x=1');
    expect((await agent.get('/')).text).toContain(`Welcome, ${user.name}`);
  });

  it('never redirects off the site after sign-in', async () => {
    const user = await createUser(t);
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const agent = t.http();
      const csrf = await formPage(agent, '/auth/login');
      const res = await agent
        .post('/auth/login')
        .type('form')
        .send({ _csrf: csrf, email: user.email, password: DEFAULT_PASSWORD, returnTo })
        .expect(303);
      expect(res.headers.location).toBe('/');
    }
  });

  it('signs in with JSON (204 and a cookie) and out again', async () => {
    const user = await createUser(t);
    const agent = t.http();
    const res = await agent.post('/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(204);
    expect(setCookies(res).join(';')).toMatch(/sid=/);
    expect((await agent.get('/')).text).toContain('Welcome');
    await agent.post('/auth/logout').send({}).expect(204);
    expect((await agent.get('/')).text).not.toContain('Welcome');
  });

  it('signing out ends the session on the server, not only in the browser', async () => {
    const user = await createUser(t);
    const agent = t.http();
    const login = await agent.post('/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(204);
    const cookie = setCookies(login)[0].split(';')[0];
    expect((await t.http().get('/').set('Cookie', cookie)).text).toContain('Welcome');
    await agent.post('/auth/logout').send({}).expect(204);
    const replay = await t.http().get('/').set('Cookie', cookie).expect(200);
    expect(replay.text).not.toContain('Welcome');
  });

  it('a wrong password is an error and gives no session', async () => {
    const user = await createUser(t);
    const json = await t.http().post('/auth/login').send({ email: user.email, password: 'not the password' }).expect(401);
    expect(json.body).toEqual({ status: 'error', error: { code: 'invalid_credentials', message: 'Incorrect email or password.' } });
    expect(setCookies(json)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^sid=/)]));

    const agent = t.http();
    const csrf = await formPage(agent, '/auth/login');
    const form = await agent.post('/auth/login').type('form').send({ _csrf: csrf, email: user.email, password: 'nope nope nope' }).expect(401);
    expect(form.text).toContain('Incorrect email or password.');
    expect((await agent.get('/')).text).not.toContain('Welcome');
  });

  it('an unknown email gets the same answer as a wrong password', async () => {
    const res = await t.http().post('/auth/login').send({ email: 'nobody@example.com', password: 'whatever-it-is' }).expect(401);
    expect(res.body.error.message).toBe('Incorrect email or password.');
  });

  it('refuses a duplicate email with a clear error', async () => {
    await createUser(t, { email: 'taken@example.com' });
    const res = await t
      .http()
      .post('/auth/signup')
      .send({ name: 'Other', email: 'TAKEN@example.com', password: DEFAULT_PASSWORD })
      .expect(409);
    expect(res.body.error.message).toBe('An account with this email address already exists.');

    const agent = t.http();
    const csrf = await formPage(agent, '/auth/signup');
    const form = await agent
      .post('/auth/signup')
      .type('form')
      .send({ _csrf: csrf, name: 'Other', email: 'taken@example.com', password: DEFAULT_PASSWORD })
      .expect(409);
    expect(form.text).toContain('An account with this email address already exists.');
  });

  it('refuses a weak password and invalid fields with 422', async () => {
    const weak = await t.http().post('/auth/signup').send({ name: 'A', email: 'a@example.com', password: 'short' }).expect(422);
    expect(weak.body.error.message).toMatch(/at least 10 characters/);
    const bad = await t.http().post('/auth/signup').send({ name: '', email: 'not-an-email', password: DEFAULT_PASSWORD }).expect(422);
    expect(bad.body.error.message).toMatch(/valid email/);
    expect(bad.body.error.message).toMatch(/name/i);
  });

  it('answers as Accept asks: JSON sent by a script that asks for HTML gets a page, a form asking for JSON gets JSON', async () => {
    for (const path of ['/auth/signup', '/auth/login']) {
      const page = await t.http().post(path).set('Content-Type', 'application/json').set('Accept', 'text/html').send('').expect(422);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<form');
      const json = await t.http().post(path).set('Content-Type', 'application/json').set('Accept', 'application/json').send('').expect(422);
      expect(json.body.status).toBe('error');
      const plain = await t.http().post(path).set('Content-Type', 'application/json').set('Accept', '*/*').send('{}').expect(422);
      expect(plain.body.status).toBe('error');
    }
  });

  it('refuses a password holding the address or the whole name before the @, and accepts one that only shares a piece', async () => {
    const signUp = (email: string, password: string) => t.http().post('/auth/signup').send({ name: 'Margarida', email, password });
    const whole = await signUp('margarida@example.com', 'MARGARIDA-2024!').expect(422);
    expect(whole.body.error.message).toBe('The password must not contain the part of your email address before the @ (margarida).');
    const address = await signUp('ana@example.com', 'my ana@example.com pw').expect(422);
    expect(address.body.error.message).toBe('The password must not contain your email address.');
    await signUp('margarida@example.org', 'margarine on bread').expect(201);
    await signUp('ana@example.org', 'bananas are yellow').expect(201);
  });

  it('refuses a form post without _csrf (403) and with a wrong one', async () => {
    const user = await createUser(t);
    await t.http().post('/auth/login').type('form').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(403);
    const agent = t.http();
    await formPage(agent, '/auth/login');
    const res = await agent
      .post('/auth/login')
      .type('form')
      .send({ _csrf: 'x'.repeat(43), email: user.email, password: DEFAULT_PASSWORD })
      .expect(403);
    expect(res.text).toContain('did not come from this site');
  });

  it('a signed-in form needs the session token, not another browser’s', async () => {
    const user = await createUser(t);
    const agent = await signIn(t, user);
    const other = t.http();
    const foreign = await formPage(other, '/auth/login');
    await agent.post('/auth/logout').type('form').send({ _csrf: foreign }).expect(403);
  });

  it('refuses a JSON body sent as text/plain (the cross-site form trick)', async () => {
    const user = await createUser(t);
    const res = await t
      .http()
      .post('/auth/login')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }))
      .expect(415);
    expect(setCookies(res)).toEqual([]);
  });

  it('refuses JSON from another origin', async () => {
    const user = await createUser(t);
    await t
      .http()
      .post('/auth/login')
      .set('Origin', 'https://evil.example')
      .send({ email: user.email, password: DEFAULT_PASSWORD })
      .expect(403);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.http().post('/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(res.body).toEqual({ status: 'error', error: { code: 'invalid_json', message: 'The request body is not valid JSON.' } });
  });

  it('answers a 200 KB body with 413', async () => {
    const res = await t
      .http()
      .post('/auth/login')
      .send({ email: 'a@example.com', password: 'x'.repeat(200 * 1024) })
      .expect(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect(JSON.stringify(res.body)).not.toMatch(/at |\.ts:/); // no stack trace
  });

  it('limits failed sign-ins per account: 429 with Retry-After, even for the right password', async () => {
    const user = await createUser(t);
    clock = holdClock(t, QUARTER_HOUR_PLUS_A_MINUTE);
    const limit = t.config.limits.loginFailuresPer15Minutes;
    for (let i = 0; i < limit; i++) {
      await t.http().post('/auth/login').send({ email: user.email, password: `wrong password ${i}` }).expect(401);
    }
    const blocked = await t.http().post('/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(429);
    expect(blocked.headers['retry-after']).toBe(String(14 * 60)); // until the window ends
    const other = await createUser(t);
    await signIn(t, other);
    // A second before the window ends the account is still locked; when it ends, the right password works.
    clock.advance(14 * 60_000 - 1_000);
    expect((await t.http().post('/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(429)).headers['retry-after']).toBe('1');
    clock.advance(1_000);
    await signIn(t, user);
  });

  it('says how long the lock-out lasts, in minutes rounded up from Retry-After, on the page and in JSON', async () => {
    const user = await createUser(t);
    clock = holdClock(t, QUARTER_HOUR_PLUS_A_MINUTE);
    const limit = t.config.limits.loginFailuresPer15Minutes;
    for (let i = 0; i < limit; i++) {
      await t.http().post('/auth/login').send({ email: user.email, password: `wrong password ${i}` }).expect(401);
    }
    const json = await t.http().post('/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(429);
    expect(json.headers['retry-after']).toBe(String(14 * 60));
    expect(json.body.error.message).toBe('Too many failed sign-in attempts for this account. Try again in 14 minutes.');

    // 61 seconds left: rounded up, 2 minutes; 59 seconds left: 1 minute, singular.
    clock.advance(14 * 60_000 - 61_000);
    const agent = t.http();
    const csrf = await formPage(agent, '/auth/login');
    const page = await agent.post('/auth/login').type('form').send({ _csrf: csrf, email: user.email, password: DEFAULT_PASSWORD }).expect(429);
    expect(page.headers['retry-after']).toBe('61');
    expect(page.text).toContain('Try again in 2 minutes.');
    expect(page.text).not.toContain('a few minutes');
    clock.advance(2_000);
    const last = await t.http().post('/auth/login').send({ email: user.email, password: DEFAULT_PASSWORD }).expect(429);
    expect(last.headers['retry-after']).toBe('59');
    expect(last.body.error.message).toBe('Too many failed sign-in attempts for this account. Try again in 1 minute.');
  });

  it('counts parallel guesses too: 30 at once get at most 10 checks, the rest 429', async () => {
    const user = await createUser(t);
    clock = holdClock(t, QUARTER_HOUR_PLUS_A_MINUTE);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.http().post('/auth/login').send({ email: user.email, password: `parallel guess ${i}` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('successful sign-ins do not use up the failure allowance', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 12; i++) await signIn(t, user);
  });

  it('stores passwords only as bcrypt hashes, and logs neither passwords nor session ids', async () => {
    const password = 'unique-password-4711';
    const signup = await t.http().post('/auth/signup').send({ name: 'Bo', email: 'bo@example.com', password }).expect(201);
    const sid = /sid=([^;]+)/.exec(setCookies(signup).join(';'))![1];
    await t.http().post('/auth/login').send({ email: 'bo@example.com', password: password + 'x' }).expect(401);

    const [row] = await t.dataSource.query(`SELECT * FROM users WHERE email = 'bo@example.com'`);
    expect(row.password_hash).toMatch(/^\$2[aby]\$04\$/);
    const dump = JSON.stringify(await t.dataSource.query(`SELECT * FROM users`)) + JSON.stringify(await t.dataSource.query(`SELECT * FROM sessions`));
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(sid);

    const logs = t.rawLogs();
    expect(logs).toContain('/auth/signup'); // the requests were logged...
    expect(logs).not.toContain(password); // ...without what they carried
    expect(logs).not.toContain(sid);
  });

  it('escapes what people type when pages show it', async () => {
    const agent = t.http();
    await agent.post('/auth/signup').send({ name: '<script>x</script>', email: 'x@example.com', password: DEFAULT_PASSWORD }).expect(201);
    const home = await agent.get('/').expect(200);
    expect(home.text).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(home.text).not.toContain('<script>x</script>');
  });
});
