import { DateTime } from 'luxon';
import { html, SafeHtml } from '../../common/html/html';

/** The scheduling pages' own rules: lists of cards, slot buttons, rows of time fields that wrap on a phone. */
export const SCHEDULING_STYLES = `
  .sched-list { list-style: none; padding: 0; margin: 0; }
  .sched-list > li { border: 1px solid var(--border); border-radius: 8px; padding: .75rem 1rem; margin: 0 0 .75rem; overflow-wrap: anywhere; }
  .sched-list h3 { margin: 0; font-size: 1.05rem; }
  .sched-list p { margin: .25rem 0; }
  .sched-row { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; }
  .sched-row > div { flex: 1 1 8rem; min-width: 0; }
  .sched-row label { margin-top: .25rem; }
  .sched-row > div.grow { flex: 3 1 14rem; } .sched-row > div.fit { flex: 0 0 auto; }
  .sched-row input, .sched-row select { width: 100%; padding: .45rem .5rem; border: 1px solid var(--border); border-radius: 6px; font: inherit; }
  input[type=number], input[type=time], input[type=date] { padding: .45rem .5rem; border: 1px solid var(--border); border-radius: 6px; font: inherit; }
  .week { border-collapse: collapse; width: 100%; }
  .week th[scope=row] { width: 8rem; font-weight: 500; }
  .week td input[type=time] { width: 100%; max-width: 9rem; }
  @media (max-width: 40rem) {
    .week thead { display: none; }
    .week tr { display: grid; grid-template-columns: 1fr 1fr; gap: .25rem .5rem; padding: .5rem 0; border-bottom: 1px solid var(--border); }
    .week th[scope=row] { grid-column: 1 / -1; width: auto; border: none; padding: 0; }
    .week td { border: none; padding: 0; }
    .week td.day-on { grid-column: 1 / -1; }
    .week td input[type=time] { max-width: none; }
    .week td.from::before, .week td.to::before { content: attr(data-label); display: block; font-size: .85rem; color: var(--muted); }
  }
  .override-row { gap: .25rem .5rem; padding: .25rem 0; border-bottom: 1px solid var(--border); }
  .override-row > div { flex: 1 1 5.5rem; } .override-row > div:first-child { flex: 2 1 9rem; }
  .slot-days { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); }
  .slot-days h3 { font-size: 1rem; margin: 0 0 .4rem; }
  .slots { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
  .slots a { display: inline-block; padding: .35rem .7rem; border: 1px solid var(--accent); border-radius: 6px; text-decoration: none; font-variant-numeric: tabular-nums; }
  .slots a:hover, .slots a:focus { background: var(--accent); color: #fff; }
  .badge-hidden { border-color: var(--muted); color: var(--muted); }
  .week-nav { display: flex; justify-content: space-between; gap: .5rem; margin: 1rem 0; }
  dl.summary { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dl.summary dt { font-weight: 600; } dl.summary dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 40rem) { dl.summary { grid-template-columns: 1fr; } dl.summary dd { margin-bottom: .4rem; } }
`;

/** "Mon 3 Dec 2030, 09:00" in a time zone. */
export function localDateTime(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).setLocale('en-GB').toFormat('ccc d LLL yyyy, HH:mm');
}

/** "09:00" in a time zone. */
export function localTime(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toFormat('HH:mm');
}

/** "Monday 3 December" for a local date "2030-12-03". */
export function longDate(date: string): string {
  return DateTime.fromISO(date).setLocale('en-GB').toFormat('cccc d LLLL');
}

/** A `<time>` element in a time zone: the instant for machines, the local time for people. */
export function zonedTime(at: Date, timeZone: string): SafeHtml {
  return html`<time datetime="${at.toISOString()}">${localDateTime(at, timeZone)}</time>`;
}

/** The IANA time zones this server knows, for a `<select>`. */
export const TIME_ZONES: readonly string[] = (() => {
  const zones = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
})();

export function timeZoneOptions(selected: string): SafeHtml {
  const zones = TIME_ZONES.includes(selected) ? TIME_ZONES : [selected, ...TIME_ZONES];
  return html`${zones.map((z) => html`<option value="${z}"${z === selected ? html` selected` : ''}>${z.replace(/_/g, ' ')}</option>`)}`;
}

/** A form field's text: one string, whatever the body held. */
export function text(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A whole number as typed becomes a number, so the DTO's own rule judges it; anything else is passed as typed (and refused with the API's message). */
export function wholeNumber(value: string): number | string | undefined {
  if (value === '') return undefined;
  return /^-?\d{1,9}$/.test(value) ? Number(value) : value;
}

export function messages(m: { notice?: string; error?: string }): SafeHtml {
  return html`${m.notice ? html`<p class="notice" role="status">${m.notice}</p>` : ''}${m.error ? html`<p class="error" role="alert">${m.error}</p>` : ''}`;
}

export const csrfField = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`;
