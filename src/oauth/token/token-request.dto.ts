import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';
import { GRANT_TYPE_NAMES } from './grant-types/grant-type';

/*
 * The documented parameters of the token, revocation and introspection endpoints. Documentation
 * only: the endpoints read their parameters themselves (`readTokenRequest`), as RFC 6749 wants
 * (repeated parameters refused, empty ones omitted), and answer RFC 6749 errors.
 */

const CLIENT_ID = 'The client ID (or send it with the secret by HTTP Basic)';
const CLIENT_SECRET = 'A confidential client’s secret, unless sent by HTTP Basic; a public client sends none';

export class TokenRequestDto {
  @ApiProperty({ enum: GRANT_TYPE_NAMES }) grant_type: string;
  @ApiPropertyOptional({ description: CLIENT_ID }) client_id?: string;
  @ApiPropertyOptional({ description: CLIENT_SECRET }) client_secret?: string;
  @ApiPropertyOptional({ description: '`authorization_code`: the code received at the redirect URI' }) code?: string;
  @ApiPropertyOptional({ description: '`authorization_code`: the redirect URI of the authorization request, exactly' }) redirect_uri?: string;
  @ApiPropertyOptional({ description: '`authorization_code`: the PKCE verifier (43 to 128 characters) when the request had a `code_challenge`' })
  code_verifier?: string;
  @ApiPropertyOptional({ description: '`refresh_token`: the refresh token of the last token response' }) refresh_token?: string;
  @ApiPropertyOptional({ description: `\`refresh_token\`: fewer scopes for the new access token (space-separated), never more. Names: ${ALL_SCOPES.length} scopes, see the metadata` })
  scope?: string;
  @ApiPropertyOptional({
    description: 'RFC 8707: the resource the access token is for, `{BASE_URL}/v2` (the default), `{BASE_URL}/mcp` or `{BASE_URL}`; within what was authorized (a refresh may narrow it, never widen it)',
  })
  resource?: string;
}

export class TokenInspectionRequestDto {
  @ApiProperty({ description: 'The access or refresh token' }) token: string;
  @ApiPropertyOptional({ enum: ['access_token', 'refresh_token'], description: 'A hint only: both kinds are looked for' }) token_type_hint?: string;
  @ApiPropertyOptional({ description: CLIENT_ID }) client_id?: string;
  @ApiPropertyOptional({ description: CLIENT_SECRET }) client_secret?: string;
}

/** RFC 7662 §2.2. An inactive token (or another client's) is `{"active": false}` alone. */
export class IntrospectionResponseDto {
  @ApiProperty() active: boolean;
  @ApiPropertyOptional({ enum: ['bearer'] }) token_type?: string;
  @ApiPropertyOptional({ enum: ['access_token', 'refresh_token'], description: 'Which credential this is' }) token_use?: string;
  @ApiPropertyOptional({ example: 'BOOKING_READ PROFILE_READ', description: 'Empty for an unrestricted (legacy) token' }) scope?: string;
  @ApiPropertyOptional({ description: 'Present (true) for an unrestricted (legacy) token' }) unrestricted?: boolean;
  @ApiPropertyOptional() client_id?: string;
  @ApiPropertyOptional({ description: 'The user id' }) sub?: string;
  @ApiPropertyOptional({ description: 'Issued at (seconds since the epoch)' }) iat?: number;
  @ApiPropertyOptional({ description: 'Expires at (seconds since the epoch)' }) exp?: number;
  @ApiPropertyOptional({ description: 'The issuer identifier' }) iss?: string;
  @ApiPropertyOptional({ description: 'The audience (RFC 8707): the resource the token is accepted at, `{BASE_URL}/v2`, `{BASE_URL}/mcp` or `{BASE_URL}` (both)' })
  aud?: string;
}
