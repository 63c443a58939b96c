import { ApiProperty } from '@nestjs/swagger';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';

/** RFC 9728 §2: what an MCP client (or any OAuth client) reads to learn who guards a resource. */
export class ProtectedResourceMetadataDto {
  @ApiProperty({ description: 'The resource identifier: `{BASE_URL}`, `{BASE_URL}/v2` or `{BASE_URL}/mcp`' }) resource: string;
  @ApiProperty({ type: [String], description: 'The issuer of the authorization server (`BASE_URL`)' }) authorization_servers: string[];
  @ApiProperty({
    enum: ALL_SCOPES,
    isArray: true,
    description: "The scopes a self-registered client may be granted here: the resource's scopes within the registration policy's",
  })
  scopes_supported: string[];
  @ApiProperty({ type: [String], example: ['header'] }) bearer_methods_supported: string[];
  @ApiProperty() resource_name: string;
  @ApiProperty() resource_documentation: string;
}
