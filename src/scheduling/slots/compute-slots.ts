import { DateTime } from 'luxon';
import { type DateOverride, type TimeRange, WEEKDAYS, type WeeklyRange } from '../schedules/availability';

/** A span of time, start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

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
 * every local time is turned into an instant by luxon for its own date: 09:00 in Berlin is 08:00Z
 * in winter and 07:00Z in summer, and a day with a clock change is simply shorter or longer.
 */
export function availableStarts(input: SlotInput): Date[] {
  const length = input.lengthMinutes * MINUTE;
  const step = (input.intervalMinutes ?? input.lengthMinutes) * MINUTE;
  const earliest = Math.max(input.range.start.getTime(), input.now.getTime() + input.minimumNoticeMinutes * MINUTE);
  const starts: Date[] = [];
  for (const window of availabilityWindows(input.schedule, input.range)) {
    for (let start = window.start; start + length <= window.end; start += step) {
      if (start < earliest || start >= input.range.end.getTime()) continue;
      const blocked = {
        start: start - input.beforeBufferMinutes * MINUTE,
        end: start + length + input.afterBufferMinutes * MINUTE,
      };
      if (!input.busy.some((b) => b.start.getTime() < blocked.end && blocked.start < b.end.getTime())) {
        starts.push(new Date(start));
      }
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
    const local = DateTime.fromJSDate(start, { zone: timeZone });
    const date = local.toISODate()!;
    if (days.at(-1)?.date !== date) days.push({ date, slots: [] });
    days.at(-1)!.slots.push({ start: start.toISOString(), localStart: local.toISO({ suppressMilliseconds: true })! });
  }
  return days;
}

/**
 * The schedule's open hours around `range`, as merged instants (ms). Each local date uses its
 * override if it has one, else the weekly hours of its weekday. Adjacent hours merge, so a range
 * ending at 24:00 and one starting at 00:00 the next day make one window that slots can span.
 */
function availabilityWindows(schedule: SlotInput['schedule'], range: Interval): { start: number; end: number }[] {
  const zone = schedule.timeZone;
  const overrides = new Map(schedule.overrides.map((o) => [o.date, o.ranges]));
  const last = DateTime.fromJSDate(range.end, { zone }).startOf('day').plus({ days: 1 });
  const windows: { start: number; end: number }[] = [];
  for (
    let day = DateTime.fromJSDate(range.start, { zone }).startOf('day').minus({ days: 1 });
    day <= last;
    day = day.plus({ days: 1 })
  ) {
    const weekday = WEEKDAYS[day.weekday - 1];
    const ranges: TimeRange[] = overrides.get(day.toISODate()!) ?? schedule.availability.filter((r) => r.days.includes(weekday));
    for (const r of ranges) {
      const start = atLocalTime(day, r.startTime);
      const end = atLocalTime(day, r.endTime);
      if (end > start) windows.push({ start, end });
    }
  }
  windows.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const w of windows) {
    const previous = merged.at(-1);
    if (previous && w.start <= previous.end) previous.end = Math.max(previous.end, w.end);
    else merged.push({ ...w });
  }
  return merged;
}

/**
 * The instant of a wall-clock time on a local date. A time skipped by a spring-forward change
 * (02:30 in Berlin on the last Sunday of March) moves forward by the gap, as luxon resolves it.
 */
function atLocalTime(day: DateTime, time: string): number {
  if (time === '24:00') return day.plus({ days: 1 }).startOf('day').toMillis();
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
}
