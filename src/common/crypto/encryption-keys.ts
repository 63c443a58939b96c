import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { parseKey, SecretBox } from './secret-box';

export const KEY_FILE = 'encryption.key';

/**
 * The key that encrypts stored credentials, decided once at start-up:
 * - `ENCRYPTION_KEY` set: that key (its format was validated with the rest of the environment), with
 *   `ENCRYPTION_KEYS_PREVIOUS` for reading what earlier keys sealed.
 * - unset, embedded database: one process owns the data directory, so a key generated once into
 *   `DATA_DIR/encryption.key` (mode 0600) serves every restart; `npm start` needs no setup. The
 *   notice says where it is: a backup of the data without that file cannot open the credentials.
 * - unset, PostgreSQL: several instances share the database and a generated key would differ per
 *   instance, so there is no key (null) and storing credentials is refused with a message naming
 *   ENCRYPTION_KEY; everything else works.
 */
export function resolveSecretBox(config: AppConfig, notice: (message: string) => void): SecretBox | null {
  const previous = config.calendars.previousEncryptionKeys.map(parseKey);
  if (config.calendars.encryptionKey) return new SecretBox(parseKey(config.calendars.encryptionKey), previous);
  if (config.database.kind !== 'embedded') return null;
  const path = join(config.database.dataDir, KEY_FILE);
  return new SecretBox(readOrCreateKey(path, notice), previous);
}

function readOrCreateKey(path: string, notice: (message: string) => void): Buffer {
  try {
    const text = readFileSync(path, 'utf8').trim();
    const key = parseKey(text);
    if (key.length !== 32) throw new Error(`${path} does not hold a 32-byte key; restore it, or set ENCRYPTION_KEY`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(join(path, '..'), { recursive: true });
  const key = randomBytes(32);
  // `wx`: if another process created the file meanwhile, fail rather than overwrite its key.
  const fd = openSync(path, 'wx', 0o600);
  writeSync(fd, `${key.toString('base64')}\n`);
  closeSync(fd);
  notice(`Generated the calendar credentials key in ${path} (ENCRYPTION_KEY was not set). Back it up with the data directory.`);
  return key;
}
