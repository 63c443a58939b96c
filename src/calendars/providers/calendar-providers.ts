import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { ConnectionKind } from '../entities/calendar-connection.entity';
import { guardedFetch } from '../net/guarded-fetch';
import { CalDavProvider } from './caldav.provider';
import type { CalendarProvider } from './calendar-provider';
import { IcsFeedProvider } from './ics-feed.provider';

/**
 * The providers by connection kind, all fetching through one SSRF-guarded fetch. Google and
 * Microsoft join this map when their OAuth flows are built; nothing else changes for them.
 */
@Injectable()
export class CalendarProviders {
  private readonly byKind = new Map<ConnectionKind, CalendarProvider>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const fetch = guardedFetch({ allowPrivateHosts: config.calendars.allowPrivateHosts });
    for (const provider of [new CalDavProvider(fetch), new IcsFeedProvider(fetch)]) {
      for (const kind of provider.kinds) this.byKind.set(kind, provider);
    }
  }

  /** The provider of a stored connection; a kind without one (yet) has nothing to offer. */
  for(kind: ConnectionKind): CalendarProvider | undefined {
    return this.byKind.get(kind);
  }
}
