import { Inject, Injectable } from '@nestjs/common';
import { AuthFailuresService, FailureLimit } from '../../accounts/auth-failures.service';
import { sha256 } from '../../common/crypto/tokens';
import { TooManyRequestsError } from '../../common/errors/domain-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ClientCredentials, ClientCredentialsService } from '../clients/client-credentials.service';
import { OAuthError } from '../errors/oauth-error';
import type { TokenRequest } from './token-request';

/**
 * Client authentication for the token, revocation and introspection endpoints (RFC 6749 §2.3):
 * `client_secret` by HTTP Basic or in the body (never both), or, for a public client, its
 * `client_id` alone (PKCE then proves it).
 *
 * Failures are counted per client and per IP address; past the limit, failing attempts get 429
 * until the minute ends. A correct secret still gets through: secrets carry 256 random bits, so
 * the limit is there to throttle abuse, not to stop guessing, and refusing correct credentials
 * would let anyone who knows a (public) client_id lock that client out of its own tokens.
 */
@Injectable()
export class ClientAuthenticationService {
  constructor(
    private readonly credentials: ClientCredentialsService,
    private readonly failures: AuthFailuresService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async authenticate(request: TokenRequest): Promise<ClientCredentials> {
    const presented = request.credentials;
    if (presented.kind === 'malformed') {
      const error = new OAuthError(presented.code, presented.description);
      throw presented.code === 'invalid_client' ? error.withBasicChallenge(this.config.urls.issuer) : error;
    }
    const limits = this.limits(presented.clientId, request.ip);
    const client = await this.credentials.lookup(presented.clientId);
    // The limits matter only to a failed attempt: success costs one query.
    const fail = async (message: string): Promise<Error> => {
      const blockedFor = await this.failures.blockedFor(...limits); // before this failure counts
      await this.failures.record(...limits);
      if (blockedFor !== null) return TooManyRequestsError.tryAgainIn(limits[0].message, blockedFor);
      // RFC 9110 §11.6.1: every 401 carries a challenge; Basic is the scheme to authenticate with.
      return new OAuthError('invalid_client', message).withBasicChallenge(this.config.urls.issuer);
    };
    if (!client) throw await fail('Client authentication failed: unknown client_id.');
    if (client.type === 'public') {
      if (presented.secret !== undefined) throw await fail('Client authentication failed: public clients have no client_secret.');
    } else if (presented.secret === undefined) {
      throw await fail('Client authentication failed: client_secret is required for this client.');
    } else if (!this.credentials.secretMatches(client, presented.secret)) {
      throw await fail('Client authentication failed: client_secret is not valid (it may have been revoked).');
    }
    if (!this.credentials.isUsable(client)) {
      throw new OAuthError('unauthorized_client', `This client is ${client.status}; only approved clients can get tokens.`);
    }
    return client;
  }

  /**
   * The presented credentials for a grant that authenticates the client inside its own statement
   * (see `TokenStore.rotate`): the id, and the SHA-256 of the secret (null when none is sent).
   * Null when they are malformed; `authenticate` then says why.
   */
  presentedHash(request: TokenRequest): { clientId: string; secretHash: Buffer | null } | null {
    const presented = request.credentials;
    if (presented.kind === 'malformed') return null;
    return { clientId: presented.clientId, secretHash: presented.secret === undefined ? null : sha256(presented.secret) };
  }

  private limits(clientId: string, ip: string): FailureLimit[] {
    const common = {
      max: this.config.limits.clientAuthFailuresPerMinute,
      windowSeconds: 60,
      message: 'Too many failed client authentications.',
    };
    return [
      { ...common, key: `client-auth:client:${clientId}` },
      { ...common, key: `client-auth:ip:${ip}` },
    ];
  }
}
