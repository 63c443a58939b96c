import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { weakEtag } from '../../common/http/lean-express.adapter';
import { ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Anonymous } from '../../common/access/access.decorators';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ALL_SCOPES } from '../../scopes/scope-catalogue';
import type { RegistrationPolicy } from '../registration/registration-policy';
import { lastOf, RegistrationPolicyService } from '../registration/registration-policy.service';
import { MetadataResponseDto } from './metadata-response.dto';
import { oauthEndpoints } from './oauth-endpoints';

/** Authorization server metadata (RFC 8414), so client libraries can configure themselves. */
@ApiTags('OAuth 2.0')
@Controller('.well-known/oauth-authorization-server')
@Anonymous()
export class MetadataController {
  private readonly metadata: MetadataResponseDto;
  private readonly registrationEndpoint: string;
  /** The validator of the document without the registration policy's additions, worked out once. */
  private readonly etag: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly policy: RegistrationPolicyService,
  ) {
    const { baseUrl, issuer } = config.urls;
    const endpoints = oauthEndpoints(config.urls);
    const clientAuth = ['client_secret_basic', 'client_secret_post', 'none'];
    this.metadata = {
      issuer,
      authorization_endpoint: endpoints.authorization,
      token_endpoint: endpoints.token,
      revocation_endpoint: endpoints.revocation,
      introspection_endpoint: endpoints.introspection,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: clientAuth,
      revocation_endpoint_auth_methods_supported: clientAuth,
      introspection_endpoint_auth_methods_supported: clientAuth,
      scopes_supported: ALL_SCOPES,
      authorization_response_iss_parameter_supported: true,
      service_documentation: `${baseUrl}/docs`,
    };
    this.registrationEndpoint = endpoints.registration;
    this.etag = weakEtag(JSON.stringify(this.metadata));
  }

  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'Authorization server metadata (RFC 8414)' })
  @ApiOkResponse({
    type: MetadataResponseDto,
    headers: { ETag: { description: 'A validator for conditional requests (`If-None-Match`)', schema: { type: 'string' } } },
  })
  @ApiNotModifiedResponse({ description: 'The document has not changed since the `ETag` sent in `If-None-Match`' })
  async get(@Res({ passthrough: true }) res: Response): Promise<MetadataResponseDto> {
    const { document, etag } = this.forPolicy(await this.policy.current());
    res.setHeader('ETag', etag);
    return document;
  }

  /**
   * The document for a policy, made once per policy read (the policy service hands out the same
   * object until it reads the policy again), so a request costs no query and no serialisation of
   * ours. What the registration policy allows is advertised only while it does (RFC 7591 §3).
   */
  private readonly forPolicy = lastOf((policy: RegistrationPolicy) => {
    if (!policy.dynamicRegistration && !policy.metadataDocuments) return { document: this.metadata, etag: this.etag };
    const document: MetadataResponseDto = {
      ...this.metadata,
      ...(policy.dynamicRegistration ? { registration_endpoint: this.registrationEndpoint } : {}),
      ...(policy.metadataDocuments ? { client_id_metadata_document_supported: true } : {}),
    };
    return { document, etag: weakEtag(JSON.stringify(document)) };
  });
}
