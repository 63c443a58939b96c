import { DateTime } from 'luxon';

/** Monday first, so that `WEEKDAYS[luxonWeekday - 1]` names a luxon weekday (1 = Monday). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Local wall-clock times "HH:mm". An end of "24:00" closes the range at the following midnight. */
export interface TimeRange {
  startTime: string;
  endTime: string;
}

/** The same local hours on each of `days`, in the schedule's time zone. */
export interface WeeklyRange extends TimeRange {
  days: Weekday[];
}

/** Replaces the weekly hours of one local date. No ranges: unavailable all day. */
export interface DateOverride {
  date: string;
  ranges: TimeRange[];
}

export const START_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const END_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const AVAILABILITY_LIMITS = { weeklyRanges: 50, overrides: 400, rangesPerOverride: 24 } as const;

/** Mondays to Fridays, 09:00 to 17:00: what a new schedule offers unless told otherwise. */
export const DEFAULT_AVAILABILITY: WeeklyRange[] = [
  { days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], startTime: '09:00', endTime: '17:00' },
];

export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The problems in a weekly availability and its overrides, in words a person can act on. The
 * shapes ("HH:mm", weekday names) are checked by the DTOs; this checks what relates ranges to
 * each other. An empty list means the availability is usable.
 */
export function availabilityProblems(weekly: WeeklyRange[], overrides: DateOverride[]): string[] {
  const problems: string[] = [];
  const byDay = new Map<Weekday, TimeRange[]>();
  for (const range of weekly) {
    for (const day of new Set(range.days)) byDay.set(day, [...(byDay.get(day) ?? []), range]);
  }
  for (const day of WEEKDAYS) problems.push(...rangeProblems(`on ${day}s`, byDay.get(day) ?? []));

  const seen = new Set<string>();
  for (const override of overrides) {
    if (!ISO_DATE.test(override.date) || !DateTime.fromISO(override.date).isValid) {
      problems.push(`The override date "${override.date}" is not a calendar date (YYYY-MM-DD).`);
      continue;
    }
    if (seen.has(override.date)) problems.push(`There are two overrides for ${override.date}; keep one.`);
    seen.add(override.date);
    problems.push(...rangeProblems(`on ${override.date}`, override.ranges));
  }
  return problems;
}

function rangeProblems(where: string, ranges: TimeRange[]): string[] {
  const problems: string[] = [];
  for (const r of ranges) {
    if (minutesOfDay(r.endTime) <= minutesOfDay(r.startTime)) {
      problems.push(`The range ${r.startTime}-${r.endTime} ${where} ends before it starts.`);
    }
  }
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime));
  for (let i = 1; i < sorted.length; i++) {
    const [previous, current] = [sorted[i - 1], sorted[i]];
    if (minutesOfDay(current.startTime) < minutesOfDay(previous.endTime)) {
      problems.push(
        `The ranges ${previous.startTime}-${previous.endTime} and ${current.startTime}-${current.endTime} ${where} overlap.`,
      );
    }
  }
  return problems;
}
