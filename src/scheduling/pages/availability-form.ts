import { DEFAULT_AVAILABILITY, WEEKDAYS, type Weekday } from '../schedules/availability';
import type { Schedule } from '../schedules/schedule.entity';
import type { AvailabilityValues, RangeValues } from './availability.page';

const list = (body: unknown, name: string): string[] =>
  [(body as Record<string, unknown> | undefined)?.[name] ?? []].flat().map((v) => (typeof v === 'string' ? v.trim() : ''));

/** A time input cannot say 24:00: an end at 00:00 is the end of the day. */
const endOf = (end: string) => (end === '00:00' ? '24:00' : end);

/** The default schedule as the form shows it (the default hours when there is none yet). */
export function availabilityValuesOf(schedule: Schedule | null, personTimeZone: string): AvailabilityValues {
  const weekly = schedule?.availability ?? DEFAULT_AVAILABILITY;
  const week = Object.fromEntries(WEEKDAYS.map((d) => [d, [] as RangeValues[]])) as Record<Weekday, RangeValues[]>;
  for (const range of weekly) for (const day of range.days) week[day].push({ start: range.startTime, end: range.endTime });
  for (const day of WEEKDAYS) week[day].sort((a, b) => a.start.localeCompare(b.start));
  const overrides = (schedule?.overrides ?? []).flatMap((o) => (o.ranges.length === 0 ? [{ date: o.date, start: '', end: '' }] : o.ranges.map((r) => ({ date: o.date, start: r.startTime, end: r.endTime }))));
  return { timeZone: schedule?.timeZone ?? personTimeZone, week, overrides };
}

/**
 * The form as typed, and as `PATCH /v2/schedules/:id` would receive it, so the API's rules and
 * messages judge it: a row with both times empty is left out, a half-filled one goes as typed
 * (and is refused with the API's words). Override rows of one date make one override; a date
 * with no times is a day off.
 */
export function readAvailabilityForm(body: unknown): { values: AvailabilityValues; input: Record<string, unknown> } {
  const timeZone = list(body, 'timeZone')[0] ?? '';
  const week = {} as Record<Weekday, RangeValues[]>;
  const availability: { days: Weekday[]; startTime: string; endTime: string }[] = [];
  for (const day of WEEKDAYS) {
    const starts = list(body, `${day}-start`);
    const ends = list(body, `${day}-end`);
    week[day] = starts.map((start, i) => ({ start, end: ends[i] ?? '' })).filter((r) => r.start !== '' || r.end !== '');
    for (const r of week[day]) availability.push({ days: [day], startTime: r.start, endTime: endOf(r.end) });
  }
  const dates = list(body, 'override-date');
  const starts = list(body, 'override-start');
  const ends = list(body, 'override-end');
  const rows = dates.map((date, i) => ({ date, start: starts[i] ?? '', end: ends[i] ?? '' })).filter((r) => r.date !== '' || r.start !== '' || r.end !== '');
  const byDate = new Map<string, { startTime: string; endTime: string }[]>();
  for (const r of rows) {
    const ranges = byDate.get(r.date) ?? [];
    if (r.start !== '' || r.end !== '') ranges.push({ startTime: r.start, endTime: endOf(r.end) });
    byDate.set(r.date, ranges);
  }
  const overrides = [...byDate].map(([date, ranges]) => ({ date, ranges }));
  return { values: { timeZone, week, overrides: rows }, input: { timeZone, availability, overrides } };
}
