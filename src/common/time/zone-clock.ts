/**
 * Wall-clock arithmetic in IANA time zones, for slots: the offset of a zone at an instant, the
 * instant of a local date and time, and an instant written as local ISO 8601. Luxon does the same,
 * but asks Intl for an offset on every call and builds a locale object each time, which was most
 * of a slots request's CPU. Offsets only change at transitions, and every transition falls on a
 * quarter hour of UTC (all offsets in use are whole quarter hours), so an offset is asked once per
 * zone and quarter hour and remembered. The rules for local times follow luxon's exactly (a spec
 * compares both over many zones and dates), so slots do not move.
 */

const QUARTER_HOUR = 15 * 60_000;
const MINUTE = 60_000;
const DAY = 86_400_000;
const MAX_REMEMBERED = 100_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

/** Zone names luxon treats as fixed UTC (written with `Z`). */
const UTC_NAMES = new Set(['utc', 'gmt']);

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

function askOffset(zone: string, ms: number): number {
  const parts = formatter(zone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const era = parts.find((p) => p.type === 'era')!.value;
  const year = era === 'BC' || era === 'B' ? 1 - get('year') : get('year');
  const asUtc = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((asUtc - whole) / MINUTE);
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Berlin in winter: 60). */
export function offsetAt(zone: string, ms: number): number {
  if (UTC_NAMES.has(zone.toLowerCase())) return 0;
  let byQuarter = offsets.get(zone);
  if (!byQuarter) offsets.set(zone, (byQuarter = new Map()));
  const quarter = Math.floor(ms / QUARTER_HOUR);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    offset = askOffset(zone, quarter * QUARTER_HOUR);
    if (byQuarter.size >= MAX_REMEMBERED) byQuarter.clear();
    byQuarter.set(quarter, offset);
  }
  return offset;
}

/** A local calendar date. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The instant of a wall-clock time (minutes after midnight) on a local date, given the offset a
 * nearby local time had (luxon's rule: a time skipped by a spring-forward change moves forward by
 * the gap; a repeated time takes the earlier offset that fits). Returns the instant and its offset.
 */
export function localToInstant(zone: string, date: LocalDate, minutes: number, guessOffset: number): { ms: number; offset: number } {
  const local = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  let utc = local - guessOffset * MINUTE;
  const o2 = offsetAt(zone, utc);
  if (o2 === guessOffset) return { ms: utc, offset: guessOffset };
  utc -= (o2 - guessOffset) * MINUTE;
  const o3 = offsetAt(zone, utc);
  if (o2 === o3) return { ms: utc, offset: o2 };
  return { ms: local - Math.min(o2, o3) * MINUTE, offset: Math.max(o2, o3) };
}

/** The local date of an instant in a zone. */
export function localDateOf(zone: string, ms: number): LocalDate {
  const d = new Date(ms + offsetAt(zone, ms) * MINUTE);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The date after, by the calendar. */
export function nextDate(date: LocalDate, days = 1): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 1 = Monday ... 7 = Sunday, as luxon numbers weekdays. */
export function weekdayOf(date: LocalDate): number {
  return ((new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7) + 1;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(date: LocalDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** An instant as local ISO 8601 with its offset, seconds and no milliseconds, as luxon writes it (`Z` for UTC itself). */
export function localIso(zone: string, ms: number): { date: string; iso: string } {
  const offset = offsetAt(zone, ms);
  const local = ms + offset * MINUTE;
  const day = Math.floor(local / DAY);
  const date = dateText(day);
  const inDay = local - day * DAY;
  const zoneText = UTC_NAMES.has(zone.toLowerCase()) ? 'Z' : offsetText(offset);
  return { date, iso: `${date}T${timeText(inDay)}${zoneText}` };
}

/*
 * Slot lists write the same few dates, times of day and offsets over and over: each is formatted
 * once and remembered (dates in a small rolling map, whole minutes and offsets in full).
 */
const dateTexts = new Map<number, string>();
const minuteTexts: string[] = [];
const offsetTexts = new Map<number, string>();

function dateText(day: number): string {
  let text = dateTexts.get(day);
  if (text === undefined) {
    const d = new Date(day * DAY);
    text = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (dateTexts.size >= 4096) dateTexts.clear();
    dateTexts.set(day, text);
  }
  return text;
}

/** `HH:MM:SS`, and `.mmm` when there are milliseconds. */
function timeText(msInDay: number): string {
  if (msInDay % MINUTE === 0) {
    const minute = msInDay / MINUTE;
    return (minuteTexts[minute] ??= `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00`);
  }
  const seconds = Math.floor(msInDay / 1000);
  const ms3 = msInDay % 1000;
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}${ms3 ? `.${pad(ms3, 3)}` : ''}`;
}

function offsetText(offset: number): string {
  let text = offsetTexts.get(offset);
  if (text === undefined) {
    text = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
    offsetTexts.set(offset, text);
  }
  return text;
}
