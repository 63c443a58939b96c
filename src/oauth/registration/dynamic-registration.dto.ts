import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';
import { AUTH_METHODS } from './dynamic-registration';

/** RFC 7591 §2, the fields this server reads; others are ignored. */
export class RegistrationRequestDto {
  @ApiProperty({ type: [String], description: 'https, or http on a loopback address (RFC 8252); 1 to 10, compared exactly' }) redirect_uris: string[];
  @ApiPropertyOptional({ enum: AUTH_METHODS, description: '`none` for a public client (PKCE); default `client_secret_basic`' }) token_endpoint_auth_method?: string;
  @ApiPropertyOptional({ type: [String], example: ['authorization_code', 'refresh_token'] }) grant_types?: string[];
  @ApiPropertyOptional({ type: [String], example: ['code'] }) response_types?: string[];
  @ApiPropertyOptional({ example: 'My agent' }) client_name?: string;
  @ApiPropertyOptional({ description: `Space-separated; capped by the registration policy (its scopes when none is asked). Names: ${ALL_SCOPES.length} scopes` })
  scope?: string;
  @ApiPropertyOptional() client_uri?: string;
  @ApiPropertyOptional() logo_uri?: string;
}

/** RFC 7591 §3.2.1. */
export class RegistrationResponseDto {
  @ApiProperty() client_id: string;
  @ApiProperty({
    enum: ['pending', 'approved'],
    description:
      'Not an RFC 7591 field: `pending` until an administrator approves the client (the authorization endpoint refuses it until then: `error=unauthorized_client` at a loopback redirect URI, a page otherwise), `approved` when the registration policy approves it at once',
  })
  status: 'pending' | 'approved';
  @ApiProperty({ description: 'Seconds since the epoch' }) client_id_issued_at: number;
  @ApiPropertyOptional({ description: 'Only for `client_secret_basic` and `client_secret_post`: shown this once' }) client_secret?: string;
  @ApiPropertyOptional({ description: '0: the secret does not expire (rotate it as for any client)' }) client_secret_expires_at?: number;
  @ApiProperty({ type: [String] }) redirect_uris: string[];
  @ApiProperty({ enum: AUTH_METHODS }) token_endpoint_auth_method: string;
  @ApiProperty({ type: [String] }) grant_types: string[];
  @ApiProperty({ type: [String] }) response_types: string[];
  @ApiProperty() client_name: string;
  @ApiProperty({
    description:
      'The scopes the client asked for, within the registration policy. It may later ask for any scope the policy allows at the resource it names (step-up), unless an administrator sets its scopes',
  })
  scope: string;
  @ApiPropertyOptional() client_uri?: string;
  @ApiPropertyOptional() logo_uri?: string;
}
