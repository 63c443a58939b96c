import request from 'supertest';
import { createApprovedClient, createUser, signIn } from './factories';
import { consent, REDIRECT_URI } from './factories/oauth';
import { createTestApp, TestApp } from './setup/test-app';

describe('Codes and tokens are never kept or logged in clear', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('after a full flow, no code, token or secret appears in any table or log line', async () => {
    const { client, secret } = await createApprovedClient(t, { redirectUris: [REDIRECT_URI] });
    const agent = await signIn(t, await createUser(t));
    const location = await consent(agent, { client_id: client.clientId, redirect_uri: REDIRECT_URI, scope: 'PROFILE_READ', state: 'state-value-1' });
    const code = location.searchParams.get('code')!;
    const first = await request(t.url)
      .post('/v2/auth/oauth2/token')
      .type('form')
      .send({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: client.clientId, client_secret: secret })
      .expect(200);
    const second = await request(t.url)
      .post('/v2/auth/oauth2/token')
      .auth(client.clientId, secret!)
      .type('form')
      .send({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token })
      .expect(200);
    await request(t.url).post('/v2/auth/oauth2/introspect').auth(client.clientId, secret!).type('form').send({ token: second.body.access_token }).expect(200);
    // A client that (wrongly) puts a token in a URL must not get it logged either.
    await request(t.url).get(`/health?access_token=${second.body.access_token}&code=${code}`).expect(200);

    const credentials = [code, secret!, first.body.access_token, first.body.refresh_token, second.body.access_token, second.body.refresh_token];
    const tables: { table_name: string }[] = await t.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      dump += (await t.dataSource.query(`SELECT t::text AS row FROM "${table_name}" t`)).map((r: { row: string }) => r.row).join('\n');
    }
    expect(dump).toContain(client.clientId); // the dump does cover the OAuth tables
    const logs = t.rawLogs();
    expect(logs).toContain('/v2/auth/oauth2/token'); // and the log covers the requests
    for (const value of credentials) {
      const core = value.replace(/^(sat_|srt_|scs_)/, '').slice(0, 30);
      expect(dump).not.toContain(core);
      expect(logs).not.toContain(core);
    }
    expect(logs).not.toContain('state-value-1');
  });
});
