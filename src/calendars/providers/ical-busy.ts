import { DateTime } from 'luxon';
import ical, { type DateWithTimeZone, type VEvent } from 'node-ical';
import type { Interval } from '../../common/interval';
import { CalendarAccessError } from './calendar-provider';

const DAY = 86_400_000;

/**
 * The busy intervals that iCalendar text (RFC 5545) contributes to `range`. node-ical parses it,
 * time zones included, and expands recurring events (RRULE minus EXDATE, with RECURRENCE-ID
 * overrides); expansion in the event's own zone keeps "09:00 every Monday" at 09:00 across a
 * daylight-saving change. Transparent (free) and cancelled events and instances do not count.
 */
export function busyFromIcs(text: string, range: Interval, timeZone: string): Interval[] {
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(text);
  } catch {
    throw new CalendarAccessError('The calendar data is not valid iCalendar.');
  }
  const busy: Interval[] = [];
  for (const component of Object.values(parsed)) {
    if (!component || component.type !== 'VEVENT' || !component.start) continue;
    const event = component as VEvent;
    // Widened by a day so that an instance that started before the range and runs into it is found.
    const instances = ical.expandRecurringEvent(event, {
      from: new Date(range.start.getTime() - DAY),
      to: range.end,
      expandOngoing: true,
    });
    for (const instance of instances) {
      if (!blocks(instance.event)) continue;
      const span = instance.isFullDay ? wholeDays(instance.start, instance.end, timeZone) : { start: new Date(instance.start), end: new Date(instance.end) };
      if (span && span.end > range.start && span.start < range.end) busy.push(span);
    }
  }
  return busy;
}

/** The calendar's name (X-WR-CALNAME), if the text has one. */
export function calendarName(text: string): string | null {
  const match = /^X-WR-CALNAME(?:;[^:\r\n]*)?:(.+)$/m.exec(text);
  return match ? match[1].trim().slice(0, 200) : null;
}

/** Refuses text that is not an iCalendar object at all (an HTML page, a login form). */
export function assertIcs(text: string): void {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new CalendarAccessError('The address does not serve an iCalendar (.ics) file.');
  busyFromIcs(text, { start: new Date(0), end: new Date(1) }, 'UTC');
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
