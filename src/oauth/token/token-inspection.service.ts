import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { resourceUrl } from '../../scopes/protected-resources';
import { OAuthError } from '../errors/oauth-error';
import { GrantsService } from '../grants/grants.service';
import { TokenStore } from '../grants/token-store';
import { RevocationEvents } from '../revocation/revocation-events';
import type { IntrospectionResponseDto } from './token-request.dto';

/** Revocation (RFC 7009) and introspection (RFC 7662) of tokens, by the client they were issued to. */
@Injectable()
export class TokenInspectionService {
  constructor(
    private readonly tokens: TokenStore,
    private readonly grants: GrantsService,
    private readonly revocations: RevocationEvents,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Revokes an access token (that token only) or a refresh token (its whole grant, as the
   * published decisions say). An unknown token is not an error (RFC 7009 §2.2: the goal is
   * reached); a token issued to another client is refused (§2.1).
   */
  async revoke(clientId: string, token: string): Promise<void> {
    const found = await this.tokens.find(token);
    if (!found) return;
    if (found.client_id !== clientId) throw new OAuthError('invalid_grant', 'The token was issued to another client.');
    if (found.type === 'access_token') {
      await this.tokens.revokeAccessToken(token);
      this.revocations.revoked();
    } else {
      await this.grants.revoke(found.grant_id, 'client_revoked', { kind: 'system' });
    }
  }

  /** RFC 7662 §2.2. A client learns about its own tokens only: anyone else's are simply inactive. */
  async introspect(clientId: string, token: string): Promise<IntrospectionResponseDto> {
    const found = await this.tokens.find(token);
    if (!found || !found.active || found.client_id !== clientId) return { active: false };
    // token_type is the RFC 6749 type (`bearer`, RFC 7662 §2.2); which credential it is goes in
    // `token_use`. No `username`: a token without PROFILE_READ must not reveal its user's email.
    return {
      active: true,
      token_type: 'bearer',
      token_use: found.type,
      scope: found.unrestricted ? '' : found.scopes.join(' '),
      ...(found.unrestricted ? { unrestricted: true } : {}),
      client_id: found.client_id,
      sub: String(found.user_id),
      iat: found.iat,
      exp: found.exp,
      iss: this.config.urls.issuer,
      aud: resourceUrl(this.config.urls.baseUrl, found.audience),
    };
  }
}
