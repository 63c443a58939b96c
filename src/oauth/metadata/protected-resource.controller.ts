import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Anonymous } from '../../common/access/access.decorators';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { resourceUrl, type ResourcePath } from '../../scopes/protected-resources';
import { sortScopes } from '../../scopes/scope-catalogue';
import type { RegistrationPolicy } from '../registration/registration-policy';
import { lastOf, RegistrationPolicyService } from '../registration/registration-policy.service';
import { ProtectedResourceMetadataDto } from './protected-resource-metadata.dto';
import { McpToolScopes } from '../../scopes/mcp-tool-scopes';
import { protectedResources } from './protected-resources';

/**
 * Protected resource metadata (RFC 9728), one document per resource, at the well-known URL its
 * identifier gives (§3.1). MCP clients start here, from the `resource_metadata` of a 401. The
 * scopes named are those a self-registered client may be granted at that resource: a client that
 * asks for exactly `scopes_supported` (as MCP clients do) then gets no `invalid_scope`. They
 * follow the registration policy, so the document is cached briefly only.
 */
@ApiTags('OAuth 2.0')
@Controller('.well-known/oauth-protected-resource')
@Anonymous()
export class ProtectedResourceController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly policy: RegistrationPolicyService,
    private readonly tools: McpToolScopes,
  ) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Protected resource metadata of the whole server (RFC 9728)', description: 'A token for `{BASE_URL}` is accepted at both `/v2` and `/mcp`.' })
  @ApiOkResponse({ type: ProtectedResourceMetadataDto })
  server(): Promise<ProtectedResourceMetadataDto> {
    return this.document('');
  }

  @Get('v2')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Protected resource metadata of the REST API (RFC 9728)' })
  @ApiOkResponse({ type: ProtectedResourceMetadataDto })
  api(): Promise<ProtectedResourceMetadataDto> {
    return this.document('/v2');
  }

  @Get('mcp')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Protected resource metadata of the MCP endpoint (RFC 9728)' })
  @ApiOkResponse({ type: ProtectedResourceMetadataDto })
  mcp(): Promise<ProtectedResourceMetadataDto> {
    return this.document('/mcp');
  }

  private async document(resource: ResourcePath): Promise<ProtectedResourceMetadataDto> {
    return this.documents(await this.policy.current())[resource];
  }

  /** The three documents for a policy, made once per policy read (as the RFC 8414 document is). */
  private readonly documents = lastOf((policy: RegistrationPolicy): Record<ResourcePath, ProtectedResourceMetadataDto> => {
    const { baseUrl, issuer } = this.config.urls;
    const of = (resource: ResourcePath): ProtectedResourceMetadataDto => {
      const { name, scopes } = protectedResources(this.tools)[resource];
      return {
        resource: resourceUrl(baseUrl, resource),
        authorization_servers: [issuer],
        scopes_supported: sortScopes(scopes.filter((s) => policy.scopes.includes(s))),
        bearer_methods_supported: ['header'],
        resource_name: name,
        resource_documentation: `${baseUrl}/docs`,
      };
    };
    return { '': of(''), '/v2': of('/v2'), '/mcp': of('/mcp') };
  });
}
