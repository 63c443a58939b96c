import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingDetailsService } from './bookings/booking-details.service';
import { Booking } from './bookings/booking.entity';
import { BookingsService } from './bookings/bookings.service';
import { PublicBookingsService } from './bookings/public-bookings.service';
import { EventType } from './event-types/event-type.entity';
import { EventTypesService } from './event-types/event-types.service';
import { PrivateLink } from './event-types/private-link.entity';
import { PrivateLinksService } from './event-types/private-links.service';
import { Schedule } from './schedules/schedule.entity';
import { SchedulesService } from './schedules/schedules.service';
import { SlotsService } from './slots/slots.service';

const SERVICES = [
  SchedulesService,
  EventTypesService,
  PrivateLinksService,
  SlotsService,
  BookingsService,
  BookingDetailsService,
  PublicBookingsService,
];

/**
 * The personal scheduling resources: schedules (availability), event types and their private
 * links, bookings, and the slots computed from them. Controllers sit on top of these services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Schedule, EventType, PrivateLink, Booking])],
  providers: SERVICES,
  exports: SERVICES,
})
export class SchedulingModule {}
