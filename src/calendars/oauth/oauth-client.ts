import { DomainError } from '../../common/errors/domain-errors';
import type { OAuthKind } from '../entities/calendar-connection.entity';

/** What a provider's token endpoint answered, in our terms. */
export interface TokenSet {
  accessToken: string;
  /** Absent when the provider keeps the one we have (Google, on refresh). */
  refreshToken?: string;
  expiresAt: Date;
  /** The scopes granted, when the provider says (Google lets people untick some). */
  scope?: string;
}

/**
 * The OAuth 2.0 side of a calendar provider (RFC 6749 authorization code grant with PKCE, RFC 7636):
 * where to send the person, and the token endpoint. Failures throw `CalendarAccessError` (the
 * provider could not be used now) or `ReconnectNeededError` (it refused the grant: `invalid_grant`).
 */
export interface CalendarOAuthClient {
  readonly kind: OAuthKind;
  /** The provider's name as people know it. */
  readonly name: string;
  authorizationUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(request: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Whether the granted scopes let us read busy times and write events. */
  grantsCalendarAccess(scope: string | undefined): boolean;
  /** Tells the provider we are done with the authorization (where it has such an endpoint). */
  revoke?(token: string): Promise<void>;
}

/** The operator has not registered us with this provider; the message names the missing settings. */
export class ProviderNotConfiguredError extends DomainError {
  readonly status = 422;
  readonly code = 'provider_not_configured';

  constructor(
    name: string,
    readonly missing: string[],
  ) {
    super(`${name} calendars are not set up on this server: the operator must set ${missing.join(' and ')}.`);
  }
}
