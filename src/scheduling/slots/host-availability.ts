import type { DataSource, EntityManager } from 'typeorm';
import { prepared, sql } from '../../database/sql';
import type { DateOverride, WeeklyRange } from '../schedules/availability';
import type { EventType } from '../event-types/event-type.entity';
import { BOOKABLE_COLUMNS, BOOKABLE_FROM, bookableFrom, type BookableRow } from '../event-types/bookable';
import { HOST_PRIORITY } from '../event-types/event-type-host.entity';
import type { Interval } from '../../common/time/interval';
import { memberSql } from '../../membership/member-sql';
import { ACCEPTED_MEMBER } from '../../membership/membership.entity';
import { availableStarts, type SlotInput } from './compute-slots';

/** What one host of an event type brings to its slots. */
export interface HostAvailability {
  userId: number;
  /** Round robin: higher first among hosts booked equally recently. */
  priority: number;
  /** The hours they offer; null when they have no schedule (they offer nothing). */
  schedule: SlotInput['schedule'] | null;
  /** Their time already taken (every booking they attend, with its buffers). */
  busy: Interval[];
}

const DAY = 86_400_000;

/*
 * What a host is, written once for the two statements that read hosts (`HOSTS` alone, and
 * `BOOKABLE_WITH_HOSTS` with their event type): a person's event type has one host (its owner, with
 * the event type's schedule or their default); a team's has its accepted hosts, each with their
 * default schedule. Each fragment takes the SQL expressions to read its inputs from.
 */
/** Rows (user_id, priority): the event type's hosts. */
const HOST_ROWS = (eventTypeId: string, ownerId: string) => `
     SELECT ${ownerId} AS user_id, ${HOST_PRIORITY.default} AS priority WHERE ${ownerId} IS NOT NULL
     UNION ALL
     SELECT tm.user_id, h.priority FROM event_type_hosts h ${memberSql.joinMembership('tm', 'h.membership_id')}
      WHERE h.event_type_id = ${eventTypeId} AND ${ACCEPTED_MEMBER('tm')} AND ${ownerId} IS NULL`;
/** The join condition of the schedule (alias `s`) a host (alias `hosts`) offers for the event type. */
const HOST_SCHEDULE = (ownerId: string, scheduleId: string) =>
  `s.user_id = hosts.user_id AND CASE WHEN ${ownerId} IS NULL OR ${scheduleId} IS NULL THEN s.is_default ELSE s.id = ${scheduleId} END`;
/** Whether the host (alias `hosts`) has calendars selected for conflicts. */
const HAS_CALENDARS = `EXISTS (SELECT 1 FROM connected_calendars c WHERE c.user_id = hosts.user_id AND c.is_selected)`;
/**
 * A booking (alias `b`) that keeps its host busy near the range `from` to `to`. Lengths and
 * buffers are at most 12 hours each, so the caller widens the range by a day on either side
 * (`bookingWindow`) to cover every booking that can touch a slot in it. The predicate is the
 * exclusion constraint's own, so its GiST index serves it.
 */
const ACTIVE_BOOKING_NEAR = (from: string, to: string) => `b.active AND tstzrange(b.blocked_start, b.blocked_end) && tstzrange(${from}, ${to})`;

/** The range's bookings are looked for a day beyond it on either side (see `ACTIVE_BOOKING_NEAR`). */
const bookingWindow = (range: Interval): [Date, Date] => [new Date(range.start.getTime() - DAY), new Date(range.end.getTime() + DAY)];

/** The hosts of an event type with the schedule each offers, and whether they have calendars to ask. */
const HOSTS = prepared(
  'slots_hosts',
  `WITH hosts AS (${HOST_ROWS('$1', '$2::int')})
   SELECT hosts.user_id, hosts.priority, s.time_zone, s.availability, s.overrides, ${HAS_CALENDARS} AS has_calendars
     FROM hosts
     LEFT JOIN schedules s ON ${HOST_SCHEDULE('$2::int', '$3::int')}
    ORDER BY hosts.user_id`,
);

/** Each host's active attendances near the range. */
const BUSY = prepared(
  'slots_busy',
  `SELECT b.user_id, b.blocked_start, b.blocked_end FROM booking_hosts b WHERE b.user_id = ANY($1) AND ${ACTIVE_BOOKING_NEAR('$2', '$3')}`,
);

export interface Host {
  userId: number;
  priority: number;
  /** Whether they have calendars selected for conflicts, to ask for busy times. */
  hasCalendars: boolean;
  schedule: SlotInput['schedule'] | null;
}

/** A host's schedule from its columns; null when they have none (a left join found no schedule). */
function scheduleOf(timeZone: string | null, availability: WeeklyRange[] | null, overrides: DateOverride[] | null): Host['schedule'] {
  return timeZone === null ? null : { timeZone, availability: availability ?? [], overrides: overrides ?? [] };
}

/** The hosts of an event type, with the schedule each offers. */
export async function hostsOf(on: DataSource | EntityManager, eventType: EventType): Promise<Host[]> {
  const { rows } = await sql<{
    user_id: number;
    priority: number;
    time_zone: string | null;
    availability: WeeklyRange[] | null;
    overrides: DateOverride[] | null;
    has_calendars: boolean;
  }>(on, HOSTS, [eventType.id, eventType.userId, eventType.scheduleId]);
  return rows.map((r) => ({
    userId: r.user_id,
    priority: r.priority,
    hasCalendars: r.has_calendars,
    schedule: scheduleOf(r.time_zone, r.availability, r.overrides),
  }));
}

/** The hosts of an event type with their schedules and their bookings around `range`: two statements. */
export async function hostsWithBookings(on: DataSource | EntityManager, eventType: EventType, range: Interval): Promise<(Host & { busy: Interval[] })[]> {
  const rows = await hostsOf(on, eventType);
  if (rows.length === 0) return [];
  const busy = new Map<number, Interval[]>();
  const { rows: booked } = await sql<{ user_id: number; blocked_start: Date; blocked_end: Date }>(on, BUSY, [
    rows.map((h) => h.userId),
    ...bookingWindow(range),
  ]);
  for (const r of booked) busy.set(r.user_id, [...(busy.get(r.user_id) ?? []), { start: r.blocked_start, end: r.blocked_end }]);
  return rows.map((h) => ({ ...h, busy: busy.get(h.userId) ?? [] }));
}

/**
 * The hosts of an event type with their schedules and busy times around `range`: their bookings,
 * and their connected calendars' busy times (which the caller fetched, outside any transaction).
 */
export async function loadHostAvailability(
  on: DataSource | EntityManager,
  eventType: EventType,
  range: Interval,
  calendarBusy?: Map<number, Interval[]>,
): Promise<HostAvailability[]> {
  return withCalendarBusy(await hostsWithBookings(on, eventType, range), calendarBusy);
}

/** Hosts with their bookings, and their calendars' busy times added to them. */
export function withCalendarBusy(hosts: (Host & { busy: Interval[] })[], calendarBusy?: Map<number, Interval[]>): HostAvailability[] {
  return hosts.map((h) => ({
    userId: h.userId,
    priority: h.priority,
    schedule: h.schedule,
    busy: [...h.busy, ...(calendarBusy?.get(h.userId) ?? [])],
  }));
}

/**
 * A slots request's reading in one prepared statement: the event type (as `findBookable` reads it)
 * and, unless it is hidden, its hosts as `hostsOf` reads them, each with their bookings near the
 * range ($2 to $3, as `BUSY` reads them) as epoch milliseconds. A hidden event type's hosts are
 * read apart, once its private link has been checked, so a request with a made-up link costs no
 * more than a missing event type.
 */
const BOOKABLE_WITH_HOSTS = prepared(
  'slots_bookable_with_hosts',
  `WITH et AS (SELECT ${BOOKABLE_COLUMNS} FROM ${BOOKABLE_FROM} WHERE e.id = $1),
   hosts AS (SELECT h.* FROM et CROSS JOIN LATERAL (${HOST_ROWS('et.id', 'et."userId"')}) h)
   SELECT et.*, CASE WHEN et.hidden THEN NULL ELSE (
     SELECT coalesce(json_agg(json_build_object(
              'userId', hosts.user_id, 'priority', hosts.priority,
              'timeZone', s.time_zone, 'availability', s.availability, 'overrides', s.overrides,
              'hasCalendars', ${HAS_CALENDARS},
              'busy', (SELECT coalesce(json_agg(json_build_array(floor(extract(epoch FROM b.blocked_start) * 1000)::bigint,
                                                                 floor(extract(epoch FROM b.blocked_end) * 1000)::bigint)), '[]')
                         FROM booking_hosts b WHERE b.user_id = hosts.user_id AND ${ACTIVE_BOOKING_NEAR('$2', '$3')})
            ) ORDER BY hosts.user_id), '[]')
       FROM hosts
       LEFT JOIN schedules s ON ${HOST_SCHEDULE('et."userId"', 'et."scheduleId"')}
   ) END AS hosts
     FROM et`,
);

/**
 * For `GET /v2/slots`: the event type by id, and (see `BOOKABLE_WITH_HOSTS`) its hosts with their
 * schedules and bookings around `range`, or null hosts when it is hidden. Null when there is no
 * such event type.
 */
export async function loadBookableWithHosts(
  dataSource: DataSource,
  eventTypeId: number,
  range: Interval,
): Promise<{ eventType: EventType; hosts: (Host & { busy: Interval[] })[] | null } | null> {
  if (!Number.isSafeInteger(eventTypeId)) return null;
  type HostJson = {
    userId: number;
    priority: number;
    timeZone: string | null;
    availability: WeeklyRange[] | null;
    overrides: DateOverride[] | null;
    hasCalendars: boolean;
    busy: [number, number][];
  };
  const { rows: [row] } = await sql<BookableRow & { hosts: HostJson[] | null }>(dataSource, BOOKABLE_WITH_HOSTS, [eventTypeId, ...bookingWindow(range)]);
  if (!row) return null;
  const { hosts, ...bookable } = row;
  return {
    eventType: bookableFrom(bookable as BookableRow),
    hosts:
      hosts?.map((h) => ({
        userId: h.userId,
        priority: h.priority,
        hasCalendars: h.hasCalendars,
        schedule: scheduleOf(h.timeZone, h.availability, h.overrides),
        busy: h.busy.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
      })) ?? null,
  };
}

/** One host's starts for the event type in `range`; `ignoreBusy` asks what their hours alone offer. */
export function hostStarts(eventType: EventType, host: HostAvailability, range: Interval, now: Date, ignoreBusy = false): Date[] {
  if (!host.schedule) return [];
  return availableStarts({
    schedule: host.schedule,
    busy: ignoreBusy ? [] : host.busy,
    lengthMinutes: eventType.lengthMinutes,
    intervalMinutes: eventType.slotIntervalMinutes,
    beforeBufferMinutes: eventType.beforeEventBufferMinutes,
    afterBufferMinutes: eventType.afterEventBufferMinutes,
    minimumNoticeMinutes: eventType.minimumBookingNoticeMinutes,
    now,
    range,
    timeZone: host.schedule.timeZone,
  });
}

/** Whether every host attends (a person's event type, or a collective one) or any one of them does. */
export function everyHostAttends(eventType: EventType): boolean {
  return eventType.schedulingType !== 'ROUND_ROBIN';
}

/**
 * The starts an event type offers: those where every host is free (collective, or a person's own),
 * or where at least one is (round robin). In order, without duplicates.
 */
export function offeredStarts(eventType: EventType, hosts: HostAvailability[], range: Interval, now: Date): Date[] {
  if (hosts.length === 0) return [];
  const perHost = hosts.map((h) => hostStarts(eventType, h, range, now).map((d) => d.getTime()));
  const counts = new Map<number, number>();
  for (const starts of perHost) for (const t of starts) counts.set(t, (counts.get(t) ?? 0) + 1);
  const needed = everyHostAttends(eventType) ? hosts.length : 1;
  return [...counts]
    .filter(([, n]) => n >= needed)
    .map(([t]) => t)
    .sort((a, b) => a - b)
    .map((t) => new Date(t));
}
