import { Global, Module } from '@nestjs/common';
import { CalendarsModule } from '../calendars/calendars.module';
import { CalendarSyncService } from '../calendars/outbox/calendar-sync.service';
import { BOOKING_CHANGES, BookingChangeListeners } from '../scheduling/scheduling.ports';
import { WebhookEventsService } from '../webhooks/webhook-events.service';
import { WebhooksModule } from '../webhooks/webhooks.module';

/**
 * Who hears of a booking change (scheduling's BOOKING_CHANGES port), in order: calendar writes,
 * then webhooks, both inside the booking's transaction. Global, as the port is asked for by every
 * module that uses scheduling's services; neither listener knows of the other.
 */
@Global()
@Module({
  imports: [CalendarsModule, WebhooksModule],
  providers: [
    {
      provide: BOOKING_CHANGES,
      useFactory: (calendars: CalendarSyncService, webhooks: WebhookEventsService) => new BookingChangeListeners([calendars, webhooks]),
      inject: [CalendarSyncService, WebhookEventsService],
    },
  ],
  exports: [BOOKING_CHANGES],
})
export class BookingChangesModule {}
