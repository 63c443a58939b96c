import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-errors';
import { digest } from '../connection-calendars';
import { ConnectionsService } from '../connections.service';
import { CredentialsVault } from '../credentials-vault';
import type { CalendarConnection, OAuthKind } from '../entities/calendar-connection.entity';
import { UnsafeUrlError } from '../../common/net/guarded-fetch';
import { CalendarAccessError, ReconnectNeededError } from '../providers/calendar-provider';
import { CalendarProviders } from '../providers/calendar-providers';
import { CalendarOAuthClients, PROVIDER_NAMES } from './calendar-oauth-clients';
import { OAuthStates } from './oauth-states.service';

/** What the provider's redirect brought back (RFC 6749 §4.1.2 and §4.1.2.1). */
export interface ProviderCallback {
  code?: string;
  state?: string;
  error?: string;
}

/** Connecting did not work out; the message says why in the person's terms. */
export class CalendarConnectError extends DomainError {
  readonly code = 'calendar_not_connected';

  constructor(
    message: string,
    readonly status: 400 | 502 = 400,
  ) {
    super(message);
  }
}

/**
 * Connecting a Google or Microsoft account: the URL to send the person to, then, when the provider
 * sends them back, the code exchanged for tokens, the account and its calendars read, and all of
 * it stored (tokens sealed). Nothing is stored unless every step worked.
 */
@Injectable()
export class OAuthConnectService {
  private readonly logger = new Logger(OAuthConnectService.name);

  constructor(
    private readonly clients: CalendarOAuthClients,
    private readonly states: OAuthStates,
    private readonly providers: CalendarProviders,
    private readonly vault: CredentialsVault,
    private readonly connections: ConnectionsService,
  ) {}

  /** The provider's authorization URL for this person (422 when the provider is not set up). */
  async authorizationUrl(userId: number, kind: OAuthKind): Promise<string> {
    const client = this.clients.get(kind);
    const { state, codeChallenge } = await this.states.create(userId, kind);
    return client.authorizationUrl({ state, codeChallenge, redirectUri: this.clients.redirectUri(kind) });
  }

  /** `userId` is the signed-in person whose browser brought the redirect; the state must be theirs. */
  async finish(userId: number, kind: OAuthKind, callback: ProviderCallback): Promise<CalendarConnection> {
    try {
      return await this.complete(userId, kind, callback);
    } catch (error) {
      if (error instanceof DomainError) this.logger.warn({ userId, kind, code: error.code, reason: error.message }, 'Calendar connection not completed');
      throw error;
    }
  }

  private async complete(userId: number, kind: OAuthKind, callback: ProviderCallback): Promise<CalendarConnection> {
    const name = PROVIDER_NAMES[kind];
    if (!callback.state) throw new CalendarConnectError(`${name} sent you back without the state we gave it. Start connecting again.`);
    const client = this.clients.get(kind);
    const codeVerifier = await this.states.redeem(kind, callback.state, userId);
    if (callback.error === 'access_denied') throw new CalendarConnectError(`You did not allow access at ${name}. Nothing was connected.`);
    if (callback.error) throw new CalendarConnectError(`${name} could not authorize the connection (${/^[\w.-]{1,64}$/.test(callback.error) ? callback.error : 'error'}).`);
    if (!callback.code) throw new CalendarConnectError(`${name} sent you back without an authorization code. Start connecting again.`);

    const tokens = await this.attempt(name, () => client.exchangeCode({ code: callback.code!, codeVerifier, redirectUri: this.clients.redirectUri(kind) }));
    if (!tokens.refreshToken) throw new CalendarConnectError(`${name} did not grant lasting access (no refresh token). Connect again and allow access.`);
    if (!client.grantsCalendarAccess(tokens.scope)) {
      throw new CalendarConnectError(`${name} did not grant access to your calendars. Connect again and allow every permission asked for.`);
    }
    const secret = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
    const account = await this.attempt(name, () =>
      this.providers.oauth(kind).account({ connection: { id: 0, kind, serverUrl: null, tokenExpiresAt: tokens.expiresAt }, secret }),
    );
    const identity = { userId, kind, accountKey: digest(account.label.toLowerCase()) };
    return this.connections.store(
      { ...identity, label: account.label, serverUrl: null, credentials: this.vault.seal(identity, secret), tokenExpiresAt: tokens.expiresAt },
      account.calendars,
    );
  }

  private async attempt<T>(name: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // invalid_grant here: the code was refused (spent, expired, or not issued for our verifier).
      if (error instanceof ReconnectNeededError) throw new CalendarConnectError(`${name} refused the authorization. Start connecting again.`, 502);
      if (error instanceof CalendarAccessError || error instanceof UnsafeUrlError) throw new CalendarConnectError(`${error.message} Nothing was connected.`, 502);
      throw error;
    }
  }
}
