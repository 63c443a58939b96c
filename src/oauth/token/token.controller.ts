import { Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Anonymous } from '../../common/access/access.decorators';
import { ClientAuthenticationService } from './client-authentication.service';
import { TokenEndpointService } from './token-endpoint.service';
import { TokenInspectionService } from './token-inspection.service';
import { OAuthRequest, required, TokenRequest } from './token-request';
import { TokenResponseDto } from './token-response.dto';

/**
 * The OAuth endpoints apps call from their servers. They authenticate the client themselves, so
 * for the guards they are anonymous; errors take the RFC 6749 §5.2 shape.
 */
@ApiTags('OAuth 2.0')
@Controller('v2/auth/oauth2')
@Anonymous()
export class TokenController {
  constructor(
    private readonly endpoint: TokenEndpointService,
    private readonly clients: ClientAuthenticationService,
    private readonly inspection: TokenInspectionService,
  ) {}

  @Post('token')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({
    summary: 'Exchange a code, or refresh',
    description:
      '`grant_type=authorization_code` with `code`, `redirect_uri` (and `code_verifier` with PKCE), or `grant_type=refresh_token` with `refresh_token` (and an optional narrower `scope`). ' +
      'The client authenticates with HTTP Basic or `client_id` + `client_secret` in the body; a public client sends `client_id` only.',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiBadRequestResponse({ description: '`invalid_request`, `invalid_grant`, `invalid_scope`, `unsupported_grant_type`, `unauthorized_client`' })
  @ApiUnauthorizedResponse({ description: '`invalid_client`' })
  token(@OAuthRequest() request: TokenRequest): Promise<TokenResponseDto> {
    return this.endpoint.exchange(request);
  }

  @Post('revoke')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Revoke a token (RFC 7009)', description: 'Revoking a refresh token revokes its whole authorization.' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: 'Revoked, or the token was not valid anyway' })
  async revoke(@OAuthRequest() request: TokenRequest): Promise<void> {
    const token = required(request.params, 'token');
    const client = await this.clients.authenticate(request);
    await this.inspection.revoke(client.clientId, token);
  }

  @Post('introspect')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({ summary: 'Introspect a token (RFC 7662)', description: 'A client sees only its own tokens; any other token is `{"active": false}`.' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  async introspect(@OAuthRequest() request: TokenRequest) {
    const token = required(request.params, 'token');
    const client = await this.clients.authenticate(request);
    return this.inspection.introspect(client.clientId, token);
  }
}
