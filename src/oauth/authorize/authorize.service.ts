import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { SignInPurposes } from '../../accounts/sign-in-purpose';
import { DomainError } from '../../common/errors/domain-errors';
import { ClientCredentialsService } from '../clients/client-credentials.service';
import { MetadataDocumentsService } from '../registration/metadata-documents.service';
import { AuthorizeRequest, RedirectableError, redirectUriAllowed, validateAuthorizeParameters } from './authorize-request';

const AUTHORIZE_PATH = '/auth/oauth2/authorize';

/** A problem that must not be sent to the redirect URI: it is shown to the person instead. */
export class AuthorizePageError extends DomainError {
  readonly status = 400;
  readonly code = 'invalid_authorization_request';
}

const UNUSABLE: Record<string, string> = {
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
      return request instanceof RedirectableError ? undefined : request.client.name;
    } catch (error) {
      if (error instanceof DomainError) return undefined;
      throw error;
    }
  }

  /**
   * Validates an authorization request in the order that keeps redirects safe (RFC 6749 §4.1.2.1,
   * RFC 9700 §4.1): the client, then whether it may be used, then the redirect URI. Until the
   * redirect URI is known to be the client's own, nothing is sent to it: an error page is shown
   * instead, so this endpoint can never be made to redirect someone to an arbitrary site.
   */
  async validate(params: Record<string, unknown>): Promise<AuthorizeRequest | RedirectableError> {
    const clientId = params.client_id;
    if (typeof clientId !== 'string' || clientId === '') {
      throw new AuthorizePageError('The authorization request has no client_id (or more than one).');
    }
    // A client_id that is a metadata document's URL registers or updates its client first (when the policy accepts them).
    await this.documents.refresh(clientId);
    const client = await this.credentials.lookup(clientId);
    if (!client) throw new AuthorizePageError('The app asking for access is not known here. Check the client_id.');
    if (!this.credentials.isUsable(client)) throw new AuthorizePageError(UNUSABLE[client.status]);
    if (params.redirect_uri === undefined || params.redirect_uri === '') {
      throw new AuthorizePageError('The authorization request has no redirect_uri.');
    }
    if (!redirectUriAllowed(client, params.redirect_uri)) {
      throw new AuthorizePageError(
        'The redirect_uri of this request is not one the app registered (redirect URIs must match exactly), so you are not sent back to it.',
      );
    }
    return validateAuthorizeParameters(client, params.redirect_uri, params, this.config.urls.baseUrl);
  }
}
