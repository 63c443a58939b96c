import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of secrets we must be able to read back (calendar passwords, provider tokens),
 * with AES-256-GCM: confidentiality and integrity, so a changed ciphertext fails to open instead of
 * yielding garbage.
 *
 * A sealed value reads `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url). The key id is derived from
 * the key itself (not secret: 32 bits of its SHA-256), so rotating needs no naming scheme: the new
 * key encrypts, the old ones stay listed for reading, and each value says which key opens it.
 *
 * `context` is bound as additional authenticated data: a value sealed for one row (one person's
 * connection) does not open for another, so a database writer cannot move credentials between rows.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  readonly currentKeyId: string;

  constructor(current: Buffer, previous: Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new Error('An AES-256 key is 32 bytes');
      this.keys.set(keyIdOf(key), key);
    }
    this.currentKeyId = keyIdOf(current);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12); // 96 bits: GCM's recommended nonce size (NIST SP 800-38D §8.2)
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', this.currentKeyId, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  /** Throws `SecretBoxError` (never the plaintext or key) when the value cannot be opened. */
  open(sealed: string, context: string): string {
    const [version, keyId, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || body === undefined) throw new SecretBoxError('not a sealed value');
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError(`sealed with key ${keyId}, which is not configured (ENCRYPTION_KEY or ENCRYPTION_KEYS_PREVIOUS)`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError('the value does not open with its key (altered, or sealed for another row)');
    }
  }

  /** Sealed under a key other than the current one: due for re-encryption. */
  isStale(sealed: string): boolean {
    return sealed.split('.')[1] !== this.currentKeyId;
  }
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** 64 hex digits or base64 (either alphabet) of 32 bytes; the format is checked by the env schema. */
export function parseKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('secret-box key id\0').update(key).digest('hex').slice(0, 8);
}
