import { Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Anonymous } from '../../common/access/access.decorators';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../config/app-config';
import { OAuthError } from '../errors/oauth-error';
import { AuthorizationCodesService } from '../grants/authorization-codes.service';
import { ClientAuthenticationService } from './client-authentication.service';
import { OAuthParams, readOAuthParams, required } from './oauth-params';
import { RefreshTokenGrant } from './refresh-token.grant';
import { TokenInspectionService } from './token-inspection.service';
import { TokenResponseDto } from './token-response.dto';

const GRANT_TYPES = ['authorization_code', 'refresh_token'];

/**
 * The OAuth endpoints apps call from their servers. They authenticate the client themselves, so
 * for the guards they are anonymous; errors take the RFC 6749 §5.2 shape.
 */
@ApiTags('OAuth 2.0')
@Controller('v2/auth/oauth2')
@Anonymous()
export class TokenController {
  constructor(
    private readonly clients: ClientAuthenticationService,
    private readonly codes: AuthorizationCodesService,
    private readonly refresh: RefreshTokenGrant,
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
  async token(@Req() req: Request): Promise<TokenResponseDto> {
    const params = readOAuthParams(req);
    const grantType = required(params, 'grant_type');
    if (!GRANT_TYPES.includes(grantType)) {
      throw new OAuthError('unsupported_grant_type', `grant_type must be authorization_code or refresh_token.`);
    }
    // The refresh grant authenticates the client itself, in the same statement as the rotation.
    const issued = grantType === 'authorization_code' ? await this.redeemCode(req, params) : await this.refresh.handle(req, params);
    return TokenResponseDto.from(issued, ACCESS_TOKEN_TTL_SECONDS);
  }

  private async redeemCode(req: Request, params: OAuthParams) {
    const client = await this.clients.authenticate(req, params);
    return this.codes.redeem(required(params, 'code'), client.clientId, required(params, 'redirect_uri'), params.code_verifier);
  }

  @Post('revoke')
  @ApiOperation({ summary: 'Revoke a token (RFC 7009)', description: 'Revoking a refresh token revokes its whole authorization.' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ description: 'Revoked, or the token was not valid anyway' })
  async revoke(@Req() req: Request, @Res() res: Response): Promise<void> {
    const params = readOAuthParams(req);
    const token = required(params, 'token');
    const client = await this.clients.authenticate(req, params);
    await this.inspection.revoke(client.clientId, token);
    res.status(200).set('Cache-Control', 'no-store').end();
  }

  @Post('introspect')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @Header('Pragma', 'no-cache')
  @ApiOperation({ summary: 'Introspect a token (RFC 7662)', description: 'A client sees only its own tokens; any other token is `{"active": false}`.' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  async introspect(@Req() req: Request) {
    const params = readOAuthParams(req);
    const token = required(params, 'token');
    const client = await this.clients.authenticate(req, params);
    return this.inspection.introspect(client.clientId, token);
  }
}
