import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import type { Booking } from '../bookings/booking.entity';
import { csrfField, messages, SCHEDULING_STYLES, zonedTime } from './page-kit';

export const BOOKINGS_PAGE = '/settings/bookings';

const STATUS_WORDS: Record<string, string> = { accepted: 'Confirmed', unconfirmed: 'Waiting for your confirmation', cancelled: 'Cancelled', rejected: 'Declined' };

/** Through which app a booking was made: its name, or the booking page (no app). */
function madeThrough(b: Booking): SafeHtml {
  if (!b.createdByClientId) return html`on your booking page`;
  return b.createdByClientName ? html`through the app <strong>${b.createdByClientName}</strong>` : html`through an app since deleted`;
}

function bookingItem(b: Booking, zone: string, csrfToken: string, cancellable: boolean): SafeHtml {
  return html`<li>
<h3>${b.title}</h3>
<p>${zonedTime(b.startTime, zone)} to ${zonedTime(b.endTime, zone)} <span class="muted">(${zone.replace(/_/g, ' ')})</span></p>
<p>Booked by <strong>${b.attendeeName}</strong> &lt;${b.attendeeEmail}&gt;, ${madeThrough(b)}.</p>
<p class="muted">${STATUS_WORDS[b.status] ?? b.status}${b.cancellationReason ? html`: ${b.cancellationReason}` : ''}</p>
${cancellable
  ? html`<details class="reason-action"><summary>Cancel this booking…</summary>
<form method="post" action="${BOOKINGS_PAGE}/${b.uid}/cancel">${csrfField(csrfToken)}
<label for="reason-${b.uid}">Reason (the person who booked sees it)</label>
<div class="reason-row"><input id="reason-${b.uid}" name="reason" type="text" maxlength="1000"><button class="danger" type="submit">Cancel booking</button></div>
</form></details>`
  : ''}
</li>`;
}

function section(id: string, title: string, list: Booking[], empty: string, item: (b: Booking) => SafeHtml): SafeHtml {
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>
${list.length === 0 ? html`<p class="muted">${empty}</p>` : html`<ul class="sched-list">${list.map(item)}</ul>`}</section>`;
}

/** `/settings/bookings`: what is booked with the person, upcoming first, in `zone` (their hours' time zone); who booked, and through which app. */
export function bookingsPage(
  ctx: { user: User; csrfToken: string },
  zone: string,
  lists: { upcoming: Booking[]; past: Booking[]; cancelled: Booking[] },
  m: { notice?: string; error?: string } = {},
): SafeHtml {
  return layout({
    title: 'Bookings',
    ...ctx,
    styles: SCHEDULING_STYLES,
    body: html`<h1>Bookings</h1>
${messages(m)}
${section('upcoming', 'Upcoming', lists.upcoming, 'Nothing booked yet. Share a booking page from your event types.', (b) => bookingItem(b, zone, ctx.csrfToken, true))}
${section('past', 'Past', lists.past, 'No past bookings.', (b) => bookingItem(b, zone, ctx.csrfToken, false))}
${section('cancelled', 'Cancelled or declined', lists.cancelled, 'None.', (b) => bookingItem(b, zone, ctx.csrfToken, false))}`,
  });
}
