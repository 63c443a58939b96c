import { html, SafeHtml } from './html';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "22 Nov 2026, 14:03 UTC" (or "22 Nov 2026" without the time). Pages do not know the reader's
 * time zone, so they say UTC plainly rather than guess; the month names are written out here
 * rather than taken from Intl, whose abbreviations change between ICU versions ("Sep"/"Sept").
 */
export function readableDate(date: Date, withTime = true): string {
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return withTime ? `${day}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC` : day;
}

/** A `<time>` element: the readable date for people, the exact instant in `datetime` for machines. */
export function timeElement(date: Date, withTime = true): SafeHtml {
  return html`<time datetime="${date.toISOString()}">${readableDate(date, withTime)}</time>`;
}
