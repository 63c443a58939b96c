import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ResourcePath } from '../../scopes/protected-resources';
import type { Scope } from '../../scopes/scope-catalogue';
import { sha256 } from '../../common/crypto/tokens';
import { CodeRow, FoundToken, GrantsRepository, GrantTerms, Narrowing, NewPair, PresentedClient, RefreshTokenState } from './grants.repository';
import { mintAccessToken, mintRefreshToken, REFRESH_TOKEN_PREFIX } from './token-format';

export type { FoundToken, GrantTerms, Narrowing, RefreshTokenState };

/** The outcome of a successful grant: the pair in clear, for the token response only. */
export interface IssuedTokens {
  grantId: string;
  accessToken: string;
  refreshToken: string;
  scopes: Scope[];
  unrestricted: boolean;
  /** The access token's audience. */
  audience: ResourcePath;
}

/**
 * The token tables' API for the rest of the server (the repository beneath it is this folder's
 * own: the dependency check refuses an import of it from elsewhere).
 *
 * Issuing tokens: mints each pair (only its hashes are stored) and hands it to the repository.
 * Each operation there is one statement, so redeeming and
 * rotating happen exactly once however many requests race for them: the row lock taken by the
 * conditional UPDATE makes the others wait, then find nothing left to take.
 */
@Injectable()
export class TokenStore {
  constructor(
    private readonly repository: GrantsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Redeems an authorization code (see `REDEEM_CODE`): null when no code was consumed (the client
   * did not authenticate, or the code is unknown, spent, expired or another client's); otherwise
   * the code's row, and the grant's first pair when its redirect URI and verifier matched.
   */
  async redeemCode(
    codeHash: Buffer,
    client: PresentedClient,
    redirectUri: string,
    verifier: { sent: boolean; s256: string | null },
    audience: ResourcePath | null,
  ): Promise<{ code: CodeRow; tokens: IssuedTokens | null; superseded: number } | null> {
    const { pair, issued } = this.mint([], false);
    const row = await this.repository.redeemCode(codeHash, client, redirectUri, verifier, audience, pair);
    if (!row) return null;
    const tokens =
      row.grant_id === null ? null : { ...issued, grantId: row.grant_id, scopes: row.scopes, unrestricted: row.unrestricted, audience: row.token_audience };
    return { code: row, tokens, superseded: row.superseded };
  }

  /**
   * Rotates a refresh token: consumes it and issues a new pair under the same grant, in one
   * statement that also authenticates the client. Returns null when nothing was consumed (a client
   * or secret that does not pass, or a token unknown, used, expired, revoked, another client's, or
   * asked to widen its scopes or audience), without saying which.
   */
  async rotate(refreshHash: Buffer, clientId: string, secretHash: Buffer | null, narrowTo: Narrowing): Promise<IssuedTokens | null> {
    const { pair, issued } = this.mint([], false);
    const row = await this.repository.rotate(refreshHash, clientId, secretHash, narrowTo, pair);
    if (!row) return null;
    const scopes = narrowTo.scopes;
    return { ...issued, grantId: row.grant_id, scopes: scopes ?? row.scopes, unrestricted: row.unrestricted && scopes === null, audience: row.audience };
  }

  /** A fresh pair under an existing grant (a refresh token replayed within the reuse window). */
  async reissue(grant: { id: string; scopes: Scope[]; unrestricted: boolean; audience: ResourcePath }, narrowTo: Narrowing): Promise<IssuedTokens> {
    const { pair, issued } = this.mint(narrowTo.scopes ?? grant.scopes, grant.unrestricted && narrowTo.scopes === null);
    const audience = narrowTo.audience ?? grant.audience;
    await this.repository.reissue(grant.id, issued.scopes, issued.unrestricted, audience, pair);
    return { ...issued, grantId: grant.id, audience };
  }

  /**
   * A token presented to the revocation or introspection endpoint, looked for in both tables:
   * its prefix is only a hint of which (RFC 7009 §2.1, RFC 7662 §2.1).
   */
  find(token: string): Promise<FoundToken | null> {
    return this.repository.findToken(sha256(token), token.startsWith(REFRESH_TOKEN_PREFIX));
  }

  /** Revokes this access token alone (its grant and refresh token stay). */
  revokeAccessToken(token: string): Promise<void> {
    return this.repository.revokeAccessToken(sha256(token));
  }

  /** Why a refresh token could not be rotated. */
  diagnoseRefresh(refreshHash: Buffer): Promise<RefreshTokenState | null> {
    return this.repository.refreshTokenState(refreshHash);
  }

  private mint(scopes: Scope[], unrestricted: boolean): { pair: NewPair; issued: Omit<IssuedTokens, 'grantId' | 'audience'> } {
    const access = mintAccessToken();
    const refresh = mintRefreshToken();
    return {
      pair: {
        accessHash: access.hash,
        refreshHash: refresh.hash,
        accessTtlSeconds: this.config.oauth.accessTokenTtlSeconds,
        refreshTtlSeconds: this.config.oauth.refreshTokenTtlSeconds,
      },
      issued: { accessToken: access.value, refreshToken: refresh.value, scopes, unrestricted },
    };
  }
}
