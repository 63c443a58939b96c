import { AccountAdminService } from '../src/accounts/account-admin.service';
import { ConflictError } from '../src/common/errors/domain-errors';
import { createUser, signIn } from './factories';
import { createTestApp, TestApp } from './setup/test-app';

/** What the operator's commands do to accounts, seen from the product: sessions, sign-in, the admin role. */
describe('Account administration', () => {
  let t: TestApp;
  let accounts: AccountAdminService;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = t.app.get(AccountAdminService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('a new password signs out everyone signed in to the account; only the new password signs in', async () => {
    const user = await createUser(t, { email: 'ana@example.com' });
    const browser = await signIn(t, user);
    expect((await browser.get('/').expect(200)).text).toContain('Welcome');

    await accounts.setPassword('ANA@example.com', 'a completely new passphrase');

    expect((await browser.get('/').expect(200)).text).not.toContain('Welcome');
    await t.http().post('/auth/login').send({ email: user.email, password: 'correct horse battery' }).expect(401);
    await signIn(t, user, 'a completely new passphrase');
  });

  it('the admin role counts from the next request, and two removals at once cannot remove the last two administrators', async () => {
    const [a, b] = [await createUser(t, { email: 'a@example.com', role: 'admin' }), await createUser(t, { email: 'b@example.com' })];
    const browser = await signIn(t, b);
    await browser.get('/v2/admin/oauth-clients').expect(403);
    await accounts.makeAdmin(b.email);
    await browser.get('/v2/admin/oauth-clients').expect(200);

    const outcomes = await Promise.allSettled([accounts.removeAdmin(a.email), accounts.removeAdmin(b.email)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.reason).toBeInstanceOf(ConflictError);
    expect(await t.dataSource.query(`SELECT email FROM users WHERE role = 'admin'`)).toHaveLength(1);
  });
});
