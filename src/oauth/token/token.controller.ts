import { applyDecorators, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Anonymous } from '../../common/access/access.decorators';
import { RETRY_AFTER } from '../../common/api/error-responses';
import { ClientAuthenticationService } from './client-authentication.service';
import { TokenEndpointService } from './token-endpoint.service';
import { TokenInspectionService } from './token-inspection.service';
import { OAuthRequest } from './oauth-request.decorator';
import { required, TokenRequest } from './token-request';
import { IntrospectionResponseDto, TokenInspectionRequestDto, TokenRequestDto } from './token-request.dto';
import { TokenResponseDto } from './token-response.dto';

/** What every one of these endpoints may answer besides success (RFC 6749 §5.2 bodies). */
function ApiOAuthEndpoint(body: new () => object, badRequest: string) {
  return applyDecorators(
    ApiConsumes('application/x-www-form-urlencoded', 'application/json'),
    ApiBody({ type: body }),
    ApiBadRequestResponse({ description: badRequest }),
    ApiUnauthorizedResponse({
      description: '`invalid_client`: client authentication failed',
      headers: { 'WWW-Authenticate': { description: '`Basic realm="<issuer>", charset="UTF-8"`', required: true, schema: { type: 'string' } } },
    }),
    ApiTooManyRequestsResponse({ description: '`temporarily_unavailable`: too many failed client authentications from this client or address', headers: RETRY_AFTER }),
  );
}

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
  @ApiOAuthEndpoint(TokenRequestDto, '`invalid_request`, `invalid_grant`, `invalid_scope`, `unsupported_grant_type`, `unauthorized_client`')
  @ApiOkResponse({ type: TokenResponseDto, description: 'The token response (RFC 6749 §5.1), with `Cache-Control: no-store`' })
  token(@OAuthRequest() request: TokenRequest): Promise<TokenResponseDto> {
    return this.endpoint.exchange(request);
  }

  @Post('revoke')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Revoke a token (RFC 7009)', description: 'Revoking a refresh token revokes its whole authorization.' })
  @ApiOAuthEndpoint(TokenInspectionRequestDto, '`invalid_request`, `invalid_grant` (a token issued to another client), `unauthorized_client`')
  @ApiOkResponse({ description: 'Revoked, or the token was not valid anyway; no body' })
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
  @ApiOAuthEndpoint(TokenInspectionRequestDto, '`invalid_request`, `unauthorized_client`')
  @ApiOkResponse({ type: IntrospectionResponseDto })
  async introspect(@OAuthRequest() request: TokenRequest): Promise<IntrospectionResponseDto> {
    const token = required(request.params, 'token');
    const client = await this.clients.authenticate(request);
    return this.inspection.introspect(client.clientId, token);
  }
}
