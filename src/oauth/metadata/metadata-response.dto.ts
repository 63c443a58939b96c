import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';

/** RFC 8414 §2: what client libraries read to configure themselves. */
export class MetadataResponseDto {
  @ApiProperty({ description: 'The issuer identifier (`BASE_URL`)' }) issuer: string;
  @ApiProperty() authorization_endpoint: string;
  @ApiProperty() token_endpoint: string;
  @ApiProperty() revocation_endpoint: string;
  @ApiProperty() introspection_endpoint: string;
  @ApiProperty({ type: [String], example: ['code'] }) response_types_supported: string[];
  @ApiProperty({ type: [String], example: ['query'] }) response_modes_supported: string[];
  @ApiProperty({ type: [String], example: ['authorization_code', 'refresh_token'] }) grant_types_supported: string[];
  @ApiProperty({ type: [String], example: ['S256'] }) code_challenge_methods_supported: string[];
  @ApiProperty({ type: [String] }) token_endpoint_auth_methods_supported: string[];
  @ApiProperty({ type: [String] }) revocation_endpoint_auth_methods_supported: string[];
  @ApiProperty({ type: [String] }) introspection_endpoint_auth_methods_supported: string[];
  @ApiProperty({ enum: ALL_SCOPES, isArray: true }) scopes_supported: string[];
  @ApiProperty({ description: 'RFC 9207: redirects carry `iss`' }) authorization_response_iss_parameter_supported: boolean;
  @ApiProperty() service_documentation: string;
  @ApiPropertyOptional({ description: 'RFC 7591: present only while the registration policy allows dynamic registration' }) registration_endpoint?: string;
  @ApiPropertyOptional({ description: 'Client ID Metadata Documents: present (true) only while the registration policy accepts them' })
  client_id_metadata_document_supported?: boolean;
}
