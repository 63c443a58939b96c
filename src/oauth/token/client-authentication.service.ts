import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AuthFailuresService, FailureLimit } from '../../accounts/auth-failures.service';
import { sha256 } from '../../common/crypto/tokens';
import { TooManyRequestsError } from '../../common/errors/domain-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ClientCredentials, ClientCredentialsService } from '../clients/client-credentials.service';
import { OAuthError } from '../errors/oauth-error';
import { OAuthParams } from './oauth-params';

/** Client IDs issued here are 24 characters; anything much longer is not one. */
const MAX_CLIENT_ID = 128;

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

interface Presented {
  clientId: string;
  secret?: string;
  method: ClientAuthMethod;
}

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

  async authenticate(req: Request, params: OAuthParams): Promise<ClientCredentials> {
    const presented = this.presented(req, params);
    const limits = this.limits(presented.clientId, req.ip ?? 'unknown');
    const client = await this.credentials.lookup(presented.clientId);
    // The limits matter only to a failed attempt: success costs one query.
    const fail = async (message: string): Promise<Error> => {
      const blockedFor = await this.failures.blockedFor(...limits); // before this failure counts
      await this.failures.record(...limits);
      if (blockedFor !== null) return new TooManyRequestsError(limits[0].message, blockedFor);
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
   * The client credentials a request presents, for a grant that authenticates the client inside
   * its own statement (see `TokenStore.rotate`): the id, and the SHA-256 of the secret
   * (null when none is sent). Null when the credentials are malformed; `authenticate` then says why.
   */
  presentedCredentials(req: Request, params: OAuthParams): { clientId: string; secretHash: Buffer | null } | null {
    try {
      const presented = this.presented(req, params);
      return { clientId: presented.clientId, secretHash: presented.secret === undefined ? null : sha256(presented.secret) };
    } catch {
      return null;
    }
  }

  private presented(req: Request, params: OAuthParams): Presented {
    const header = req.headers.authorization;
    if (header === undefined) {
      if (!params.client_id) throw new OAuthError('invalid_request', 'The client_id parameter is required.');
      if (params.client_id.length > MAX_CLIENT_ID) throw new OAuthError('invalid_request', 'client_id is too long.');
      return { clientId: params.client_id, secret: params.client_secret, method: params.client_secret ? 'client_secret_post' : 'none' };
    }
    const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
    if (!match) throw new OAuthError('invalid_request', 'Authenticate the client with HTTP Basic or with client_id and client_secret in the body.');
    if (match[1].length > 1024) throw new OAuthError('invalid_request', 'The HTTP Basic credentials are too long.');
    if (params.client_secret !== undefined) {
      throw new OAuthError('invalid_request', 'Send client_secret either by HTTP Basic or in the body, not both.');
    }
    // RFC 6749 §2.3.1: both parts are form-urlencoded before base64.
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const clientId = formDecode(colon < 0 ? '' : decoded.slice(0, colon));
    const secret = formDecode(colon < 0 ? '' : decoded.slice(colon + 1));
    if (!clientId || secret === null || clientId === null || clientId.length > MAX_CLIENT_ID) {
      throw new OAuthError('invalid_client', 'Client authentication failed: malformed HTTP Basic credentials.').withBasicChallenge(this.config.urls.issuer);
    }
    if (params.client_id !== undefined && params.client_id !== clientId) {
      throw new OAuthError('invalid_request', 'client_id in the body differs from the one in HTTP Basic.');
    }
    return { clientId, secret, method: 'client_secret_basic' };
  }

  private limits(clientId: string, ip: string): FailureLimit[] {
    const common = {
      max: this.config.limits.clientAuthFailuresPerMinute,
      windowSeconds: 60,
      message: 'Too many failed client authentications. Wait a minute and try again.',
    };
    return [
      { ...common, key: `client-auth:client:${clientId}` },
      { ...common, key: `client-auth:ip:${ip}` },
    ];
  }
}

function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
