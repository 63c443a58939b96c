import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { ErrorShape } from '../../common/errors/all-exceptions.filter';
import { Metrics } from '../../common/metrics/metrics';
import { oauthErrorBody } from '../errors/oauth-error.renderer';

/** The token endpoint's path, compared as routes are (without case, a trailing slash allowed); errors raised before routing (a malformed body) count too. */
const TOKEN_PATH = /^\/v2\/auth\/oauth2\/token\/?$/i;

/**
 * The token endpoint's metrics: `oauth_tokens_issued_total` by grant type, and
 * `oauth_token_errors_total` by the RFC 6749 error code it answered (`invalid_grant` rising is a
 * client replaying spent tokens, `invalid_client` one with a wrong secret, or someone guessing).
 */
@Injectable()
export class TokenMetrics {
  private readonly issued;
  private readonly errors;

  constructor(metrics: Metrics) {
    this.issued = metrics.counter('oauth_tokens_issued_total', 'Token responses issued by the token endpoint, by grant type', ['grant_type']);
    this.errors = metrics.counter('oauth_token_errors_total', 'Errors answered by the token endpoint, by RFC 6749 error code', ['error']);
  }

  tokensIssued(grantType: string): void {
    this.issued.inc({ grant_type: grantType });
  }

  /** Told of every error the app answers; counts those of the token endpoint, by the code its body carries. */
  readonly observeError = (req: Request, error: ErrorShape): void => {
    if (TOKEN_PATH.test(req.path)) this.errors.inc({ error: oauthErrorBody(error).error });
  };
}
