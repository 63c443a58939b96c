import { Inject, Injectable } from '@nestjs/common';
import { sha256 } from '../../common/crypto/tokens';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ResourcePath } from '../../scopes/protected-resources';
import type { Scope } from '../../scopes/scope-catalogue';
import { OAuthError } from '../errors/oauth-error';
import { presentedVerifier, verifyPkce } from '../token/pkce';
import { audienceNotGranted } from '../token/resource-parameter';
import { RevocationEvents } from '../revocation/revocation-events';
import { CodeRow, GrantsRepository, PresentedClient } from './grants.repository';
import { GrantsService } from './grants.service';
import { mintAuthorizationCode } from './token-format';
import { IssuedTokens, TokenStore } from './token-store';

export interface CodeTerms {
  clientId: string;
  userId: number;
  redirectUri: string;
  scopes: Scope[];
  unrestricted: boolean;
  codeChallenge: string | null;
  /** The resource the person authorized the client for (RFC 8707). */
  audience: ResourcePath;
}

/** Every presentation spends a code, refused or not: it cannot be retried with another guess. */
const SPENT_BY_REFUSAL = 'A code can be presented only once: start the authorization again.';

/** Authorization codes: issued at consent, redeemed once at the token endpoint. */
@Injectable()
export class AuthorizationCodesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: GrantsRepository,
    private readonly tokens: TokenStore,
    private readonly grants: GrantsService,
    private readonly revocations: RevocationEvents,
  ) {}

  async issue(terms: CodeTerms): Promise<string> {
    const code = mintAuthorizationCode();
    await this.repository.insertCode(code.hash, terms, this.config.oauth.authCodeTtlSeconds);
    return code.value;
  }

  /**
   * Redeems a code for its grant and first token pair (RFC 6749 §4.1.3, RFC 7636 §4.6), in one
   * statement that also authenticates the client (see `REDEEM_CODE`). The code is consumed by a
   * conditional UPDATE, so of any number of concurrent redemptions exactly one proceeds. A
   * redemption that fails its checks (redirect URI, verifier) still consumes the code: it cannot
   * be retried with other guesses. Null when nothing was consumed: the client did not
   * authenticate, or the code is not redeemable (see `refuse`). `audience`: the resource asked for
   * (RFC 8707), within the code's; null for the code's own.
   */
  async tryRedeem(
    code: string,
    client: PresentedClient,
    redirectUri: string,
    codeVerifier: string | undefined,
    audience: ResourcePath | null,
  ): Promise<IssuedTokens | null> {
    const outcome = await this.tokens.redeemCode(sha256(code), client, redirectUri, presentedVerifier(codeVerifier), audience);
    if (!outcome) return null;
    if (!outcome.tokens) {
      // Consumed, and refused by the same checks in the statement; say which one failed, and that
      // the code cannot be tried again.
      const problem = this.redemptionProblem(outcome.code, redirectUri, codeVerifier);
      if (problem === null && audience !== null) {
        const refused = audienceNotGranted(this.config.urls.baseUrl, outcome.code.audience);
        throw new OAuthError('invalid_target', `${refused.message} ${SPENT_BY_REFUSAL}`);
      }
      throw new OAuthError('invalid_grant', `${problem ?? 'The authorization code is not valid.'} ${SPENT_BY_REFUSAL}`);
    }
    if (outcome.superseded > 0) this.revocations.revoked();
    return outcome.tokens;
  }

  /**
   * Why an authenticated client's code was not redeemed. A code that comes back after it was used
   * is a replay (RFC 6749 §4.1.2): the grant it produced is revoked with all its tokens.
   */
  async refuse(code: string, clientId: string): Promise<never> {
    throw new OAuthError('invalid_grant', await this.whyNotRedeemable(sha256(code), clientId));
  }

  private redemptionProblem(row: CodeRow, redirectUri: string | undefined, verifier: string | undefined): string | null {
    // RFC 6749 §4.1.3: the same redirect_uri as in the authorization request, compared exactly.
    if (redirectUri !== row.redirect_uri) {
      return 'redirect_uri does not match the one used in the authorization request.';
    }
    return verifyPkce(row.code_challenge, verifier);
  }

  private async whyNotRedeemable(codeHash: Buffer, clientId: string): Promise<string> {
    const row = await this.repository.codeState(codeHash);
    if (!row) return 'The authorization code is not valid.';
    if (row.client_id !== clientId) return 'The authorization code was issued to another client.';
    if (row.used) {
      // A code refused at its first presentation issued nothing, so there is nothing to revoke.
      if (!row.grant_id) return `The authorization code was already presented and refused. ${SPENT_BY_REFUSAL}`;
      await this.grants.revoke(row.grant_id, 'code_replayed');
      return 'The authorization code was already used. As a precaution, the tokens issued with it are revoked.';
    }
    if (row.expired) return 'The authorization code has expired. Start the authorization again.';
    return 'The authorization code is not valid.';
  }
}
