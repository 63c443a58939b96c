import type * as OAuth from 'oauth4webapi' with { 'resolution-mode': 'import' };
import type { OAuthCalendarSettings } from '../../config/app-config';
import { CalendarAccessError } from '../providers/calendar-provider';
import type { CalendarOAuthClient, TokenSet } from './oauth-client';
import { providerFailure } from './provider-errors';

/**
 * Microsoft Graph delegated permissions we ask for: `Calendars.ReadWrite` (list calendars, read their
 * events for busy times, write bookings) and `offline_access` (a refresh token).
 * https://learn.microsoft.com/en-us/graph/permissions-reference#calendarsreadwrite
 */
export const MICROSOFT_SCOPES = ['offline_access', 'https://graph.microsoft.com/Calendars.ReadWrite'];

let library: Promise<typeof OAuth> | undefined;
const oauth4webapi = () => (library ??= import('oauth4webapi')); // ESM-only

/**
 * The Microsoft identity platform's authorization code flow (v2.0 endpoints, PKCE) through
 * oauth4webapi, a certified standards client. Microsoft's own library (MSAL) keeps tokens in its
 * own cache and does not hand out refresh tokens, while we keep them sealed in the connection row
 * for every instance to use; and it expects Microsoft's authority and discovery documents, so it
 * could not be pointed at the local authorization server the tests use.
 */
export class MicrosoftOAuthClient implements CalendarOAuthClient {
  readonly kind = 'office365' as const;
  readonly name = 'Microsoft';
  private readonly as: OAuth.AuthorizationServer;
  private readonly client: OAuth.Client;

  constructor(
    private readonly settings: OAuthCalendarSettings,
    private readonly fetch: typeof globalThis.fetch,
  ) {
    // Our own stand-in for discovery: the endpoints are settings. The issuer is never compared: we
    // ask for no ID token and drop `iss` (Microsoft sends none; see `exchangeCode`).
    this.as = { issuer: new URL(settings.authUrl).origin, authorization_endpoint: settings.authUrl, token_endpoint: settings.tokenUrl };
    this.client = { client_id: settings.clientId ?? '' };
  }

  authorizationUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string {
    const url = new URL(this.settings.authUrl);
    url.search = new URLSearchParams({
      client_id: this.client.client_id,
      response_type: 'code',
      redirect_uri: request.redirectUri,
      response_mode: 'query',
      scope: MICROSOFT_SCOPES.join(' '),
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /**
   * The state was checked (and spent) before we get here. `iss` (RFC 9207) is not passed on:
   * Microsoft does not send it, and mix-up is prevented otherwise: each provider has its own
   * redirect URI and each state belongs to one provider (RFC 9700 §4.4.2).
   */
  async exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet> {
    const oauth = await oauth4webapi();
    return this.call(async () => {
      const params = oauth.validateAuthResponse(this.as, this.client, new URLSearchParams({ code: request.code }), oauth.expectNoState);
      const res = await oauth.authorizationCodeGrantRequest(this.as, this.client, this.auth(oauth), params, request.redirectUri, request.codeVerifier, this.options(oauth));
      return tokenSet(await oauth.processAuthorizationCodeResponse(this.as, this.client, res));
    });
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    const oauth = await oauth4webapi();
    return this.call(async () => {
      const res = await oauth.refreshTokenGrantRequest(this.as, this.client, this.auth(oauth), refreshToken, this.options(oauth));
      return tokenSet(await oauth.processRefreshTokenResponse(this.as, this.client, res));
    });
  }

  /** Microsoft answers the short names or Graph's full ones, depending on the account. */
  grantsCalendarAccess(scope: string | undefined): boolean {
    if (scope === undefined) return true;
    return scope.split(' ').some((s) => /^(https:\/\/graph\.microsoft\.com\/)?Calendars\.ReadWrite$/i.test(s));
  }

  private auth(oauth: typeof OAuth): OAuth.ClientAuth {
    return oauth.ClientSecretPost(this.settings.clientSecret ?? '');
  }

  /** Our fetch for every request; plain http only when the operator configured an http URL (tests). */
  private options(oauth: typeof OAuth) {
    return { [oauth.customFetch]: this.fetch, [oauth.allowInsecureRequests]: this.settings.tokenUrl.startsWith('http:') };
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    const oauth = await oauth4webapi();
    try {
      return await work();
    } catch (error) {
      throw providerFailure('Microsoft', error, (e) => e instanceof oauth.ResponseBodyError && e.error === 'invalid_grant');
    }
  }
}

function tokenSet(response: OAuth.TokenEndpointResponse): TokenSet {
  if (!response.access_token) throw new CalendarAccessError('Microsoft answered without an access token.');
  return {
    accessToken: response.access_token,
    ...(response.refresh_token ? { refreshToken: response.refresh_token } : {}),
    expiresAt: new Date(Date.now() + (response.expires_in ?? 3600) * 1000),
    ...(response.scope ? { scope: response.scope } : {}),
  };
}
