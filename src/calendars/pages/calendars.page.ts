import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { timeElement } from '../../common/html/dates';
import { type CalendarConnection, OAUTH_KINDS, type OAuthKind } from '../entities/calendar-connection.entity';

export interface CalendarsPageContext {
  user: User;
  csrfToken: string;
}

export interface CalendarsPageState {
  notice?: string;
  error?: string;
  /** What was typed into the connect form, the password excepted, to show it again after an error. */
  caldav?: { kind?: string; serverUrl?: string; username?: string };
  feedUrl?: string;
}

const KIND_NAMES: Record<string, string> = { apple: 'Apple iCloud', caldav: 'CalDAV', 'ics-feed': 'ICS feed', google: 'Google', office365: 'Microsoft 365' };
const CONNECT_LABELS: Record<OAuthKind, string> = { google: 'Connect Google', office365: 'Connect Microsoft' };

/** Whether each OAuth provider is set up on this server (`missing`: the settings it still needs). */
export type OAuthAvailability = Record<OAuthKind, { missing: string[] }>;

export const NOTICES = new Map([
  ['connected', 'Calendar connected. Its calendars are checked for conflicts.'],
  ['saved', 'Your calendar choices are saved.'],
  ['disconnected', 'Calendar disconnected. Its credentials are deleted.'],
  ['checked', 'Checked.'],
]);

/** `/settings/calendars`: the person's connections, their calendars, and the forms to add more. */
export function calendarsPage(ctx: CalendarsPageContext, connections: CalendarConnection[], state: CalendarsPageState, providers: OAuthAvailability): SafeHtml {
  const hidden = html`<input type="hidden" name="_csrf" value="${ctx.csrfToken}">`;
  const connectForm = (kind: OAuthKind, label: string, cls = '') =>
    html`<form class="inline" method="post" action="/settings/calendars/${kind}/connect">${hidden}<button${cls ? html` class="${cls}"` : ''} type="submit">${label}</button></form>`;
  const canReconnect = (c: CalendarConnection) => c.status === 'reconnect_needed' && isOAuth(c.kind) && providers[c.kind].missing.length === 0;
  return layout({
    title: 'Connected calendars',
    ...ctx,
    body: html`<h1>Connected calendars</h1>
${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ''}
${state.error ? html`<p class="error" role="alert">${state.error}</p>` : ''}
<p class="muted">Slots avoid the events of the calendars checked for conflicts. New bookings are added to the one calendar marked for them.</p>
${connections.length === 0
  ? html`<p class="muted">No calendar is connected yet.</p>`
  : html`<form method="post" action="/settings/calendars/choices">${hidden}
${connections.map((c) => connectionBlock(c, canReconnect(c)))}
<div class="actions"><button type="submit">Save choices</button></div>
</form>
${connections.map((c) => connectionForms(c, canReconnect(c), hidden))}`}
<h2>Connect Google or Microsoft 365</h2>
<p class="muted">You sign in at Google or Microsoft and allow access to your calendars, then come back here.</p>
<div class="actions">${OAUTH_KINDS.map((kind) =>
  providers[kind].missing.length === 0
    ? connectForm(kind, CONNECT_LABELS[kind])
    : html`<button type="button" class="secondary" disabled aria-describedby="${kind}-unavailable">${CONNECT_LABELS[kind]}</button>`,
)}</div>
${OAUTH_KINDS.filter((kind) => providers[kind].missing.length > 0).map(
  (kind) => html`<p class="muted" id="${kind}-unavailable">${KIND_NAMES[kind]} is not set up on this server: the operator must set ${providers[kind].missing.join(' and ')}.</p>`,
)}
<h2>Connect a CalDAV or Apple account</h2>
<form method="post" action="/settings/calendars/caldav">${hidden}
<label for="kind">Kind</label>
<select id="kind" name="kind">
<option value="caldav"${state.caldav?.kind === 'apple' ? '' : html` selected`}>CalDAV server</option>
<option value="apple"${state.caldav?.kind === 'apple' ? html` selected` : ''}>Apple iCloud</option>
</select>
<label for="serverUrl">Server address</label>
<input id="serverUrl" name="serverUrl" type="url" placeholder="https://caldav.example.com/" value="${state.caldav?.serverUrl ?? ''}">
<p class="muted">Leave empty for Apple iCloud.</p>
<label for="username">User name</label>
<input id="username" name="username" type="text" autocomplete="username" required value="${state.caldav?.username ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p class="muted">For Apple, an app-specific password. It is stored encrypted and never shown again.</p>
<div class="actions"><button type="submit">Connect</button></div>
</form>
<h2>Add an ICS feed</h2>
<form method="post" action="/settings/calendars/ics-feed">${hidden}
<label for="feedUrl">Feed address</label>
<input id="feedUrl" name="url" type="url" placeholder="https://calendar.example.com/feed.ics" required value="${state.feedUrl ?? ''}">
<p class="muted">Read-only: its events make you busy; nothing is written to it.</p>
<div class="actions"><button type="submit">Add feed</button></div>
</form>`,
  });
}

/**
 * One connection as a card: its status, its calendars (part of the page's one choices form, since
 * the destination is one radio group across every connection) and its own buttons. HTML forms
 * cannot nest, so those buttons name their forms (`form=`), which sit after the choices form
 * (`connectionForms`): they work without JavaScript and never submit the choices. Reconnect takes
 * the place of Check now when the provider has refused the connection: no check can mend that.
 */
function connectionBlock(c: CalendarConnection, canReconnect: boolean): SafeHtml {
  const id = String(c.id);
  const name = html`<span id="connection-${id}-name"><strong>${KIND_NAMES[c.kind] ?? c.kind}</strong> · ${c.label}</span>`;
  return html`<fieldset class="connection" data-connection-id="${id}">
<legend>${name}</legend>
${c.status === 'reconnect_needed'
  ? html`<p class="error" role="alert">Reconnect needed: ${c.lastError ?? 'the provider no longer accepts this connection.'}</p>`
  : c.status === 'failing' ? html`<p class="error" role="alert">Not working: ${c.lastError ?? 'unknown reason'}</p>` : html`<p class="muted">Working${c.lastCheckedAt ? html`, last checked ${timeElement(c.lastCheckedAt)}` : ''}.</p>`}
<table><thead><tr><th>Calendar</th><th>Check for conflicts</th><th>Add bookings here</th></tr></thead><tbody>
${(c.calendars ?? []).map(
  (cal) => html`<tr>
<td class="calendar-name">${breakable(cal.name)}${cal.readOnly ? html` <span class="muted">(read-only)</span>` : ''}</td>
<td><input type="checkbox" name="selected" value="${String(cal.id)}" aria-label="Check ${cal.name} for conflicts"${cal.isSelected ? html` checked` : ''}></td>
<td>${cal.readOnly ? html`<span class="muted">—</span>` : html`<input type="radio" name="destination" value="${String(cal.id)}" aria-label="Add bookings to ${cal.name}"${cal.isDestination ? html` checked` : ''}>`}</td>
</tr>`,
)}
</tbody></table>
<div class="connection-actions">
${canReconnect ? html`<button form="connection-${id}-reconnect" type="submit" aria-describedby="connection-${id}-name">Reconnect</button>` : ''}
${canReconnect ? '' : html`<button form="connection-${id}-check" class="secondary" type="submit" aria-describedby="connection-${id}-name">Check now</button>`}
<button form="connection-${id}-disconnect" class="danger" type="submit" aria-describedby="connection-${id}-name">Disconnect</button>
</div>
</fieldset>`;
}

/** The forms a card's buttons submit (see `connectionBlock`); only their buttons show. */
function connectionForms(c: CalendarConnection, canReconnect: boolean, hidden: SafeHtml): SafeHtml {
  const id = String(c.id);
  return html`${canReconnect ? html`<form id="connection-${id}-reconnect" method="post" action="/settings/calendars/${c.kind}/connect" hidden>${hidden}</form>` : ''}
<form id="connection-${id}-check" method="post" action="/settings/calendars/${id}/check" hidden>${hidden}</form>
<form id="connection-${id}-disconnect" method="post" action="/settings/calendars/${id}/disconnect" hidden>${hidden}</form>`;
}

/** A calendar's name (Google names the main one after its address), breakable before `@` and after dots rather than mid-word. */
function breakable(name: string): SafeHtml {
  return html`${name.split(/(?=@)|(?<=\.)/).map((part, i) => (i === 0 ? part : html`<wbr>${part}`))}`;
}

const isOAuth = (kind: string): kind is OAuthKind => (OAUTH_KINDS as readonly string[]).includes(kind);
