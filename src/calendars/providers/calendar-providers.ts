import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ConnectionKind, OAuthKind } from '../entities/calendar-connection.entity';
import { guardedFetch } from '../../common/net/guarded-fetch';
import { OAuthTokens } from '../oauth/oauth-tokens.service';
import { CalDavProvider } from './caldav.provider';
import type { CalendarProvider, OAuthCalendarProvider } from './calendar-provider';
import { GoogleCalendarProvider } from './google.provider';
import { IcsExpander } from './ics-expander';
import { IcsFeedProvider } from './ics-feed.provider';
import { Office365CalendarProvider } from './office365.provider';

/** The providers by connection kind, all fetching through one SSRF-guarded fetch. */
@Injectable()
export class CalendarProviders {
  private readonly byKind = new Map<ConnectionKind, CalendarProvider>();
  private readonly oauthProviders: Record<OAuthKind, OAuthCalendarProvider>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, tokens: OAuthTokens, expander: IcsExpander) {
    const fetch = guardedFetch({ allowPrivateHosts: config.calendars.allowPrivateHosts });
    this.oauthProviders = {
      google: new GoogleCalendarProvider(config.calendars.google.apiUrl, fetch, tokens),
      office365: new Office365CalendarProvider(config.calendars.microsoft.apiUrl, fetch, tokens),
    };
    for (const provider of [new CalDavProvider(fetch, expander), new IcsFeedProvider(fetch, expander), ...Object.values(this.oauthProviders)]) {
      for (const kind of provider.kinds) this.byKind.set(kind, provider);
    }
  }

  /** The provider of a stored connection. */
  for(kind: ConnectionKind): CalendarProvider | undefined {
    return this.byKind.get(kind);
  }

  oauth(kind: OAuthKind): OAuthCalendarProvider {
    return this.oauthProviders[kind];
  }
}
