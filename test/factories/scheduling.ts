import { DateTime } from 'luxon';
import { parseInput } from '../../src/common/validation/parse-input';
import type { UserActor } from '../../src/scheduling/actor';
import { BookingHost } from '../../src/scheduling/bookings/booking-host.entity';
import { Booking } from '../../src/scheduling/bookings/booking.entity';
import { ACTIVE_STATUSES } from '../../src/scheduling/bookings/booking-status';
import type { CreateBookingDto } from '../../src/scheduling/bookings/dto/create-booking.dto';
import { CreateEventTypeDto } from '../../src/scheduling/event-types/dto/event-type.dto';
import type { EventType } from '../../src/scheduling/event-types/event-type.entity';
import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { CreateScheduleDto } from '../../src/scheduling/schedules/dto/schedule.dto';
import type { Schedule } from '../../src/scheduling/schedules/schedule.entity';
import { SchedulesService } from '../../src/scheduling/schedules/schedules.service';
import type { TestApp } from '../setup/test-app';
import { createUser, UserInput } from './index';

let sequence = 0;

/** A person, as the actor the scheduling services take. */
export async function createHost(t: TestApp, input: UserInput = {}): Promise<UserActor & { email: string; name: string }> {
  const user = await createUser(t, input);
  return { userId: user.id, email: user.email, name: user.name };
}

// The services trust validated DTOs, so the factories check what a spec hands them, as the edges do.
export async function createSchedule(t: TestApp, actor: UserActor, input: Partial<CreateScheduleDto> = {}): Promise<Schedule> {
  return t.app.get(SchedulesService).create(actor, parseInput(CreateScheduleDto, { name: 'Working hours', ...input }));
}

export async function createEventType(t: TestApp, actor: UserActor, input: Partial<CreateEventTypeDto> = {}): Promise<EventType> {
  sequence += 1;
  return t.app.get(EventTypesService).create(
    actor,
    parseInput(CreateEventTypeDto, { title: `Call ${sequence}`, slug: `call-${sequence}`, lengthMinutes: 30, minimumBookingNoticeMinutes: 0, ...input }),
  );
}

/**
 * A Monday at least two weeks ahead, as a local date in `zone`, and the UTC instant of a local time
 * on it (or on a following day), as the ISO string the booking services take.
 */
export function futureMonday(zone = 'Europe/Berlin') {
  const monday = DateTime.now().setZone(zone).plus({ weeks: 2 }).startOf('week');
  return {
    date: monday.toISODate()!,
    at: (time: string, plusDays = 0) => {
      const [hour, minute] = time.split(':').map(Number);
      return monday.plus({ days: plusDays }).set({ hour, minute }).toUTC().toISO()!;
    },
  };
}

/** A host with a Berlin schedule (Monday to Friday 09:00-17:00) and a 30-minute event type. */
export async function bookableHost(t: TestApp, eventType: Partial<CreateEventTypeDto> = {}) {
  const host = await createHost(t, { timeZone: 'Europe/Berlin' });
  const schedule = await createSchedule(t, host, { timeZone: 'Europe/Berlin' });
  const type = await createEventType(t, host, {
    locations: [{ type: 'video', value: 'https://meet.example.com/room' }],
    ...eventType,
  });
  return { host, schedule, eventType: type, monday: futureMonday('Europe/Berlin') };
}

export const attendee = (name = 'Ana Lima', email = 'ana@example.com', timeZone = 'Europe/Lisbon') => ({ name, email, timeZone });

/** A booking request for a slot of an event type. */
export function bookingRequest(eventTypeId: number, start: string, extra: Partial<CreateBookingDto> = {}): CreateBookingDto {
  return { eventTypeId, start, attendee: attendee(), ...extra };
}

/**
 * A booking stored directly (with its host's attendance, active unless cancelled or declined), for
 * states the services cannot produce on demand (one that has already taken place). `start` is an
 * ISO instant; the length is 30 minutes. A team event type's booking is attended by `fields.hostId`.
 */
export async function storeBooking(
  t: TestApp,
  eventType: EventType,
  start: string,
  fields: Partial<Booking> = {},
): Promise<Booking> {
  sequence += 1;
  const startTime = new Date(start);
  const endTime = new Date(startTime.getTime() + 30 * 60_000);
  const repo = t.dataSource.getRepository(Booking);
  const booking = await repo.save(
    repo.create({
      uid: `stored-${sequence}`,
      eventTypeId: eventType.id,
      hostId: eventType.userId ?? undefined,
      teamId: eventType.teamId,
      title: 'Stored booking',
      attendeeName: 'Stored Attendee',
      attendeeEmail: 'stored@example.com',
      attendeeTimeZone: 'UTC',
      startTime,
      endTime,
      blockedStart: startTime,
      blockedEnd: endTime,
      location: null,
      status: 'accepted',
      ...fields,
    }),
  );
  await t.dataSource.getRepository(BookingHost).insert({
    bookingId: booking.id,
    userId: booking.hostId,
    blockedStart: booking.blockedStart,
    blockedEnd: booking.blockedEnd,
    active: ACTIVE_STATUSES.includes(booking.status),
  });
  return booking;
}
