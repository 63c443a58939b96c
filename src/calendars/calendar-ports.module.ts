import { Global, Module } from '@nestjs/common';
import { BUSY_TIMES } from '../scheduling/scheduling.ports';
import { BusyTimesService } from './busy-times.service';
import { CalendarsModule } from './calendars.module';

/**
 * The busy times scheduling asks for (scheduling.ports.ts), provided by the calendars (booking
 * changes go to several listeners: the app module wires them). Global, so that
 * every module that uses scheduling's services gets them without importing calendars; the app
 * module imports it once.
 */
@Global()
@Module({
  imports: [CalendarsModule],
  providers: [
    { provide: BUSY_TIMES, useExisting: BusyTimesService },
  ],
  exports: [BUSY_TIMES],
})
export class CalendarPortsModule {}
