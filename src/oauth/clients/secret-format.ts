import { randomToken, sha256 } from '../../common/crypto/tokens';

/** A new client secret: `scs_` and 256 random bits. Shown once; only the hash is kept. */
export function newClientSecret(): { secret: string; hash: Buffer; hint: string } {
  const secret = randomToken('scs_');
  return { secret, hash: sha256(secret), hint: `…${secret.slice(-4)}` };
}
