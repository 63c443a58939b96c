import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../config/app-config';
import { OAuthError } from '../errors/oauth-error';
import { AuthorizationCodeGrant } from './grant-types/authorization-code.grant';
import { GRANT_TYPE_NAMES, GrantType, GrantTypeName } from './grant-types/grant-type';
import { RefreshTokenGrant } from './grant-types/refresh-token.grant';
import { TokenMetrics } from './token-metrics';
import { TokenResponseDto } from './token-response.dto';
import { required, TokenRequest } from './token-request';

/** The token endpoint: picks the grant type the request names and answers its token response. */
@Injectable()
export class TokenEndpointService {
  private readonly grants: Record<GrantTypeName, GrantType>;

  constructor(
    code: AuthorizationCodeGrant,
    refresh: RefreshTokenGrant,
    private readonly metrics: TokenMetrics,
  ) {
    this.grants = { [code.name]: code, [refresh.name]: refresh } as Record<GrantTypeName, GrantType>;
  }

  async exchange(request: TokenRequest): Promise<TokenResponseDto> {
    const name = required(request.params, 'grant_type');
    if (!(GRANT_TYPE_NAMES as readonly string[]).includes(name)) {
      throw new OAuthError('unsupported_grant_type', `grant_type must be ${GRANT_TYPE_NAMES.join(' or ')}.`);
    }
    const issued = await this.grants[name as GrantTypeName].issue(request);
    this.metrics.tokensIssued(name);
    return TokenResponseDto.from(issued, ACCESS_TOKEN_TTL_SECONDS);
  }
}
