import { Inject, Injectable } from '@nestjs/common';
import { AuditService, SYSTEM_ACTOR } from '../../../audit/audit.service';
import { sha256 } from '../../../common/crypto/tokens';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { Scope } from '../../../scopes/scope-catalogue';
import { parseScopeParameter } from '../../../scopes/scope-parameter';
import { ClientCredentials } from '../../clients/client-credentials.service';
import { OAuthError } from '../../errors/oauth-error';
import { GrantsService } from '../../grants/grants.service';
import { IssuedTokens, Narrowing, TokenStore } from '../../grants/token-store';
import { audienceNotGranted, requestedAudience } from '../resource-parameter';
import { ClientAuthenticationService } from '../client-authentication.service';
import { required, TokenRequest } from '../token-request';
import type { GrantType } from './grant-type';

/** The `scope` and `resource` of a refresh request: none (keep the grant's), narrower ones, or why they are refused. */
type Asked = Narrowing | { refused: OAuthError };

/**
 * The `refresh_token` grant (RFC 6749 §6) with rotation (RFC 9700 §4.14.2): each use consumes the
 * token and returns a new pair with the grant's scopes, or fewer if `scope` narrows them, for the
 * grant's audience, or one part of it if `resource` narrows it (RFC 8707: never wider).
 *
 * Reuse: a consumed token presented again by the same client within the reuse window gets a fresh
 * pair. That is an app refreshing from two threads at once, and logging its user out would
 * punish the app for a race. Later than that, a copy of the token has leaked: the whole grant is
 * revoked, so neither the thief nor the app keeps access until the user authorizes again.
 */
@Injectable()
export class RefreshTokenGrant implements GrantType {
  readonly name = 'refresh_token';

  constructor(
    private readonly store: TokenStore,
    private readonly grants: GrantsService,
    private readonly audit: AuditService,
    private readonly clients: ClientAuthenticationService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The grant for one token request. The common case (valid client, valid token) is one statement
   * that authenticates the client and rotates the token together. When it rotates nothing, the
   * client is authenticated the way every grant does it (checks, limits, messages), and then the
   * token's state says why, or earns a fresh pair within the reuse window.
   */
  async issue(request: TokenRequest): Promise<IssuedTokens> {
    const presented = this.clients.presentedHash(request);
    const token = request.params.refresh_token;
    const narrowing = narrowingOf(request.params.scope, requestedAudience(this.config.urls.baseUrl, request.params.resource));
    // A malformed `scope` or `resource` is refused on the full path, after client authentication, as always.
    if (presented && token !== undefined && !('refused' in narrowing)) {
      const rotated = await this.store.rotate(sha256(token), presented.clientId, presented.secretHash, narrowing);
      if (rotated) return rotated;
    }
    return this.notRotated(await this.clients.authenticate(request), request, narrowing);
  }

  /**
   * For an authenticated client whose token was not rotated. The statement's conditions on the
   * client are those `authenticate` checks, so with the client accepted, the token's own state
   * is what failed (or another request spent it a moment ago).
   */
  private async notRotated(client: ClientCredentials, request: TokenRequest, narrowing: Asked): Promise<IssuedTokens> {
    const hash = sha256(required(request.params, 'refresh_token'));
    if ('refused' in narrowing) throw narrowing.refused;
    const narrowTo = narrowing.scopes;
    const state = await this.store.diagnoseRefresh(hash);
    if (!state) throw new OAuthError('invalid_grant', 'The refresh token is not valid.');
    if (state.clientId !== client.clientId) throw new OAuthError('invalid_grant', 'The refresh token was issued to another client.');
    if (state.grantRevoked) throw new OAuthError('invalid_grant', 'The authorization behind this refresh token was revoked. Ask the user to authorize again.');
    if (state.expired) throw new OAuthError('invalid_grant', 'The refresh token has expired. Ask the user to authorize again.');
    if (narrowTo && !state.unrestricted && narrowTo.some((s) => !state.scopes.includes(s))) {
      throw new OAuthError('invalid_scope', `scope may only narrow the granted scopes (${state.scopes.join(' ')}), never widen them.`);
    }
    if (narrowing.audience !== null && state.audience !== '' && narrowing.audience !== state.audience) {
      throw audienceNotGranted(this.config.urls.baseUrl, state.audience);
    }
    if (state.secondsSinceUse === null) throw new OAuthError('invalid_grant', 'The refresh token is not valid.');
    if (state.secondsSinceUse <= this.config.oauth.refreshReuseWindowSeconds) {
      // Recorded: a second chain under one grant is what a thief racing the app would also look like.
      await this.audit.record(SYSTEM_ACTOR, {
        action: 'refresh_token.reissued_in_window',
        subjectType: 'oauth_client',
        subjectId: client.clientId,
        details: { grantId: state.grantId, secondsSinceUse: Math.round(state.secondsSinceUse * 10) / 10 },
      });
      return this.store.reissue({ id: state.grantId, scopes: state.scopes, unrestricted: state.unrestricted, audience: state.audience }, narrowing);
    }
    await this.audit.record(SYSTEM_ACTOR, {
      action: 'refresh_token.reuse_detected',
      subjectType: 'oauth_client',
      subjectId: client.clientId,
      details: { grantId: state.grantId, secondsSinceUse: Math.round(state.secondsSinceUse) },
    });
    await this.grants.revoke(state.grantId, 'refresh_token_reused');
    throw new OAuthError(
      'invalid_grant',
      'This refresh token was already used. As a precaution the authorization is revoked: ask the user to authorize again.',
    );
  }
}

function narrowingOf(value: string | undefined, target: ReturnType<typeof requestedAudience>): Asked {
  if ('refused' in target) return target;
  if (value === undefined) return { scopes: null, audience: target.audience };
  const { scopes, unknown } = parseScopeParameter(value);
  if (unknown.length > 0) return { refused: new OAuthError('invalid_scope', `Unknown scope: ${unknown.join(', ')}.`) };
  if (scopes.length === 0) return { refused: new OAuthError('invalid_scope', 'scope names no scope.') };
  return { scopes: scopes as Scope[], audience: target.audience };
}
