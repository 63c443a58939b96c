import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BUSY_TIMES, type BusyTimes } from '../scheduling.ports';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import type { EventType } from '../event-types/event-type.entity';
import { INVALID_PRIVATE_LINK, PrivateLinksService } from '../event-types/private-links.service';
import type { Interval } from '../../common/time/interval';
import { groupByLocalDate } from './compute-slots';
import { GetSlotsDto, SlotsResult } from './dto/slots.dto';
import { requestedRange } from './requested-range';
import { hostsToName, setupReasons } from './setup-reasons';
import { UsersService } from '../../accounts/users.service';
import { everyHostAttends, HostAvailability, hostsOf, hostStarts, hostsWithBookings, loadBookableWithHosts, loadHostAvailability, offeredStarts, withCalendarBusy } from './host-availability';

export const TAKEN = 'This time is already booked. Choose another slot.';

/**
 * At most this many slots in one answer: a 1-minute event type open around the clock offers 44,640
 * in 31 days (3 MB of JSON), which no person or agent reads. A cut answer says where the rest
 * begins (`nextStart`), to ask again from there.
 */
export const MAX_SLOTS_PER_ANSWER = 1000;

/**
 * The times an event type can be booked, from its hosts' schedules and existing bookings: a
 * person's own, every host free for a collective team event type, any host free for round robin.
 */
@Injectable()
export class SlotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly privateLinks: PrivateLinksService,
    @Inject(BUSY_TIMES) private readonly calendars: BusyTimes,
    private readonly users: UsersService,
  ) {}

  /** Public. A hidden event type shows its slots only with a usable private link. */
  async getSlots(dto: GetSlotsDto, now = new Date()): Promise<SlotsResult> {
    const timeZone = dto.timeZone ?? 'UTC';
    const range = requestedRange(dto.start, dto.end, timeZone);
    // The event type and, unless it is hidden, its hosts, in one statement.
    const found = await loadBookableWithHosts(this.dataSource, dto.eventTypeId, range);
    const eventType = found?.eventType;
    // Answers never tell a hidden event type from a missing one, with or without a (bad) link.
    if (dto.privateLink) {
      if (!eventType || !(await this.privateLinks.isUsable(eventType.id, dto.privateLink)))
        throw new NotFoundError(INVALID_PRIVATE_LINK);
    } else if (!eventType || eventType.hidden) {
      throw new NotFoundError(`Event type ${dto.eventTypeId} not found.`);
    }
    // A hidden event type's hosts, now that its link has passed.
    const hosts = found!.hosts ?? (await hostsWithBookings(this.dataSource, eventType, range));
    const calendarBusy = await this.calendars.busyTimes(hosts.filter((h) => h.hasCalendars).map((h) => h.userId), range);
    const available = withCalendarBusy(hosts, calendarBusy);
    // Names are read only when a reason needs one (a host without a schedule): rarely.
    const unnamed = hostsToName(hosts);
    const names = new Map(unnamed.length ? (await this.users.peopleOf(unnamed)).map((p) => [p.id, p.name]) : []);
    const starts = offeredStarts(eventType, available, range, now);
    return {
      eventTypeId: eventType.id,
      timeZone,
      days: groupByLocalDate(starts.slice(0, MAX_SLOTS_PER_ANSWER), timeZone),
      reasons: setupReasons(eventType, hosts, names),
      ...(starts.length > MAX_SLOTS_PER_ANSWER ? { nextStart: starts[MAX_SLOTS_PER_ANSWER] } : {}),
    };
  }

  /**
   * Inside a booking's transaction: the hosts free to attend at `start` (every host, or for round
   * robin those free). Refuses a start that is not one of the event type's slots (422), or that
   * other bookings (or the hosts' calendars, `calendarBusy` from `calendarBusyAround`) have taken
   * meanwhile (409). The database's exclusion constraint stays the last word for requests that
   * race each other past this check.
   */
  async freeHostsAt(m: EntityManager, eventType: EventType, start: Date, calendarBusy?: Map<number, Interval[]>, now = new Date()): Promise<HostAvailability[]> {
    if (start <= now) throw new ValidationError('The start time is in the past.');
    const notice = eventType.minimumBookingNoticeMinutes;
    if (start.getTime() < now.getTime() + notice * 60_000) {
      throw new ValidationError(`This event type must be booked at least ${notice} minutes in advance.`);
    }
    const range = { start, end: new Date(start.getTime() + 1) };
    const hosts = await loadHostAvailability(m, eventType, range, calendarBusy);
    const at = (h: HostAvailability, ignoreBusy: boolean) => hostStarts(eventType, h, range, now, ignoreBusy).some((s) => s.getTime() === start.getTime());
    const needed = everyHostAttends(eventType) ? hosts.length : 1;
    const scheduled = hosts.filter((h) => at(h, true));
    if (hosts.length === 0 || scheduled.length < needed) {
      throw new ValidationError('The start time is not one of the available slots of this event type.');
    }
    const free = scheduled.filter((h) => at(h, false));
    if (free.length < needed) throw new ConflictError(TAKEN);
    return free;
  }

  /**
   * Who could take over a booking: the event type's hosts, and those free at the booking's time (by
   * their hours and other bookings; the minimum notice is for bookers, not for handing over).
   */
  async hostsAvailableFor(
    m: EntityManager,
    eventType: EventType,
    booking: { startTime: Date },
    calendarBusy?: Map<number, Interval[]>,
  ): Promise<{ hosts: HostAvailability[]; free: HostAvailability[] }> {
    const start = booking.startTime;
    const range = { start, end: new Date(start.getTime() + 1) };
    const hosts = await loadHostAvailability(m, eventType, range, calendarBusy);
    const anyNotice = { ...eventType, minimumBookingNoticeMinutes: 0 } as EventType;
    const free = hosts.filter((h) => hostStarts(anyNotice, h, range, new Date(0)).some((s) => s.getTime() === start.getTime()));
    return { hosts, free };
  }

  /**
   * The hosts' calendar busy times around `start`, fetched before a booking's transaction opens (a
   * calendar server is never waited on while rows are locked). The range is the UTC day of `start`
   * widened by a day each side, so bookings of one day share one cached answer per calendar; a
   * failing calendar counts as free (see `BusyTimes`).
   */
  async calendarBusyAround(eventType: EventType, start: Date): Promise<Map<number, Interval[]>> {
    const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    const hosts = await hostsOf(this.dataSource, eventType);
    return this.calendars.busyTimes(hosts.filter((h) => h.hasCalendars).map((h) => h.userId), { start: new Date(day - DAY), end: new Date(day + 2 * DAY) });
  }
}

const DAY = 86_400_000;
