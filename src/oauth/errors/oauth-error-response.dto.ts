import { ApiProperty } from '@nestjs/swagger';
import { OAUTH_ERROR_CODES, type OAuthErrorCode } from './oauth-error';

/** An error of the token, revocation and introspection endpoints (RFC 6749 §5.2). */
export class OAuthErrorResponseDto {
  @ApiProperty({ enum: OAUTH_ERROR_CODES, example: 'invalid_grant' }) error: OAuthErrorCode;
  @ApiProperty({ example: 'The authorization code has expired. Start the authorization again.', description: 'What was wrong, for the developer' })
  error_description: string;
}
