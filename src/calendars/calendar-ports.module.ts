import { Global, Module } from '@nestjs/common';
import { BOOKING_CHANGES, BUSY_TIMES } from '../scheduling/scheduling.ports';
import { BusyTimesService } from './busy-times.service';
import { CalendarsModule } from './calendars.module';
import { CalendarSyncService } from './outbox/calendar-sync.service';

/**
 * The ports scheduling declares (scheduling.ports.ts), provided by the calendars. Global, so that
 * every module that uses scheduling's services gets them without importing calendars; the app
 * module imports it once.
 */
@Global()
@Module({
  imports: [CalendarsModule],
  providers: [
    { provide: BUSY_TIMES, useExisting: BusyTimesService },
    { provide: BOOKING_CHANGES, useExisting: CalendarSyncService },
  ],
  exports: [BUSY_TIMES, BOOKING_CHANGES],
})
export class CalendarPortsModule {}
