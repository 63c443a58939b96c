import { DomainError } from '../common/errors/domain-errors';

export const BEARER_REALM = 'api';

/**
 * 401 for a request without a usable access token (RFC 6750 §3). When no token was sent at all, the
 * challenge carries no error code (§3.1: the client may simply not know it needs one); when a token
 * was sent but is unknown, expired or revoked, it says `invalid_token`.
 */
export class InvalidTokenError extends DomainError {
  readonly status = 401;

  constructor(
    readonly code: 'missing_token' | 'invalid_token',
    /** Why the token is refused, when it is live but not for this resource. */
    description = 'The access token is invalid, expired or revoked',
  ) {
    super(code === 'missing_token' ? 'This endpoint needs an OAuth access token: send it as "Authorization: Bearer <token>".' : `${description}.`);
    this.headers['WWW-Authenticate'] =
      code === 'missing_token' ? `Bearer realm="${BEARER_REALM}"` : `Bearer realm="${BEARER_REALM}", error="invalid_token", error_description="${description}"`;
  }

  /**
   * RFC 8707 §2 and RFC 9068 §4: a token is accepted only at its audience. One issued for another
   * resource is `invalid_token` here, and the message names the resource it is for, so the client
   * knows to ask for a token for this one.
   */
  static wrongAudience(audience: string, here: string): InvalidTokenError {
    return new InvalidTokenError('invalid_token', `The access token is for ${audience}, not ${here}`);
  }
}

/** 400 for a token sent where it must not be (RFC 6750 §3.1 `invalid_request`). */
export class BearerRequestError extends DomainError {
  readonly status = 400;
  readonly code = 'invalid_request';

  constructor(message: string) {
    super(message);
    this.headers['WWW-Authenticate'] = `Bearer realm="${BEARER_REALM}", error="invalid_request"`;
  }
}

/** 403 for a valid token without the scopes a route needs (RFC 6750 §3.1 `insufficient_scope`). */
export class InsufficientScopeError extends DomainError {
  readonly status = 403;
  readonly code = 'insufficient_scope';

  constructor(required: readonly string[], missing: readonly string[]) {
    super(`The access token lacks the scope this endpoint needs: ${missing.join(', ')}.`);
    this.headers['WWW-Authenticate'] = `Bearer realm="${BEARER_REALM}", error="insufficient_scope", scope="${required.join(' ')}"`;
  }
}
