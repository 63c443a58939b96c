import { randomBytes } from 'node:crypto';
import { keyIdOf, parseKey, SecretBox, SecretBoxError } from './secret-box';

describe('SecretBox (AES-256-GCM with key ids)', () => {
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);

  it('opens what it sealed, and the sealed text shows neither the plaintext nor the key', () => {
    const box = new SecretBox(newKey);
    const sealed = box.seal('hunter2-password', 'row:1');
    expect(sealed).toMatch(new RegExp(`^v1\\.${keyIdOf(newKey)}\\.`));
    expect(sealed).not.toContain('hunter2');
    expect(box.open(sealed, 'row:1')).toBe('hunter2-password');
    expect(box.seal('hunter2-password', 'row:1')).not.toBe(sealed); // a fresh nonce each time
  });

  it('refuses a value moved to another row, or altered', () => {
    const box = new SecretBox(newKey);
    const sealed = box.seal('secret', 'row:1');
    expect(() => box.open(sealed, 'row:2')).toThrow(SecretBoxError);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('x' + Buffer.from(parts[4], 'base64url').toString('latin1')).toString('base64url');
    expect(() => box.open(parts.join('.'), 'row:1')).toThrow(SecretBoxError);
  });

  it('rotation: a value sealed under the old key opens with the old key listed as previous, and is marked stale', () => {
    const sealedBefore = new SecretBox(oldKey).seal('secret', 'row:1');
    const rotated = new SecretBox(newKey, [oldKey]);
    expect(rotated.open(sealedBefore, 'row:1')).toBe('secret');
    expect(rotated.isStale(sealedBefore)).toBe(true);
    expect(rotated.isStale(rotated.seal('secret', 'row:1'))).toBe(false);
    expect(() => new SecretBox(newKey).open(sealedBefore, 'row:1')).toThrow(/not configured/);
  });

  it('reads keys written in hex or base64', () => {
    expect(parseKey(newKey.toString('hex'))).toEqual(newKey);
    expect(parseKey(newKey.toString('base64'))).toEqual(newKey);
  });
});
