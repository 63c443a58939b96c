import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../config/app-config';
import { KEY_FILE, resolveSecretBox } from './encryption-keys';
import { keyIdOf, parseKey } from './secret-box';

describe('The calendar credentials key at start-up', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'keys-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a malformed ENCRYPTION_KEY (or previous key) stops start-up, naming the variable and not echoing the value', () => {
    for (const env of [{ ENCRYPTION_KEY: 'too-short-key' }, { ENCRYPTION_KEY: 'A'.repeat(63) }, { ENCRYPTION_KEYS_PREVIOUS: `${'a'.repeat(64)},nope` }]) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/ENCRYPTION_KEY/);
      expect((error as Error).message).not.toContain(Object.values(env)[0]);
    }
  });

  it('embedded database without a key: one is generated once into the data directory, mode 0600, with a notice', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const notices: string[] = [];
    const first = resolveSecretBox(config, (n) => notices.push(n))!;
    const path = join(dir, KEY_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(notices).toEqual([expect.stringContaining(path)]);
    const second = resolveSecretBox(config, (n) => notices.push(n))!;
    expect(second.currentKeyId).toBe(first.currentKeyId);
    expect(notices).toHaveLength(1);
    expect(second.open(first.seal('x', 'c'), 'c')).toBe('x');
    expect(keyIdOf(parseKey(readFileSync(path, 'utf8').trim()))).toBe(first.currentKeyId);
  });

  it('PostgreSQL without a key: no key at all (connections are refused), never a generated one', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/app', DATA_DIR: dir });
    expect(resolveSecretBox(config, () => undefined)).toBeNull();
  });

  it('a configured key wins, and previous keys stay readable', () => {
    const current = Buffer.alloc(32, 1);
    const old = Buffer.alloc(32, 2);
    const box = resolveSecretBox(loadConfig({ DATABASE_URL: 'postgres://db.example/app', ENCRYPTION_KEY: current.toString('base64'), ENCRYPTION_KEYS_PREVIOUS: old.toString('hex') }), () => undefined)!;
    expect(box.currentKeyId).toBe(keyIdOf(current));
    expect(box.open(resolveSecretBox(loadConfig({ ENCRYPTION_KEY: old.toString('hex'), DATA_DIR: dir }), () => undefined)!.seal('s', 'c'), 'c')).toBe('s');
  });
});
