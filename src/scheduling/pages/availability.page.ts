import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { WEEKDAYS, type Weekday } from '../schedules/availability';
import { csrfField, messages, SCHEDULING_STYLES, timeZoneOptions } from './page-kit';

export const AVAILABILITY_PAGE = '/settings/availability';

/** A range as a form shows it: "HH:mm" strings, possibly empty or mistyped. */
export interface RangeValues {
  start: string;
  end: string;
}

/** What the availability form shows: the default schedule as saved, or as just typed. */
export interface AvailabilityValues {
  timeZone: string;
  week: Record<Weekday, RangeValues[]>;
  overrides: { date: string; start: string; end: string }[];
}

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** A day's rows: its ranges and one empty row for another. */
function dayRows(day: Weekday, ranges: RangeValues[]): SafeHtml {
  const rows = [...ranges, { start: '', end: '' }];
  return html`${rows.map((r, i) => {
    const id = `${day}-${String(i)}`;
    const name = DAY_NAMES[day];
    return html`<tr>
<th scope="row">${i === 0 ? name : html`<span class="visually-hidden">${name}, </span><span class="muted">another range</span>`}</th>
<td class="from" data-label="From"><label class="visually-hidden" for="${id}-start">${name}${i > 0 ? ' (another range)' : ''} from</label><input id="${id}-start" name="${day}-start" type="time" value="${r.start}"></td>
<td class="to" data-label="To"><label class="visually-hidden" for="${id}-end">${name}${i > 0 ? ' (another range)' : ''} to</label><input id="${id}-end" name="${day}-end" type="time" value="${r.end === '24:00' ? '00:00' : r.end}"></td>
</tr>`;
  })}`;
}

function overrideRows(overrides: AvailabilityValues['overrides']): SafeHtml {
  const rows = [...overrides, { date: '', start: '', end: '' }, { date: '', start: '', end: '' }];
  return html`${rows.map((o, i) => {
    const id = `override-${String(i)}`;
    return html`<div class="sched-row override-row">
<div><label for="${id}-date">Date</label><input id="${id}-date" name="override-date" type="date" value="${o.date}"></div>
<div><label for="${id}-start">From</label><input id="${id}-start" name="override-start" type="time" value="${o.start}"></div>
<div><label for="${id}-end">To</label><input id="${id}-end" name="override-end" type="time" value="${o.end === '24:00' ? '00:00' : o.end}"></div>
</div>`;
  })}`;
}

/**
 * `/settings/availability`: the default schedule, which event types follow unless told otherwise:
 * weekly hours in a time zone, and dates that differ (other hours, or a day off).
 */
export function availabilityPage(ctx: { user: User; csrfToken: string }, values: AvailabilityValues, exists: boolean, m: { notice?: string; error?: string } = {}): SafeHtml {
  return layout({
    title: 'Availability',
    ...ctx,
    styles: SCHEDULING_STYLES,
    body: html`<h1>Availability</h1>
${messages(m)}
${exists ? '' : html`<p class="notice">You have no schedule yet, so your event types offer no times. Save this form to create one.</p>`}
<p>When people can book you, in your time zone. Your <a href="/settings/event-types">event types</a> offer times inside these hours.</p>
<form method="post" action="${AVAILABILITY_PAGE}">
${csrfField(ctx.csrfToken)}
<label for="timeZone">Time zone</label>
<select id="timeZone" name="timeZone">${timeZoneOptions(values.timeZone)}</select>
<h2 id="weekly-hours">Weekly hours</h2>
<p class="muted" id="weekly-help">Leave a day empty for a day off. A range that ends at 00:00 runs to midnight.</p>
<table class="week" aria-labelledby="weekly-hours" aria-describedby="weekly-help">
<thead><tr><th scope="col">Day</th><th scope="col">From</th><th scope="col">To</th></tr></thead>
<tbody>${WEEKDAYS.map((day) => dayRows(day, values.week[day]))}</tbody>
</table>
<h2 id="date-overrides">Dates that differ</h2>
<p class="muted">Other hours on a date, or leave From and To empty for a day off. Clear a date to remove it.</p>
<div role="group" aria-labelledby="date-overrides">${overrideRows(values.overrides)}</div>
<div class="actions"><button type="submit">Save availability</button></div>
</form>`,
  });
}
