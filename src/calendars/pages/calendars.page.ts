import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
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
${connections.map((c) => connectionBlock(c))}
<div class="actions"><button type="submit">Save choices</button></div>
</form>
${connections.map(
  (c) => html`<div class="actions connection-actions" data-connection-id="${String(c.id)}"><span>${KIND_NAMES[c.kind] ?? c.kind}: ${c.label}</span>
${c.status === 'reconnect_needed' && isOAuth(c.kind) && providers[c.kind].missing.length === 0 ? connectForm(c.kind, 'Reconnect') : ''}
<form class="inline" method="post" action="/settings/calendars/${String(c.id)}/check">${hidden}<button class="secondary" type="submit">Check now</button></form>
<form class="inline" method="post" action="/settings/calendars/${String(c.id)}/disconnect">${hidden}<button class="danger" type="submit">Disconnect</button></form></div>`,
)}`}
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

function connectionBlock(c: CalendarConnection): SafeHtml {
  return html`<fieldset data-connection-id="${String(c.id)}">
<legend><strong>${KIND_NAMES[c.kind] ?? c.kind}</strong> · ${c.label}</legend>
${c.status === 'reconnect_needed'
  ? html`<p class="error" role="alert">Reconnect needed: ${c.lastError ?? 'the provider no longer accepts this connection.'}</p>`
  : c.status === 'failing' ? html`<p class="error" role="alert">Not working: ${c.lastError ?? 'unknown reason'}</p>` : html`<p class="muted">Working${c.lastCheckedAt ? html`, last checked ${c.lastCheckedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC` : ''}.</p>`}
<table><thead><tr><th>Calendar</th><th>Check for conflicts</th><th>Add bookings here</th></tr></thead><tbody>
${(c.calendars ?? []).map(
  (cal) => html`<tr>
<td>${cal.name}${cal.readOnly ? html` <span class="muted">(read-only)</span>` : ''}</td>
<td><input type="checkbox" name="selected" value="${String(cal.id)}" aria-label="Check ${cal.name} for conflicts"${cal.isSelected ? html` checked` : ''}></td>
<td>${cal.readOnly ? html`<span class="muted">—</span>` : html`<input type="radio" name="destination" value="${String(cal.id)}" aria-label="Add bookings to ${cal.name}"${cal.isDestination ? html` checked` : ''}>`}</td>
</tr>`,
)}
</tbody></table>
</fieldset>`;
}

const isOAuth = (kind: string): kind is OAuthKind => (OAUTH_KINDS as readonly string[]).includes(kind);
