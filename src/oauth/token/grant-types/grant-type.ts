import type { IssuedTokens } from '../../grants/token-store';
import type { TokenRequest } from '../token-request';

export const GRANT_TYPE_NAMES = ['authorization_code', 'refresh_token'] as const;
export type GrantTypeName = (typeof GRANT_TYPE_NAMES)[number];

/**
 * One `grant_type` of the token endpoint (RFC 6749 §4.1.3, §6). Each authenticates the client its
 * own way (the refresh grant inside its rotation statement) and answers the pair it issued; the
 * endpoint turns that into the token response.
 */
export interface GrantType {
  readonly name: GrantTypeName;
  issue(request: TokenRequest): Promise<IssuedTokens>;
}
