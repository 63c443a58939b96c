import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { BookingDetailsController } from './bookings/booking-details.controller';
import { BookingDetailsService } from './bookings/booking-details.service';
import { BookingHost } from './bookings/booking-host.entity';
import { BookingReassignService } from './bookings/booking-reassign.service';
import { Booking } from './bookings/booking.entity';
import { BookingsService } from './bookings/bookings.service';
import { HostBookingsController } from './bookings/host-bookings.controller';
import { PublicBookingsController } from './bookings/public-bookings.controller';
import { PublicBookingsService } from './bookings/public-bookings.service';
import { EventTypeHost } from './event-types/event-type-host.entity';
import { EventType } from './event-types/event-type.entity';
import { EventTypesController } from './event-types/event-types.controller';
import { EventTypesService } from './event-types/event-types.service';
import { PrivateLink } from './event-types/private-link.entity';
import { PrivateLinksController } from './event-types/private-links.controller';
import { PrivateLinksService } from './event-types/private-links.service';
import { Schedule } from './schedules/schedule.entity';
import { SchedulesController } from './schedules/schedules.controller';
import { SchedulesService } from './schedules/schedules.service';
import { SlotsController } from './slots/slots.controller';
import { SlotsService } from './slots/slots.service';
import { AvailabilityPagesController } from './pages/availability.pages.controller';
import { AttendeeBookingPagesController, BookingPagesController } from './pages/booking-pages.controller';
import { BookingsPagesController } from './pages/bookings.pages.controller';
import { EventTypesPagesController } from './pages/event-types.pages.controller';

const SERVICES = [
  SchedulesService,
  EventTypesService,
  PrivateLinksService,
  SlotsService,
  BookingsService,
  BookingDetailsService,
  PublicBookingsService,
  BookingReassignService,
];

/**
 * The personal scheduling resources under /v2: schedules (availability), event types and their
 * private links, bookings, and the slots computed from them. The controllers are thin HTTP
 * adapters over these services. Busy times and booking changes come through the ports of
 * `scheduling.ports.ts`, which the calendars provide (globally, from the app module).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Schedule, EventType, EventTypeHost, PrivateLink, Booking, BookingHost]), AccountsModule],
  controllers: [
    EventTypesController,
    PrivateLinksController,
    SchedulesController,
    HostBookingsController,
    BookingDetailsController,
    PublicBookingsController,
    SlotsController,
    EventTypesPagesController,
    AvailabilityPagesController,
    BookingsPagesController,
    BookingPagesController,
    AttendeeBookingPagesController,
  ],
  providers: SERVICES,
  exports: SERVICES,
})
export class SchedulingModule {}
