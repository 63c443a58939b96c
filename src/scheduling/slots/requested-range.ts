import { DateTime } from 'luxon';
import { ValidationError } from '../../common/errors/domain-errors';
import { type LocalDate, localToInstant, nextDate, offsetAt } from '../../common/time/zone-clock';
import type { Interval } from '../../common/time/interval';
import { MAX_SLOT_RANGE_DAYS } from './dto/slots.dto';

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instants a slot search covers. Dates mean midnight in the requested zone; times without an
 * offset are local to it too. The usual request (two plain dates) is worked out with the zone
 * clock, which follows luxon's rules for local times (a spec holds it to luxon's answers); any
 * other ISO 8601 form goes to luxon, which asked Intl for several offsets per request.
 */
export function requestedRange(start: string, end: string, zone: string): Interval {
  const from = plainDate(start);
  const to = plainDate(end);
  if (!from || !to) return byLuxon(start, end, zone);
  // luxon starts from the zone's offset now: where a zone repeats its midnight (Havana, Santiago),
  // that decides which of the two it takes, and the range must not move.
  const now = offsetAt(zone, Date.now());
  const { ms: fromMs, offset } = localToInstant(zone, from, 0, now);
  const toMs = localToInstant(zone, to, 0, now).ms;
  if (toMs <= fromMs) throw new ValidationError('end must be after start.');
  // luxon's `plus({ days })`: the same wall-clock time that many dates later, from the start's offset.
  if (toMs > localToInstant(zone, nextDate(from, MAX_SLOT_RANGE_DAYS), 0, offset).ms) throw tooLong();
  return { start: new Date(fromMs), end: new Date(toMs) };
}

/** `YYYY-MM-DD` naming a real date, or undefined. */
function plainDate(value: string): LocalDate | undefined {
  const m = PLAIN_DATE.exec(value);
  if (!m) return undefined;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  // Years 0–99 would be read as 1900–1999 by Date.UTC; luxon takes them as they are: leave them to luxon.
  if (date.year < 100 || check.getUTCMonth() !== date.month - 1 || check.getUTCDate() !== date.day) return undefined;
  return date;
}

function byLuxon(start: string, end: string, zone: string): Interval {
  const from = DateTime.fromISO(start, { zone });
  const to = DateTime.fromISO(end, { zone });
  if (!from.isValid || !to.isValid) throw new ValidationError('start and end must be ISO 8601 dates or dates and times.');
  if (to <= from) throw new ValidationError('end must be after start.');
  if (to > from.plus({ days: MAX_SLOT_RANGE_DAYS })) throw tooLong();
  return { start: from.toJSDate(), end: to.toJSDate() };
}

const tooLong = () => new ValidationError(`The range from start to end can span at most ${MAX_SLOT_RANGE_DAYS} days.`);
