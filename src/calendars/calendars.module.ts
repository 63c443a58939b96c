import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { BusyTimesService } from './busy-times.service';
import { CalendarsController } from './calendars.controller';
import { ConnectionsService } from './connections.service';
import { CredentialsVault } from './credentials-vault';
import { CalendarConnection } from './entities/calendar-connection.entity';
import { CalendarEvent } from './entities/calendar-event.entity';
import { CalendarWrite } from './entities/calendar-write.entity';
import { ConnectedCalendar } from './entities/connected-calendar.entity';
import { CalendarSyncService } from './outbox/calendar-sync.service';
import { CalendarWritesProcessor } from './outbox/calendar-writes.processor';
import { CalendarOAuthClients } from './oauth/calendar-oauth-clients';
import { OAuthCalendarsController } from './oauth/oauth-calendars.controller';
import { OAuthConnectService } from './oauth/oauth-connect.service';
import { OAuthStates } from './oauth/oauth-states.service';
import { OAuthTokens } from './oauth/oauth-tokens.service';
import { CalendarsPageRenderer } from './pages/calendars-page.renderer';
import { CalendarsPagesController } from './pages/calendars.pages.controller';
import { ClockModule } from '../common/time/clock.module';
import { CalendarProviders } from './providers/calendar-providers';
import { IcsExpander } from './providers/ics-expander';

/**
 * Connected calendars: connections and their calendars (API and /settings/calendars), CalDAV and
 * ICS feeds by URL, Google and Microsoft through their OAuth (`oauth/`), busy times for slots, and
 * the outbox that writes bookings into the host's calendar. Scheduling uses two
 * things from here: `BusyTimesService` (busy intervals by person) and `CalendarSyncService` (the
 * call inside each booking transaction).
 */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarConnection, ConnectedCalendar, CalendarWrite, CalendarEvent]), AccountsModule, ClockModule],
  controllers: [CalendarsController, OAuthCalendarsController, CalendarsPagesController],
  providers: [
    CredentialsVault,
    CalendarOAuthClients,
    OAuthTokens,
    OAuthStates,
    IcsExpander,
    CalendarProviders,
    ConnectionsService,
    OAuthConnectService,
    CalendarsPageRenderer,
    BusyTimesService,
    CalendarSyncService,
    CalendarWritesProcessor,
  ],
  exports: [BusyTimesService, CalendarSyncService, CalendarWritesProcessor, ConnectionsService],
})
export class CalendarsModule {}
