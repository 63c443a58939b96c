import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 characters from the unreserved set. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** RFC 7636 §4.2: an S256 challenge is the base64url SHA-256 of the verifier: 43 characters. */
export const S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * What the database compares with a code's challenge (see the redemption statement): whether a
 * verifier was sent, and its S256 when it is well-formed (null otherwise, which matches nothing).
 * `verifyPkce` then says why a refused verifier failed.
 */
export function presentedVerifier(verifier: string | undefined): { sent: boolean; s256: string | null } {
  return { sent: verifier !== undefined, s256: verifier !== undefined && VERIFIER.test(verifier) ? s256(verifier) : null };
}

/**
 * Checks the verifier against the code's challenge (S256 only). Returns why it fails, or null.
 * A verifier for a code issued without a challenge is refused too: a client that sends one
 * expects PKCE protection, and quietly ignoring it would hide a downgrade.
 */
export function verifyPkce(challenge: string | null, verifier: string | undefined): string | null {
  if (challenge === null) {
    return verifier === undefined ? null : 'code_verifier was sent, but the authorization request had no code_challenge.';
  }
  if (verifier === undefined) return 'code_verifier is required: the authorization request had a code_challenge.';
  if (!VERIFIER.test(verifier)) return 'code_verifier must be 43 to 128 characters from A-Z a-z 0-9 - . _ ~.';
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? null : 'code_verifier does not match the code_challenge.';
}
