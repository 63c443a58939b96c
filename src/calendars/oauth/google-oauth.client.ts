import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import type { OAuthCalendarSettings } from '../../config/app-config';
import { CalendarAccessError } from '../providers/calendar-provider';
import type { CalendarOAuthClient, TokenSet } from './oauth-client';
import { providerFailure } from './provider-errors';

/**
 * The Google Calendar scopes we ask for (https://developers.google.com/workspace/calendar/api/auth):
 * `calendar.readonly` lists the calendars and reads free/busy, `calendar.events` writes bookings.
 */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events'];

/**
 * Google's OAuth 2.0 for web server apps through Google's own library (google-auth-library), with
 * every endpoint taken from the settings and every request sent through our SSRF-guarded fetch.
 * The library's automatic retries are switched off: the outbox retries writes itself, and a slots
 * request must not wait through backoff for a provider that is down.
 */
export class GoogleOAuthClient implements CalendarOAuthClient {
  readonly kind = 'google' as const;
  readonly name = 'Google';

  constructor(
    private readonly settings: OAuthCalendarSettings & { revokeUrl: string },
    private readonly fetch: typeof globalThis.fetch,
  ) {}

  authorizationUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string {
    // offline + consent: Google returns a refresh token only when the person is shown the consent screen.
    return this.client().generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: GOOGLE_SCOPES,
      state: request.state,
      redirect_uri: request.redirectUri,
      code_challenge: request.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
    });
  }

  async exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet> {
    const { tokens } = await this.call(() => this.client().getToken({ code: request.code, codeVerifier: request.codeVerifier, redirect_uri: request.redirectUri }));
    if (!tokens.access_token) throw new CalendarAccessError('Google answered without an access token.');
    return {
      accessToken: tokens.access_token,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      expiresAt: new Date(tokens.expiry_date ?? Date.now() + 3600_000),
      ...(tokens.scope ? { scope: tokens.scope } : {}),
    };
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    // A client per refresh: the library keeps the credentials on the instance, and people must not share one.
    const client = this.client();
    client.setCredentials({ refresh_token: refreshToken });
    await this.call(() => client.getAccessToken());
    const { access_token: accessToken, expiry_date: expiry, refresh_token: next } = client.credentials;
    if (!accessToken) throw new CalendarAccessError('Google answered without an access token.');
    return { accessToken, expiresAt: new Date(expiry ?? Date.now() + 3600_000), ...(next && next !== refreshToken ? { refreshToken: next } : {}) };
  }

  grantsCalendarAccess(scope: string | undefined): boolean {
    if (scope === undefined) return true; // not said: Google always says, other servers may not
    const granted = new Set(scope.split(' '));
    return GOOGLE_SCOPES.every((s) => granted.has(s) || granted.has('https://www.googleapis.com/auth/calendar'));
  }

  /** https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke: the token alone, no client authentication. */
  async revoke(token: string): Promise<void> {
    await this.call(() => this.client().revokeToken(token));
  }

  private client(): OAuth2Client {
    const client = new OAuth2Client({
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      endpoints: { oauth2AuthBaseUrl: this.settings.authUrl, oauth2TokenUrl: this.settings.tokenUrl, oauth2RevokeUrl: this.settings.revokeUrl },
      transporterOptions: { fetchImplementation: this.fetch },
    });
    client.transporter.interceptors.request.add({
      resolved: async (config) => {
        config.retry = false;
        delete config.retryConfig;
        return config;
      },
    });
    return client;
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw providerFailure('Google', error, (e) => gaxiosOAuthError(e) === 'invalid_grant');
    }
  }
}

/** The `error` of a token endpoint's JSON answer (RFC 6749 §5.2), as gaxios hands it over. */
function gaxiosOAuthError(error: unknown): string | undefined {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  return data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string' ? (data as { error: string }).error : undefined;
}
