import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SignInPurposes } from '../../accounts/sign-in-purpose';
import { DomainError } from '../../common/errors/domain-errors';
import { ClientCredentials, ClientCredentialsService } from '../clients/client-credentials.service';
import type { ClientStatus } from '../clients/client.entity';
import { McpToolScopes } from '../../scopes/mcp-tool-scopes';
import { protectedResources } from '../metadata/protected-resources';
import { MetadataDocumentsService } from '../registration/metadata-documents.service';
import { RegistrationPolicyService } from '../registration/registration-policy.service';
import { AuthorizeRequest, RedirectableError, redirectUriAllowed, ScopeCeiling, validateAuthorizeParameters } from './authorize-request';
import { isLoopbackRedirectUri } from './redirect-uri';

const AUTHORIZE_PATH = '/auth/oauth2/authorize';

/** A problem that must not be sent to the redirect URI: it is shown to the person instead. */
export class AuthorizePageError extends DomainError {
  readonly status = 400;
  readonly code = 'invalid_authorization_request';
}

/**
 * A client that exists and named one of its redirect URIs, but may not be used: the person is
 * shown why (`unusableClientPage`), or, when the redirect URI is a loopback one, the program
 * waiting there is told (`unauthorized_client`), so an agent stops instead of waiting for a code.
 */
export class UnusableClient {
  constructor(
    readonly client: ClientCredentials,
    readonly redirectUri: string,
    readonly state: string | undefined,
  ) {}

  get description(): string {
    return UNUSABLE[this.client.status as Exclude<ClientStatus, 'approved'>];
  }
}

const UNUSABLE: Record<Exclude<ClientStatus, 'approved'>, string> = {
  pending: 'This app is waiting for review by an administrator and cannot be used yet.',
  rejected: 'This app was rejected by an administrator and cannot be used.',
  suspended: 'This app is suspended by an administrator and cannot be used.',
};

@Injectable()
export class AuthorizeService implements OnModuleInit {
  constructor(
    private readonly credentials: ClientCredentialsService,
    private readonly signInPurposes: SignInPurposes,
    private readonly documents: MetadataDocumentsService,
    private readonly policy: RegistrationPolicyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tools: McpToolScopes,
  ) {}

  onModuleInit(): void {
    this.signInPurposes.register((returnTo) => this.appAsking(returnTo));
  }

  /**
   * The name of the app behind an authorization request the login page will return to, so that
   * page can say who is asking. Only a request that passes every check of `validate` (an approved
   * client, one of its redirect URIs, valid parameters) names its app; anything else names none.
   */
  async appAsking(returnTo: URL): Promise<string | undefined> {
    if (returnTo.pathname !== AUTHORIZE_PATH) return undefined;
    // The same shape the endpoint receives: a repeated parameter is a list (and so refused).
    const params: Record<string, string | string[]> = {};
    for (const key of new Set(returnTo.searchParams.keys())) {
      const values = returnTo.searchParams.getAll(key);
      params[key] = values.length === 1 ? values[0] : values;
    }
    try {
      const request = await this.validate(params);
      return request instanceof RedirectableError || request instanceof UnusableClient ? undefined : request.client.name;
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }

  /**
   * Validates an authorization request in the order that keeps redirects safe (RFC 6749 §4.1.2.1,
   * RFC 9700 §4.1): the client, then the redirect URI, then whether the client may be used. Until
   * the redirect URI is known to be the client's own, nothing is sent to it: an error page is shown
   * instead, so this endpoint can never be made to redirect someone to an arbitrary site. A client
   * that may not be used is redirected to only when that redirect URI is a loopback one: its
   * redirect URIs were never reviewed, and only the person's own machine is safe to send them to.
   */
  async validate(params: Record<string, unknown>): Promise<AuthorizeRequest | RedirectableError | UnusableClient> {
    const clientId = params.client_id;
    if (typeof clientId !== 'string' || clientId === '') {
      throw new AuthorizePageError('The authorization request has no client_id (or more than one).');
    }
    // A client_id that is a metadata document's URL registers or updates its client first (when the policy accepts them).
    await this.documents.refresh(clientId);
    const client = await this.credentials.lookup(clientId);
    if (!client) throw new AuthorizePageError('The app asking for access is not known here. Check the client_id.');
    if (params.redirect_uri === undefined || params.redirect_uri === '') {
      throw new AuthorizePageError('The authorization request has no redirect_uri.');
    }
    if (!redirectUriAllowed(client, params.redirect_uri)) {
      throw new AuthorizePageError(
        'The redirect_uri of this request is not one the app registered (redirect URIs must match exactly), so you are not sent back to it.',
      );
    }
    if (!this.credentials.isUsable(client)) {
      const unusable = new UnusableClient(client, params.redirect_uri, typeof params.state === 'string' && params.state.length <= 2048 ? params.state : undefined);
      if (!isLoopbackRedirectUri(params.redirect_uri)) return unusable;
      return new RedirectableError('unauthorized_client', unusable.description, params.redirect_uri, unusable.state);
    }
    const ceiling = client.kind === 'registered' ? undefined : await this.selfRegisteredCeiling();
    return validateAuthorizeParameters(client, params.redirect_uri, params, this.config.urls.baseUrl, ceiling);
  }

  /**
   * A client that registered itself may be granted any scope the registration policy allows at the
   * resource it asks for, whatever it listed when it registered: MCP clients register with the
   * scopes of their first 401 and step up later to what a tool's 403 names, without registering
   * again. The person still allows exactly what the request names. An administrator who narrowed
   * the client's scopes set its own ceiling (`scopeCeiling`): nothing beyond it, whatever the policy.
   */
  private async selfRegisteredCeiling(): Promise<ScopeCeiling> {
    const policy = await this.policy.current();
    const resources = protectedResources(this.tools);
    return (client, audience) => {
      const byPolicy = resources[audience].scopes.filter((s) => policy.scopes.includes(s));
      if (!client.scopeCeiling) return { allowed: byPolicy, refusal: 'The registration policy of this server does not let self-registered apps ask for:' };
      const ceiling = client.scopeCeiling;
      return { allowed: byPolicy.filter((s) => ceiling.includes(s)), refusal: 'An administrator of this server narrowed what this app may ask for; it may not ask for:' };
    };
  }
}
