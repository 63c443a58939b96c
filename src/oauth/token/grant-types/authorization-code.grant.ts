import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { AuthorizationCodesService } from '../../grants/authorization-codes.service';
import type { IssuedTokens } from '../../grants/token-store';
import { ClientAuthenticationService } from '../client-authentication.service';
import { requestedAudience } from '../resource-parameter';
import { required, TokenRequest } from '../token-request';
import type { GrantType } from './grant-type';

/** The `authorization_code` grant (RFC 6749 §4.1.3, with PKCE, RFC 7636 §4.5): the client, and its code. */
@Injectable()
export class AuthorizationCodeGrant implements GrantType {
  readonly name = 'authorization_code';

  constructor(
    private readonly clients: ClientAuthenticationService,
    private readonly codes: AuthorizationCodesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The common case (valid client, redeemable code) is one statement that authenticates the client
   * and redeems the code together. When it consumes nothing, the client is authenticated the way
   * every grant does it (checks, limits, messages), and the code's state says why. Without `code`
   * or `redirect_uri`, or with a `resource` that is not ours (RFC 8707 `invalid_target`), the full
   * path answers (after client authentication, as always), and the code is not spent.
   */
  async issue(request: TokenRequest): Promise<IssuedTokens> {
    const presented = this.clients.presentedHash(request);
    const { params } = request;
    const target = requestedAudience(this.config.urls.baseUrl, params.resource);
    if (presented && params.code !== undefined && params.redirect_uri !== undefined && 'audience' in target) {
      const issued = await this.codes.tryRedeem(params.code, presented, params.redirect_uri, params.code_verifier, target.audience);
      if (issued) return issued;
    }
    const client = await this.clients.authenticate(request);
    const code = required(params, 'code');
    const redirectUri = required(params, 'redirect_uri');
    if ('refused' in target) throw target.refused;
    // Authenticated: a second attempt passes the client's checks, so only the code's state can stop it
    // (or another request spent it a moment ago).
    const issued = await this.codes.tryRedeem(code, this.clients.presentedHash(request)!, redirectUri, params.code_verifier, target.audience);
    return issued ?? this.codes.refuse(code, client.clientId);
  }
}
