import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A random credential: 32 bytes (256 bits) from the OS CSPRNG, base64url-encoded, with an optional
 * readable prefix so leaked values are easy to recognise and scan for.
 */
export function randomToken(prefix = '', bytes = 32): string {
  return prefix + randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 of a high-entropy credential. A fast hash is right here: a 256-bit random value cannot be
 * guessed, so slowing the hash down (bcrypt) would buy nothing but latency. Passwords use bcrypt.
 */
export function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Compares two strings without leaking, through timing, how much of them matched. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = sha256(a);
  const right = sha256(b);
  return timingSafeEqual(left, right);
}
