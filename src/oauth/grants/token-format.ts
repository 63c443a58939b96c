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
export const ACCESS_TOKEN_PREFIX = 'sat_';
export const REFRESH_TOKEN_PREFIX = 'srt_';
/** The prefix and 32 random bytes in base64url (43 characters). */
export const ACCESS_TOKEN_LENGTH = ACCESS_TOKEN_PREFIX.length + 43;

export const mintAccessToken = () => mint(ACCESS_TOKEN_PREFIX);
export const mintRefreshToken = () => mint(REFRESH_TOKEN_PREFIX);
export const mintAuthorizationCode = () => mint('');
