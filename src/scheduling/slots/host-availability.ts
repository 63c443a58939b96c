import { type EntityManager, In } from 'typeorm';
import type { EventType } from '../event-types/event-type.entity';
import { HOST_PRIORITY } from '../event-types/event-type-host.entity';
import { Schedule } from '../schedules/schedule.entity';
import { scheduleForEventType } from '../schedules/schedules.service';
import { availableStarts, type Interval, type SlotInput } from './compute-slots';

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

/**
 * The hosts of an event type with their schedules and busy times around `range` (bookings, and the
 * connected calendars' busy times when given), in three queries whatever their number. A person's
 * event type has one host (its owner, with the event type's schedule or their default); a team's
 * has its accepted hosts, each with their default schedule.
 */
export async function loadHostAvailability(
  m: EntityManager,
  eventType: EventType,
  range: Interval,
  /** Busy times from the hosts' connected calendars, by user id. */
  calendarBusy?: Map<number, Interval[]>,
): Promise<HostAvailability[]> {
  const hosts = await hostsOf(m, eventType);
  if (hosts.length === 0) return [];
  const ids = hosts.map((h) => h.userId);
  const schedules =
    eventType.userId !== null
      ? new Map([[eventType.userId, await scheduleForEventType(m, { userId: eventType.userId, scheduleId: eventType.scheduleId })]])
      : new Map((await m.find(Schedule, { where: { userId: In(ids), isDefault: true } })).map((s) => [s.userId, s]));
  const busy = await busyByHost(m, ids, range);
  return hosts.map((h) => ({
    ...h,
    schedule: schedules.get(h.userId) ?? null,
    busy: [...(busy.get(h.userId) ?? []), ...(calendarBusy?.get(h.userId) ?? [])],
  }));
}

/** Who hosts an event type: its owner, or the accepted members named as its hosts (by user id). */
export async function hostsOf(m: EntityManager, eventType: EventType): Promise<{ userId: number; priority: number }[]> {
  if (eventType.userId !== null) return [{ userId: eventType.userId, priority: HOST_PRIORITY.default }];
  const rows = (await m.query(
    `SELECT tm.user_id, h.priority FROM event_type_hosts h JOIN team_memberships tm ON tm.id = h.membership_id
      WHERE h.event_type_id = $1 AND tm.accepted ORDER BY tm.user_id`,
    [eventType.id],
  )) as { user_id: number; priority: number }[];
  return rows.map((r) => ({ userId: r.user_id, priority: r.priority }));
}

/**
 * Each host's active attendances near the range. Lengths and buffers are at most 12 hours each, so
 * a day on either side covers every booking that can touch a slot in the range. The predicate is
 * the exclusion constraint's own, so its GiST index serves the query.
 */
async function busyByHost(m: EntityManager, userIds: number[], range: Interval): Promise<Map<number, Interval[]>> {
  const rows = (await m.query(
    `SELECT user_id, blocked_start, blocked_end FROM booking_hosts
      WHERE user_id = ANY($1) AND active AND tstzrange(blocked_start, blocked_end) && tstzrange($2, $3)`,
    [userIds, new Date(range.start.getTime() - DAY), new Date(range.end.getTime() + DAY)],
  )) as { user_id: number; blocked_start: Date; blocked_end: Date }[];
  const busy = new Map<number, Interval[]>();
  for (const r of rows) busy.set(r.user_id, [...(busy.get(r.user_id) ?? []), { start: r.blocked_start, end: r.blocked_end }]);
  return busy;
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
