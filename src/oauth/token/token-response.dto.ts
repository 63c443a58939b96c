import { ApiProperty } from '@nestjs/swagger';
import type { IssuedTokens } from '../grants/token-store';

/** The token response of the published interface (RFC 6749 §5.1). */
export class TokenResponseDto {
  @ApiProperty({ example: 'sat_3q2-…' }) access_token: string;
  @ApiProperty({ example: 'bearer', enum: ['bearer'] }) token_type: 'bearer';
  @ApiProperty({ example: 1800 }) expires_in: number;
  @ApiProperty({ example: 'srt_Vx9…' }) refresh_token: string;
  @ApiProperty({ example: 'BOOKING_READ PROFILE_READ', description: 'Granted scopes separated by single spaces; empty for an unrestricted (legacy) token' })
  scope: string;

  static from(issued: IssuedTokens, expiresIn: number): TokenResponseDto {
    return {
      access_token: issued.accessToken,
      token_type: 'bearer',
      expires_in: expiresIn,
      refresh_token: issued.refreshToken,
      scope: issued.unrestricted ? '' : issued.scopes.join(' '),
    };
  }
}
