import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DateTime } from 'luxon';
import { DataSource, EntityManager } from 'typeorm';
import { BusyTimesService } from '../../calendars/busy-times.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import { Booking } from '../bookings/booking.entity';
import { ACTIVE_STATUSES } from '../bookings/booking-status';
import { parseInput } from '../common/parse-input';
import type { EventType } from '../event-types/event-type.entity';
import { EventTypesService } from '../event-types/event-types.service';
import { INVALID_PRIVATE_LINK, PrivateLinksService } from '../event-types/private-links.service';
import { scheduleForEventType } from '../schedules/schedules.service';
import { availableStarts, computeSlots, Interval, SlotInput } from './compute-slots';
import { GetSlotsDto, MAX_SLOT_RANGE_DAYS, SlotsResult } from './dto/slots.dto';

const DAY = 86_400_000;

/** The times an event type can be booked, from its owner's schedule and existing bookings. */
@Injectable()
export class SlotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventTypes: EventTypesService,
    private readonly privateLinks: PrivateLinksService,
    private readonly calendarBusy: BusyTimesService,
  ) {}

  /** Public. A hidden event type shows its slots only with a usable private link. */
  async getSlots(input: GetSlotsDto, now = new Date()): Promise<SlotsResult> {
    const dto = parseInput(GetSlotsDto, input);
    const timeZone = dto.timeZone ?? 'UTC';
    const range = requestedRange(dto.start, dto.end, timeZone);
    const eventType = await this.eventTypes.findBookable(dto.eventTypeId);
    // Answers never tell a hidden event type from a missing one, with or without a (bad) link.
    if (dto.privateLink) {
      if (!eventType || !(await this.privateLinks.isUsable(eventType.id, dto.privateLink)))
        throw new NotFoundError(INVALID_PRIVATE_LINK);
    } else if (!eventType || eventType.hidden) {
      throw new NotFoundError(`Event type ${dto.eventTypeId} not found.`);
    }
    const slotInput = await this.slotInput(this.dataSource.manager, eventType, range, now);
    if (slotInput) slotInput.busy.push(...(await this.calendarBusy.forUsers([eventType.userId], range)));
    return { eventTypeId: eventType.id, timeZone, days: slotInput ? computeSlots({ ...slotInput, timeZone }) : [] };
  }

  /**
   * Inside a booking's transaction: refuses a start that is not one of the event type's slots (422),
   * or that another booking has taken meanwhile (409). The database constraint stays the last word
   * for requests that race each other past this check.
   */
  async assertBookable(m: EntityManager, eventType: EventType, start: Date, now = new Date()): Promise<void> {
    if (start <= now) throw new ValidationError('The start time is in the past.');
    const notice = eventType.minimumBookingNoticeMinutes;
    if (start.getTime() < now.getTime() + notice * 60_000) {
      throw new ValidationError(`This event type must be booked at least ${notice} minutes in advance.`);
    }
    const range = { start, end: new Date(start.getTime() + 1) };
    const slotInput = await this.slotInput(m, eventType, range, now);
    const offered = (input: SlotInput) => availableStarts(input).some((s) => s.getTime() === start.getTime());
    if (!slotInput || !offered({ ...slotInput, busy: [] })) {
      throw new ValidationError('The start time is not one of the available slots of this event type.');
    }
    if (!offered(slotInput)) throw new ConflictError('This time is already booked. Choose another slot.');
  }

  private async slotInput(m: EntityManager, eventType: EventType, range: Interval, now: Date): Promise<SlotInput | null> {
    const schedule = await scheduleForEventType(m, eventType);
    if (!schedule) return null;
    return {
      schedule,
      busy: await busyIntervals(m, eventType.userId, range),
      lengthMinutes: eventType.lengthMinutes,
      intervalMinutes: eventType.slotIntervalMinutes,
      beforeBufferMinutes: eventType.beforeEventBufferMinutes,
      afterBufferMinutes: eventType.afterEventBufferMinutes,
      minimumNoticeMinutes: eventType.minimumBookingNoticeMinutes,
      now,
      range,
      timeZone: schedule.timeZone,
    };
  }
}

/**
 * The host's active bookings (with their buffers) near the range. Lengths and buffers are at most
 * 12 hours each, so a day on either side covers every booking that can touch a slot in the range.
 */
async function busyIntervals(m: EntityManager, hostId: number, range: Interval): Promise<Interval[]> {
  const rows = await m
    .createQueryBuilder(Booking, 'b')
    .select(['b.blockedStart', 'b.blockedEnd'])
    .where('b.host_id = :hostId AND b.status IN (:...active)', { hostId, active: ACTIVE_STATUSES })
    // The same expression as the exclusion constraint, so its GiST index serves this query.
    .andWhere('tstzrange(b.blocked_start, b.blocked_end) && tstzrange(:from, :to)', {
      from: new Date(range.start.getTime() - DAY),
      to: new Date(range.end.getTime() + DAY),
    })
    .getMany();
  return rows.map((b) => ({ start: b.blockedStart, end: b.blockedEnd }));
}

/** Dates mean midnight in the requested zone; times without an offset are local to it too. */
function requestedRange(start: string, end: string, zone: string): Interval {
  const from = DateTime.fromISO(start, { zone });
  const to = DateTime.fromISO(end, { zone });
  if (!from.isValid || !to.isValid) throw new ValidationError('start and end must be ISO 8601 dates or dates and times.');
  if (to <= from) throw new ValidationError('end must be after start.');
  if (to > from.plus({ days: MAX_SLOT_RANGE_DAYS })) {
    throw new ValidationError(`The range from start to end can span at most ${MAX_SLOT_RANGE_DAYS} days.`);
  }
  return { start: from.toJSDate(), end: to.toJSDate() };
}
