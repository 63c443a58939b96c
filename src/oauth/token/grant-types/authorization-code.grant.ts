import { Injectable } from '@nestjs/common';
import { AuthorizationCodesService } from '../../grants/authorization-codes.service';
import type { IssuedTokens } from '../../grants/token-store';
import { ClientAuthenticationService } from '../client-authentication.service';
import { required, TokenRequest } from '../token-request';
import type { GrantType } from './grant-type';

/** The `authorization_code` grant (RFC 6749 §4.1.3, with PKCE, RFC 7636 §4.5): the client, then its code. */
@Injectable()
export class AuthorizationCodeGrant implements GrantType {
  readonly name = 'authorization_code';

  constructor(
    private readonly clients: ClientAuthenticationService,
    private readonly codes: AuthorizationCodesService,
  ) {}

  async issue(request: TokenRequest): Promise<IssuedTokens> {
    const client = await this.clients.authenticate(request);
    const { params } = request;
    return this.codes.redeem(required(params, 'code'), client.clientId, required(params, 'redirect_uri'), params.code_verifier);
  }
}
