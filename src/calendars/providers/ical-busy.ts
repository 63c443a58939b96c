import { DateTime } from 'luxon';
import ical, { type DateWithTimeZone, type VEvent } from 'node-ical';
import type { Interval } from '../../common/time/interval';
import { CalendarAccessError } from './calendar-provider';

const DAY = 86_400_000;

/** What bounds one calendar's expansion (`CalendarLimits`, as a worker thread receives it). */
export interface ExpansionLimits {
  eventsPerFeed: number;
  instancesPerFeed: number;
  /** When to stop starting new events (`performance.now()` of the thread doing the work). */
  deadline: number;
}

/** Why a calendar's busy times are incomplete: past a cap, or out of time. */
export type CutReason = 'events' | 'instances' | 'time' | 'unexpandable';

export interface IcsExpansion {
  busy: Interval[];
  cut: CutReason | null;
}

/**
 * The busy intervals that iCalendar text (RFC 5545) contributes to `range`. node-ical parses it,
 * time zones included, and expands recurring events (RRULE minus EXDATE, with RECURRENCE-ID
 * overrides); expansion in the event's own zone keeps "09:00 every Monday" at 09:00 across a
 * daylight-saving change. Transparent (free) and cancelled events and instances do not count.
 *
 * Events are expanded one at a time, only within the range, and the limits are checked between
 * them: past a cap or the deadline the rest is left out and `cut` says why, and what was found
 * still counts. One event's expansion cannot be interrupted (rrule-temporal's `between` has no
 * iteration limit), which is why this runs in a worker thread that can be ended (`IcsExpander`).
 * `onPart` receives the intervals found so far, so an ended worker still delivers them.
 */
export function expandIcs(texts: string[], range: Interval, timeZone: string, limits: ExpansionLimits, onPart: (busy: Interval[]) => void = () => undefined): IcsExpansion {
  const busy: Interval[] = [];
  let events = 0;
  let instances = 0;
  let cut: CutReason | null = null;
  for (const text of texts) {
    for (const component of Object.values(parse(text))) {
      if (!component || component.type !== 'VEVENT' || !component.start) continue;
      if (++events > limits.eventsPerFeed) return { busy, cut: 'events' };
      if (performance.now() > limits.deadline) return { busy, cut: 'time' };
      const found = eventBusy(component as VEvent, range, timeZone, limits.instancesPerFeed - instances);
      if (!found) {
        cut = 'unexpandable';
        continue;
      }
      const room = limits.instancesPerFeed - instances;
      instances += found.length;
      for (let i = 0; i < Math.min(room, found.length); i++) busy.push(found[i]);
      if (found.length > 0) onPart(found.slice(0, Math.max(room, 0)));
      if (instances > limits.instancesPerFeed) return { busy, cut: 'instances' };
    }
  }
  return { busy, cut };
}

function parse(text: string): ReturnType<typeof ical.sync.parseICS> {
  try {
    return ical.sync.parseICS(text);
  } catch {
    throw new CalendarAccessError('The calendar data is not valid iCalendar.');
  }
}

/** The length of a rule's period, for the rules that can put thousands of instances in a month. */
const SUB_DAILY: Record<string, number> = { SECONDLY: 1000, MINUTELY: 60_000, HOURLY: 3_600_000 };

/**
 * One event's busy instances in `range`, up to about `room` more than needed to tell the cap was
 * passed; null when its rule cannot be expanded (the event is left out).
 *
 * A rule is expanded window by window, and stops once `room` is passed: a minutely rule of 9,000
 * instances costs the first `room` minutes, not all of them. The first window of a sub-daily rule
 * holds about `room` periods; each next one is twice as long (rrule-temporal restarts from the rule's
 * start on each call, so doubling keeps the total near that of the last call). Slower rules are
 * expanded over the whole range at once: a month of them is small unless BY parts multiply it, and
 * then the time budget ends the work.
 */
function eventBusy(event: VEvent, range: Interval, timeZone: string, room: number): Interval[] | null {
  const end = range.end.getTime();
  // Widened by a day so that an instance that started before the range and runs into it is found.
  let from = range.start.getTime() - DAY;
  const options = event.rrule?.options as { freq?: string | number; interval?: number } | undefined;
  const period = SUB_DAILY[String(options?.freq)];
  let length = period ? Math.max(1, room + 1) * (options?.interval ?? 1) * period : end - from;
  let to = Math.min(end, from + length);
  const busy: Interval[] = [];
  for (;;) {
    let instances: ReturnType<typeof ical.expandRecurringEvent>;
    try {
      instances = ical.expandRecurringEvent(event, { from: new Date(from), to: new Date(to), expandOngoing: busy.length === 0 && from < range.start.getTime() });
    } catch {
      return null; // rrule-temporal's "Maximum iterations exceeded", say: one event, not the calendar
    }
    for (const instance of instances) {
      if (!blocks(instance.event)) continue;
      const span = instance.isFullDay ? wholeDays(instance.start, instance.end, timeZone) : { start: new Date(instance.start), end: new Date(instance.end) };
      if (span && span.end > range.start && span.start < range.end) busy.push(span);
    }
    if (busy.length > room || to >= end) return busy;
    length *= 2;
    from = to + 1;
    to = Math.min(end, to + length);
  }
}

/** The calendar's name (X-WR-CALNAME), if the text has one. */
export function calendarName(text: string): string | null {
  const match = /^X-WR-CALNAME(?:;[^:\r\n]*)?:(.+)$/m.exec(text);
  return match ? match[1].trim().slice(0, 200) : null;
}

/** Refuses text that is not an iCalendar object at all (an HTML page, a login form). */
export function assertIcs(text: string): void {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarAccessError('The address does not serve an iCalendar (.ics) file.');
}

function blocks(event: VEvent): boolean {
  return event.transparency !== 'TRANSPARENT' && event.status !== 'CANCELLED';
}

/** An all-day event: from midnight of its first date to midnight after its last, in `zone`. */
function wholeDays(start: DateWithTimeZone, end: DateWithTimeZone | undefined, zone: string): Interval | null {
  const day = (d: Date) => DateTime.fromObject({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() }, { zone });
  const from = day(start);
  const to = end && end > start ? day(end) : from.plus({ days: 1 });
  return from.isValid && to.isValid ? { start: from.toJSDate(), end: to.toJSDate() } : null;
}
