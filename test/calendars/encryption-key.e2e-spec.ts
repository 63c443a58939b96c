import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CredentialsVault } from '../../src/calendars/credentials-vault';
import { keyIdOf, parseKey, SecretBox } from '../../src/common/crypto/secret-box';
import { createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { createTestApp, TEST_ENCRYPTION_KEY, TestApp } from '../setup/test-app';
import { apiAs } from '../scheduling/support/http';
import { startIcsServer } from './support/ics-server';

describe('ENCRYPTION_KEY', () => {
  let feeds: Awaited<ReturnType<typeof startIcsServer>>;
  let dir: string;
  beforeAll(async () => {
    feeds = await startIcsServer();
    dir = mkdtempSync(join(tmpdir(), 'calendar-key-'));
  });
  afterAll(async () => {
    await feeds?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function saveFeed(t: TestApp) {
    const { token } = await issueAccessToken(t, { scopes: ['APPS_WRITE'] });
    return apiAs(t, token).post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/new-york.ics`] });
  }

  it('unset: refused with a message naming it on PostgreSQL; generated into the data directory on the embedded database', async () => {
    const t = await createTestApp({ ENCRYPTION_KEY: '', DATA_DIR: dir, CALENDAR_ALLOW_PRIVATE_HOSTS: 'true' });
    try {
      const res = await saveFeed(t);
      if (t.config.database.kind === 'postgres') {
        expect([res.status, res.body.error.code]).toEqual([503, 'encryption_key_missing']);
        expect(res.body.error.message).toMatch(/ENCRYPTION_KEY/);
        expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM calendar_connections`)).toEqual([{ n: 0 }]);
      } else {
        expect(res.status).toBe(201);
        expect(t.rawLogs()).toContain(`Generated the calendar credentials key in ${join(dir, 'encryption.key')}`);
      }
      // Everything else works without it.
      await t.http().get('/health/ready').expect(200);
    } finally {
      await t.close();
    }
  });

  it('rotation: with a new key and the old one listed as previous, start-up re-encrypts what the old key sealed, and it still works', async () => {
    const newKey = Buffer.alloc(32, 9).toString('base64');
    const t = await createTestApp({ CALENDAR_ALLOW_PRIVATE_HOSTS: 'true', ENCRYPTION_KEY: newKey, ENCRYPTION_KEYS_PREVIOUS: TEST_ENCRYPTION_KEY });
    try {
      const user = await createUser(t);
      const { token } = await issueAccessToken(t, { user, scopes: ['APPS_READ', 'APPS_WRITE'] });
      await apiAs(t, token).post('/v2/calendars/ics-feed/save', { urls: [`${feeds.url}/new-york.ics`] }).expect(201);
      // As if written before the rotation: the same credentials, sealed under the old key.
      const [row] = await t.dataSource.query(`SELECT id, user_id, kind, account_key FROM calendar_connections`);
      const oldBox = new SecretBox(parseKey(TEST_ENCRYPTION_KEY));
      const context = `calendar_connections:${row.user_id}:${row.kind}:${row.account_key}`;
      await t.dataSource.query(`UPDATE calendar_connections SET credentials = $1 WHERE id = $2`, [oldBox.seal(JSON.stringify({ url: `${feeds.url}/new-york.ics` }), context), row.id]);
      const keyIdNow = async () => ((await t.dataSource.query(`SELECT credentials FROM calendar_connections`))[0].credentials as string).split('.')[1];
      expect(await keyIdNow()).toBe(oldBox.currentKeyId);

      await t.app.get(CredentialsVault).onApplicationBootstrap(); // what a restart runs
      expect(await keyIdNow()).toBe(keyIdOf(Buffer.from(newKey, 'base64')));
      const check = await apiAs(t, token).get('/v2/calendars/ics-feed/check').expect(200);
      expect(check.body.data).toEqual([expect.objectContaining({ ok: true })]);
    } finally {
      await t.close();
    }
  });
});
