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
import { CalendarsPagesController } from './pages/calendars.pages.controller';
import { CalendarProviders } from './providers/calendar-providers';

/**
 * Connected calendars: connections and their calendars (API and /settings/calendars), busy times
 * for slots, and the outbox that writes bookings into the host's calendar. Scheduling uses two
 * things from here: `BusyTimesService` (busy intervals by person) and `CalendarSyncService` (the
 * call inside each booking transaction).
 */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarConnection, ConnectedCalendar, CalendarWrite, CalendarEvent]), AccountsModule],
  controllers: [CalendarsController, CalendarsPagesController],
  providers: [CredentialsVault, CalendarProviders, ConnectionsService, BusyTimesService, CalendarSyncService, CalendarWritesProcessor],
  exports: [BusyTimesService, CalendarSyncService, CalendarWritesProcessor, ConnectionsService],
})
export class CalendarsModule {}
