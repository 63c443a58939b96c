import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import type { EventType } from '../event-types/event-type.entity';
import { EVENT_TYPE_LIMITS } from '../event-types/dto/event-type.dto';
import { csrfField, messages, SCHEDULING_STYLES } from './page-kit';

export const EVENT_TYPES_PAGE = '/settings/event-types';
export const bookingPagePath = (id: number) => `/book/${id}`;

/** What an event type form shows: what was saved, or what was just typed. */
export interface EventTypeFormValues {
  title: string;
  slug: string;
  lengthMinutes: string;
  description: string;
  hidden: boolean;
}

export const BLANK_EVENT_TYPE: EventTypeFormValues = { title: '', slug: '', lengthMinutes: '30', description: '', hidden: false };

export const valuesOf = (e: EventType): EventTypeFormValues => ({
  title: e.title,
  slug: e.slug,
  lengthMinutes: String(e.lengthMinutes),
  description: e.description ?? '',
  hidden: e.hidden,
});

function fields(v: EventTypeFormValues, prefix: string): SafeHtml {
  const id = (name: string) => `${prefix}-${name}`;
  return html`<label for="${id('title')}">Title</label>
<input id="${id('title')}" name="title" type="text" required maxlength="200" value="${v.title}">
<div class="sched-row">
<div><label for="${id('slug')}">Short name in links</label>
<input id="${id('slug')}" name="slug" type="text" required maxlength="100" pattern="[a-z0-9]+(-[a-z0-9]+)*" aria-describedby="${id('slug-help')}" value="${v.slug}"></div>
<div><label for="${id('length')}">Length (minutes)</label>
<input id="${id('length')}" name="lengthMinutes" type="number" required min="${String(EVENT_TYPE_LIMITS.lengthMinutes.min)}" max="${String(EVENT_TYPE_LIMITS.lengthMinutes.max)}" value="${v.lengthMinutes}"></div>
</div>
<p id="${id('slug-help')}" class="muted">Lower-case letters, digits and hyphens, for example <code>call-30</code>.</p>
<label for="${id('description')}">Description (optional)</label>
<textarea id="${id('description')}" name="description" maxlength="5000">${v.description}</textarea>
<p><label class="inline"><input type="checkbox" name="hidden" value="on"${v.hidden ? html` checked` : ''}> Hidden: not offered on its booking page</label></p>`;
}

/** `/settings/event-types`: the person's event types, each with its booking page, and a form for a new one. */
export function eventTypesPage(
  ctx: { user: User; csrfToken: string },
  eventTypes: EventType[],
  form: EventTypeFormValues,
  m: { notice?: string; error?: string } = {},
): SafeHtml {
  return layout({
    title: 'Event types',
    ...ctx,
    styles: SCHEDULING_STYLES,
    body: html`<h1>Event types</h1>
${messages(m)}
<p>What people can book with you. Share an event type's booking page; times come from your <a href="/settings/availability">availability</a>, and what is booked appears under <a href="/settings/bookings">bookings</a>.</p>
${eventTypes.length === 0
  ? html`<p class="muted">No event types yet: create the first below.</p>`
  : html`<ul class="sched-list" aria-label="Your event types">${eventTypes.map(
      (e) => html`<li><h3>${e.title}${e.hidden ? html` <span class="badge badge-hidden">Hidden</span>` : ''}</h3>
<p class="muted">${String(e.lengthMinutes)} minutes · <code>${e.slug}</code></p>
<p><a href="${EVENT_TYPES_PAGE}/${String(e.id)}" aria-label="Edit ${e.title}">Edit</a>${e.hidden ? '' : html` · <a href="${bookingPagePath(e.id)}" aria-label="Booking page of ${e.title}">Booking page</a>`}</p></li>`,
    )}</ul>`}
<h2 id="new-event-type">New event type</h2>
<form method="post" action="${EVENT_TYPES_PAGE}" aria-labelledby="new-event-type">
${csrfField(ctx.csrfToken)}
${fields(form, 'new')}
<div class="actions"><button type="submit">Create event type</button></div>
</form>`,
  });
}

/** `/settings/event-types/:id`: one event type's form; hiding it is a box of the form. */
export function eventTypePage(ctx: { user: User; csrfToken: string }, eventType: EventType, form: EventTypeFormValues, m: { notice?: string; error?: string } = {}): SafeHtml {
  return layout({
    title: `Edit ${eventType.title}`,
    ...ctx,
    styles: SCHEDULING_STYLES,
    body: html`<p><a href="${EVENT_TYPES_PAGE}">← Event types</a></p>
<h1>${eventType.title}</h1>
${messages(m)}
${eventType.hidden ? html`<p class="muted">Hidden: its booking page offers no times.</p>` : html`<p>Booking page: <a href="${bookingPagePath(eventType.id)}">${bookingPagePath(eventType.id)}</a></p>`}
<form method="post" action="${EVENT_TYPES_PAGE}/${String(eventType.id)}">
${csrfField(ctx.csrfToken)}
${fields(form, 'edit')}
<div class="actions"><button type="submit">Save</button><a class="button secondary" href="${EVENT_TYPES_PAGE}">Cancel</a></div>
</form>`,
  });
}
