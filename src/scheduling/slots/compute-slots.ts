import { isoDate, localDateOf, localIso, localToInstant, nextDate, offsetAt, weekdayOf } from '../../common/time/zone-clock';
import { type DateOverride, type TimeRange, WEEKDAYS, type WeeklyRange } from '../schedules/availability';
import type { Interval } from '../../common/time/interval';

export interface SlotInput {
  schedule: { timeZone: string; availability: WeeklyRange[]; overrides: DateOverride[] };
  /** Time the host is already taken, buffers of the existing bookings included. */
  busy: Interval[];
  lengthMinutes: number;
  /** Minutes between offered starts; null or absent: the length. */
  intervalMinutes?: number | null;
  beforeBufferMinutes: number;
  afterBufferMinutes: number;
  minimumNoticeMinutes: number;
  now: Date;
  /** Offered starts fall in this range. */
  range: Interval;
  /** The time zone the slots are grouped and shown in (the booker's). */
  timeZone: string;
}

export interface Slot {
  /** ISO 8601 in UTC. */
  start: string;
  /** The same instant as local time in the requested time zone, with its offset. */
  localStart: string;
}

export interface SlotDay {
  /** A local date in the requested time zone. */
  date: string;
  slots: Slot[];
}

const MINUTE = 60_000;

/**
 * The start times an event type offers. Availability is wall-clock time in the schedule's zone, so
 * every local time is turned into an instant for its own date: 09:00 in Berlin is 08:00Z in winter
 * and 07:00Z in summer, and a day with a clock change is simply shorter or longer.
 */
export function availableStarts(input: SlotInput): Date[] {
  const length = input.lengthMinutes * MINUTE;
  const step = (input.intervalMinutes ?? input.lengthMinutes) * MINUTE;
  const earliest = Math.max(input.range.start.getTime(), input.now.getTime() + input.minimumNoticeMinutes * MINUTE);
  const before = input.beforeBufferMinutes * MINUTE;
  const after = input.afterBufferMinutes * MINUTE;
  // Busy intervals by start. Candidates only move forward, so `first` walks past each interval that
  // ended before the current candidate's blocked time begins, and then only busy[first] can decide:
  // it overlaps, or it (and every later one) starts after the blocked time. Each candidate and each
  // interval costs a bounded step, however many bookings the range holds.
  const busy = input.busy.map((b) => ({ start: b.start.getTime(), end: b.end.getTime() })).sort((a, b) => a.start - b.start);
  let first = 0;
  const starts: Date[] = [];
  for (const window of availabilityWindows(input.schedule, input.range)) {
    for (let start = window.start; start + length <= window.end; start += step) {
      if (start < earliest || start >= input.range.end.getTime()) continue;
      const blockedStart = start - before;
      while (first < busy.length && busy[first].end <= blockedStart) first++;
      if (first === busy.length || busy[first].start >= start + length + after) starts.push(new Date(start));
    }
  }
  return starts;
}

/** The available starts grouped by local date in the requested time zone. */
export function computeSlots(input: SlotInput): SlotDay[] {
  return groupByLocalDate(availableStarts(input), input.timeZone);
}

/** Starts (in order) grouped by their local date in `timeZone`, each with its local time and offset. */
export function groupByLocalDate(starts: Date[], timeZone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const start of starts) {
    const local = localIso(timeZone, start.getTime());
    if (days.at(-1)?.date !== local.date) days.push({ date: local.date, slots: [] });
    days.at(-1)!.slots.push({ start: start.toISOString(), localStart: local.iso });
  }
  return days;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The schedule's hours as minutes after midnight: by weekday (1 = Monday), and by overridden date. */
function rulesOf(schedule: SlotInput['schedule']) {
  const toMinutes = (ranges: TimeRange[]) => ranges.map((r) => ({ start: minutes(r.startTime), end: minutes(r.endTime) }));
  const weekly = WEEKDAYS.map((weekday) => toMinutes(schedule.availability.filter((r) => r.days.includes(weekday))));
  return { weekly, overrides: new Map(schedule.overrides.map((o) => [o.date, toMinutes(o.ranges)])) };
}

/**
 * The schedule's open hours around `range`, as merged instants (ms). Each local date uses its
 * override if it has one, else the weekly hours of its weekday. Adjacent hours merge, so a range
 * ending at 24:00 and one starting at 00:00 the next day make one window that slots can span.
 * Local dates run from the day before the range's first to the day after its last, in one pass;
 * each local time becomes an instant for its own date (see `localToInstant`), so a day with a clock
 * change is simply shorter or longer, and a time skipped by a spring-forward change moves forward
 * by the gap.
 */
function availabilityWindows(schedule: SlotInput['schedule'], range: Interval): { start: number; end: number }[] {
  const zone = schedule.timeZone;
  const rules = rulesOf(schedule);
  const midnightOf = (ms: number) => {
    const date = localDateOf(zone, ms);
    return { date, ...localToInstant(zone, date, 0, offsetAt(zone, ms)) };
  };
  const endDay = midnightOf(range.end.getTime());
  const last = localToInstant(zone, nextDate(endDay.date), 0, endDay.offset).ms;
  const first = midnightOf(range.start.getTime());
  let date = nextDate(first.date, -1);
  let midnight = localToInstant(zone, date, 0, first.offset);
  const windows: { start: number; end: number }[] = [];
  while (midnight.ms <= last) {
    const next = nextDate(date);
    const nextMidnight = localToInstant(zone, next, 0, midnight.offset);
    const at = (m: number) => (m === 24 * 60 ? nextMidnight.ms : localToInstant(zone, date, m, midnight.offset).ms);
    for (const r of rules.overrides.get(isoDate(date)) ?? rules.weekly[weekdayOf(date) - 1]) {
      const start = at(r.start);
      const end = at(r.end);
      if (end > start) windows.push({ start, end });
    }
    date = next;
    midnight = nextMidnight;
  }
  return mergeWindows(windows);
}

/**
 * The windows (ms) merged where they touch or overlap; sorts the array it is given. Not time-zone
 * arithmetic, so the spec's luxon reference shares it.
 */
export function mergeWindows(windows: { start: number; end: number }[]): { start: number; end: number }[] {
  const merged: { start: number; end: number }[] = [];
  for (const w of windows.sort((a, b) => a.start - b.start)) {
    const previous = merged.at(-1);
    if (previous && w.start <= previous.end) previous.end = Math.max(previous.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}
