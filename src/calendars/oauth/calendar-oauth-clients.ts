import { Inject, Injectable } from '@nestjs/common';
import { AppConfig, OAuthCalendarSettings } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { OAuthKind } from '../entities/calendar-connection.entity';
import { guardedFetch } from '../../common/net/guarded-fetch';
import { GoogleOAuthClient } from './google-oauth.client';
import { MicrosoftOAuthClient } from './microsoft-oauth.client';
import { CalendarOAuthClient, ProviderNotConfiguredError } from './oauth-client';

export const PROVIDER_NAMES: Record<OAuthKind, string> = { google: 'Google', office365: 'Microsoft' };

/**
 * The OAuth side of Google and Microsoft, as configured. Every request goes through the same
 * SSRF-guarded fetch as the calendar servers people name (the provider URLs are settings, not
 * input, but an operator pointing one at an internal address should have to say so).
 */
@Injectable()
export class CalendarOAuthClients {
  private readonly clients: Record<OAuthKind, CalendarOAuthClient>;
  private readonly settings: Record<OAuthKind, OAuthCalendarSettings>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const fetch = guardedFetch({ allowPrivateHosts: config.calendars.allowPrivateHosts });
    this.settings = { google: config.calendars.google, office365: config.calendars.microsoft };
    this.clients = {
      google: new GoogleOAuthClient(config.calendars.google, fetch),
      office365: new MicrosoftOAuthClient(config.calendars.microsoft, fetch),
    };
  }

  /** The settings still missing before people can connect this provider (empty: ready). */
  missing(kind: OAuthKind): string[] {
    return this.settings[kind].missing;
  }

  /** The provider's client; refused with 422 naming the missing settings when it is not set up. */
  get(kind: OAuthKind): CalendarOAuthClient {
    const missing = this.missing(kind);
    if (missing.length > 0) throw new ProviderNotConfiguredError(PROVIDER_NAMES[kind], missing);
    return this.clients[kind];
  }

  /** Where the configured providers' authorization pages are (for the settings page's CSP). */
  authorizationOrigins(): string[] {
    return [...new Set(Object.values(this.settings).map((s) => new URL(s.authUrl).origin))];
  }

  /**
   * Where the provider sends the person back: on APP_URL, because finishing needs the person's
   * browser session, whose cookie belongs to APP_URL. Register exactly this URI with the provider.
   */
  redirectUri(kind: OAuthKind): string {
    return `${this.config.urls.appUrl}/v2/calendars/${kind}/save`;
  }
}
