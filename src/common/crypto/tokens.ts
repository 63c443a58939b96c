import { createHash, randomFillSync, timingSafeEqual } from 'node:crypto';

/**
 * A random credential: 32 bytes (256 bits) from the CSPRNG, base64url-encoded, with an optional
 * readable prefix so leaked values are easy to recognise and scan for.
 */
export function randomToken(prefix = '', bytes = 32): string {
  const random = takeRandom(bytes);
  const token = prefix + random.toString('base64url');
  random.fill(0); // nothing of a credential stays behind in the pool
  return token;
}

/**
 * Random bytes are drawn from a pool filled 4 KiB at a time, as Node's own `randomUUID` does: each
 * call to the CSPRNG costs several microseconds whatever its size (measured: ~11 µs for 32 bytes
 * under load), which a token endpoint paid twice per grant. Every byte is handed out once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function takeRandom(bytes: number): Buffer {
  if (bytes > POOL_BYTES) return randomFillSync(Buffer.allocUnsafeSlow(bytes));
  if (used + bytes > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafeSlow(POOL_BYTES));
    used = 0;
  }
  const slice = pool.subarray(used, used + bytes);
  used += bytes;
  return slice;
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
