import { DomainError } from '../../common/errors/domain-errors';

/** RFC 6749 §4.1.2.1 and §5.2, RFC 7009 §2.2.1, RFC 8707 §2, RFC 7591 §3.2.2 error codes. */
export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'unsupported_token_type',
  'access_denied',
  'unsupported_response_type',
  'server_error',
  'temporarily_unavailable',
  'invalid_target',
  'invalid_redirect_uri',
  'invalid_client_metadata',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

/**
 * An OAuth protocol error: rendered as `{"error","error_description"}` on the token, revocation and
 * introspection endpoints, or as redirect parameters by the authorization endpoint. The
 * description says what was wrong in words a developer can act on, and never echoes a credential.
 */
export class OAuthError extends DomainError {
  readonly status: number;

  constructor(
    readonly code: OAuthErrorCode,
    message: string,
    status?: number,
  ) {
    super(message);
    // RFC 6749 §5.2: a failed client authentication is 401; every other error 400.
    this.status = status ?? (code === 'invalid_client' ? 401 : 400);
  }

  /** RFC 6749 §5.2: a 401 to a client that used HTTP Basic names the Basic scheme. */
  withBasicChallenge(realm: string): this {
    this.headers['WWW-Authenticate'] = `Basic realm="${realm}", charset="UTF-8"`;
    return this;
  }
}
