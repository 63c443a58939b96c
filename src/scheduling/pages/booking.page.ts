import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import type { Booking } from '../bookings/booking.entity';
import type { EventType } from '../event-types/event-type.entity';
import type { SlotDay } from '../slots/compute-slots';
import { csrfField, localDateTime, localTime, longDate, messages, SCHEDULING_STYLES, timeZoneOptions, zonedTime } from './page-kit';

export const bookingPageOf = (eventTypeId: number) => `/book/${eventTypeId}`;
export const attendeePageOf = (uid: string) => `/booking/${encodeURIComponent(uid)}`;

/** Where a visitor is in the booking page: their time zone, the first day shown, and the booking they are moving, if any. */
export interface VisitorView {
  timeZone: string;
  from: string;
  previous: string;
  next: string;
  reschedule?: string;
}

const withWho = (e: EventType) => e.team?.name ?? e.user?.name ?? '';

function query(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '');
  return new URLSearchParams(entries).toString();
}

function slotDays(eventType: EventType, days: SlotDay[], view: VisitorView): SafeHtml {
  if (days.length === 0) return html`<p class="muted">No free times this week. Try the next one.</p>`;
  return html`<div class="slot-days">${days.map(
    (d) => html`<section aria-labelledby="day-${d.date}"><h3 id="day-${d.date}">${longDate(d.date)}</h3>
<ul class="slots">${d.slots.map((s) => {
      const start = new Date(s.start);
      const href = `${bookingPageOf(eventType.id)}/time?${query({ start: s.start, timeZone: view.timeZone, reschedule: view.reschedule })}`;
      return html`<li><a href="${href}" aria-label="${localDateTime(start, view.timeZone)}">${localTime(start, view.timeZone)}</a></li>`;
    })}</ul></section>`,
  )}</div>`;
}

/** `/book/:id`: an event type's free times for a week, in the visitor's time zone, each a link to the form. */
export function slotsPage(eventType: EventType, days: SlotDay[], view: VisitorView, m: { notice?: string; error?: string } = {}): SafeHtml {
  const base = bookingPageOf(eventType.id);
  return layout({
    title: `Book ${eventType.title}`,
    styles: SCHEDULING_STYLES,
    body: html`<h1>${eventType.title}</h1>
<p class="muted">${String(eventType.lengthMinutes)} minutes with ${withWho(eventType)}</p>
${eventType.description ? html`<p>${eventType.description}</p>` : ''}
${view.reschedule ? html`<p class="notice">Choose a new time for your booking.</p>` : ''}
${messages(m)}
<form method="get" action="${base}" class="sched-row">
${view.reschedule ? html`<input type="hidden" name="reschedule" value="${view.reschedule}">` : ''}
<input type="hidden" name="from" value="${view.from}">
<div class="grow"><label for="timeZone">Times shown in</label><select id="timeZone" name="timeZone">${timeZoneOptions(view.timeZone)}</select></div>
<div class="fit"><button type="submit" class="secondary">Show times</button></div>
</form>
<h2>Free times</h2>
${slotDays(eventType, days, view)}
<nav class="week-nav" aria-label="Weeks">
<a href="${base}?${query({ timeZone: view.timeZone, from: view.previous, reschedule: view.reschedule })}" rel="prev">← Earlier</a>
<a href="${base}?${query({ timeZone: view.timeZone, from: view.next, reschedule: view.reschedule })}" rel="next">Later →</a>
</nav>
<script src="/assets/visitor-time-zone.js"></script>`,
  });
}

/** `/book/:id/time`: the chosen time and the form (name and email; for a reschedule, only a confirmation). */
export function bookingFormPage(
  eventType: EventType,
  chosen: { start: string; timeZone: string; reschedule?: string },
  csrfToken: string,
  values: { name: string; email: string },
  m: { error?: string } = {},
): SafeHtml {
  const start = new Date(chosen.start);
  return layout({
    title: `Book ${eventType.title}`,
    styles: SCHEDULING_STYLES,
    body: html`<p><a href="${bookingPageOf(eventType.id)}?${query({ timeZone: chosen.timeZone, reschedule: chosen.reschedule })}">← Other times</a></p>
<h1>${eventType.title}</h1>
${messages(m)}
<dl class="summary"><dt>When</dt><dd>${zonedTime(start, chosen.timeZone)} (${chosen.timeZone.replace(/_/g, ' ')})</dd>
<dt>Length</dt><dd>${String(eventType.lengthMinutes)} minutes</dd><dt>With</dt><dd>${withWho(eventType)}</dd></dl>
<form method="post" action="${bookingPageOf(eventType.id)}">
${csrfField(csrfToken)}
<input type="hidden" name="start" value="${chosen.start}"><input type="hidden" name="timeZone" value="${chosen.timeZone}">
${chosen.reschedule
  ? html`<input type="hidden" name="reschedule" value="${chosen.reschedule}">
<div class="actions"><button type="submit">Move my booking to this time</button></div>`
  : html`<label for="name">Your name</label>
<input id="name" name="name" type="text" required maxlength="200" autocomplete="name" value="${values.name}">
<label for="email">Your email</label>
<input id="email" name="email" type="email" required maxlength="254" autocomplete="email" value="${values.email}">
<div class="actions"><button type="submit">Book</button></div>`}
</form>`,
  });
}

const ATTENDEE_STATUS: Record<string, string> = {
  accepted: 'Booked.',
  unconfirmed: 'Requested: the host confirms it.',
  cancelled: 'Cancelled.',
  rejected: 'Declined by the host.',
};

/** `/booking/:uid`: what the visitor booked, with the links to cancel it or move it (the uid is the key, as in a confirmation email). */
export function attendeeBookingPage(booking: Booking, csrfToken: string, m: { notice?: string; error?: string } = {}): SafeHtml {
  const zone = booking.attendeeTimeZone;
  const live = (booking.status === 'accepted' || booking.status === 'unconfirmed') && booking.endTime > new Date();
  const moved = booking.rescheduledToUid ? attendeePageOf(booking.rescheduledToUid) : null;
  return layout({
    title: booking.title,
    styles: SCHEDULING_STYLES,
    body: html`<h1>${booking.title}</h1>
${messages(m)}
<p role="status"><strong>${ATTENDEE_STATUS[booking.status] ?? booking.status}</strong>${moved ? html` It was moved: <a href="${moved}">see the new time</a>.` : ''}</p>
<dl class="summary"><dt>When</dt><dd>${zonedTime(booking.startTime, zone)} to ${localTime(booking.endTime, zone)} (${zone.replace(/_/g, ' ')})</dd>
<dt>Name</dt><dd>${booking.attendeeName}</dd><dt>Email</dt><dd>${booking.attendeeEmail}</dd></dl>
<p class="muted">Keep this page's address: it is how you change this booking.</p>
${live
  ? html`<div class="actions">${booking.eventTypeId !== null ? html`<a class="button secondary" href="${bookingPageOf(booking.eventTypeId)}?${query({ timeZone: zone, reschedule: booking.uid })}">Reschedule</a>` : ''}</div>
<details class="reason-action"><summary>Cancel this booking…</summary>
<form method="post" action="${attendeePageOf(booking.uid)}/cancel">${csrfField(csrfToken)}
<label for="reason">Reason (optional; the host sees it)</label>
<div class="reason-row"><input id="reason" name="reason" type="text" maxlength="1000"><button class="danger" type="submit">Cancel booking</button></div>
</form></details>`
  : ''}`,
  });
}
