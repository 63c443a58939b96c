import { Injectable } from '@nestjs/common';
import { AuthorizationCodesService } from '../../grants/authorization-codes.service';
import type { IssuedTokens } from '../../grants/token-store';
import { ClientAuthenticationService } from '../client-authentication.service';
import { required, TokenRequest } from '../token-request';
import type { GrantType } from './grant-type';

/** The `authorization_code` grant (RFC 6749 §4.1.3, with PKCE, RFC 7636 §4.5): the client, and its code. */
@Injectable()
export class AuthorizationCodeGrant implements GrantType {
  readonly name = 'authorization_code';

  constructor(
    private readonly clients: ClientAuthenticationService,
    private readonly codes: AuthorizationCodesService,
  ) {}

  /**
   * The common case (valid client, redeemable code) is one statement that authenticates the client
   * and redeems the code together. When it consumes nothing, the client is authenticated the way
   * every grant does it (checks, limits, messages), and the code's state says why. Without `code`
   * or `redirect_uri`, the full path answers (after client authentication, as always).
   */
  async issue(request: TokenRequest): Promise<IssuedTokens> {
    const presented = this.clients.presentedHash(request);
    const { params } = request;
    if (presented && params.code !== undefined && params.redirect_uri !== undefined) {
      const issued = await this.codes.tryRedeem(params.code, presented, params.redirect_uri, params.code_verifier);
      if (issued) return issued;
    }
    const client = await this.clients.authenticate(request);
    const code = required(params, 'code');
    const redirectUri = required(params, 'redirect_uri');
    // Authenticated: a second attempt passes the client's checks, so only the code's state can stop it
    // (or another request spent it a moment ago).
    const issued = await this.codes.tryRedeem(code, this.clients.presentedHash(request)!, redirectUri, params.code_verifier);
    return issued ?? this.codes.refuse(code, client.clientId);
  }
}
