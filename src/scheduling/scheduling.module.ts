import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Schedule } from './schedules/schedule.entity';
import { SchedulesService } from './schedules/schedules.service';

/**
 * The personal scheduling resources: schedules (availability), event types and their private
 * links, bookings, and the slots computed from them. Controllers sit on top of these services.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Schedule])],
  providers: [SchedulesService],
  exports: [SchedulesService],
})
export class SchedulingModule {}
