import { randomToken, sha256 } from '../../common/crypto/tokens';

/** A credential in clear (given to the client once) and its hash (all we keep). */
export interface MintedToken {
  value: string;
  hash: Buffer;
}

function mint(prefix: string): MintedToken {
  const value = randomToken(prefix);
  return { value, hash: sha256(value) };
}

/** `sat_` / `srt_` prefixes make leaked tokens easy to recognise and to scan for. */
export const mintAccessToken = () => mint('sat_');
export const mintRefreshToken = () => mint('srt_');
export const mintAuthorizationCode = () => mint('');
