import { Inject, Injectable } from '@nestjs/common';
import { AuthFailuresService } from '../../accounts/auth-failures.service';
import { SYSTEM_ACTOR } from '../../audit/audit.service';
import { NotFoundError } from '../../common/errors/domain-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ClientsService } from '../clients/clients.service';
import { readRegistration } from './dynamic-registration';
import type { RegistrationResponseDto } from './dynamic-registration.dto';
import { RegistrationPolicyService } from './registration-policy.service';

/**
 * Dynamic client registration (RFC 7591), when the registration policy allows it. A client made
 * this way has no owner and keeps every rule of any other: its redirect URIs, at least one scope
 * (within the policy), one secret if confidential, review unless the policy approves every
 * self-registered client (`*`), and an administrator can suspend it.
 */
@Injectable()
export class DynamicRegistrationService {
  constructor(
    private readonly policy: RegistrationPolicyService,
    private readonly clients: ClientsService,
    private readonly failures: AuthFailuresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(body: unknown, ip: string): Promise<RegistrationResponseDto> {
    const policy = await this.policy.current();
    // Off: the endpoint is not offered (the metadata does not name it), as on a server without it.
    if (!policy.dynamicRegistration) throw new NotFoundError('Dynamic client registration is not enabled on this server.');
    // Every attempt counts, valid or not: registrations fill the review queue.
    await this.failures.reserve({
      key: `registration:ip:${ip}`,
      max: this.config.limits.registrationsPerIpPerHour,
      windowSeconds: 3600,
      message: 'Too many client registrations from this address.',
    });
    const request = readRegistration(body, policy);
    const { client, secret } = await this.clients.createSelfRegistered(
      SYSTEM_ACTOR,
      {
        kind: 'dynamic',
        name: request.name,
        redirectUris: request.redirectUris,
        scopes: request.scopes,
        type: request.authMethod === 'none' ? 'public' : 'confidential',
        logoUri: request.logoUri,
        websiteUri: request.websiteUri,
        status: this.policy.approves(policy, null) ? 'approved' : 'pending',
      },
      this.config.selfRegistration.pendingMax,
    );
    return {
      client_id: client.clientId,
      // Not an RFC 7591 field (§3.2.1 allows more): an agent learns at once that it must wait for a person.
      status: client.status === 'approved' ? 'approved' : 'pending',
      client_id_issued_at: Math.floor(client.createdAt.getTime() / 1000),
      ...(secret ? { client_secret: secret, client_secret_expires_at: 0 } : {}),
      redirect_uris: client.redirectUris,
      token_endpoint_auth_method: request.authMethod,
      grant_types: request.grantTypes,
      response_types: ['code'],
      client_name: client.name,
      scope: client.scopes.join(' '),
      ...(client.websiteUri ? { client_uri: client.websiteUri } : {}),
      ...(client.logoUri ? { logo_uri: client.logoUri } : {}),
    };
  }
}
