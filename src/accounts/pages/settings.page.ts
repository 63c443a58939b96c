import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import type { User } from '../user.entity';

interface SettingsLink {
  href: string;
  title: string;
  about: string;
}

const ACCOUNT: SettingsLink[] = [
  { href: '/settings/event-types', title: 'Event types', about: 'What people can book with you, and the booking page to share for each.' },
  { href: '/settings/availability', title: 'Availability', about: 'Your weekly hours in your time zone, and dates that differ.' },
  { href: '/settings/bookings', title: 'Bookings', about: 'Upcoming and past bookings: who booked, through which app; cancel one.' },
  { href: '/settings/apps', title: 'Apps you have authorized', about: 'What each app can do on your account; revoke its access.' },
  { href: '/settings/calendars', title: 'Connected calendars', about: 'Calendars checked for conflicts, and where new bookings are added.' },
  { href: '/settings/teams', title: 'Your teams and organizations', about: 'Invitations to accept or decline, teams to leave, and a new team to create.' },
];
const DEVELOPER: SettingsLink[] = [
  { href: '/settings/developer/oauth-clients', title: 'Your OAuth clients', about: 'Register an app, see what it needs (client ID, secrets, URLs), rotate its secrets.' },
  { href: '/docs/guide', title: 'Guide for app developers', about: 'The whole path from registering a client to refreshing tokens, the errors, the limits, and a program to run.' },
  { href: '/docs', title: 'API documentation', about: 'Every /v2 route, the scopes it needs, and its answers.' },
];
const ADMIN: SettingsLink[] = [
  { href: '/settings/admin/oauth-clients', title: 'Review OAuth clients', about: 'Approve, reject or suspend clients, and review their changes.' },
  { href: '/settings/admin/registration', title: 'Client registration for agents', about: 'Whether MCP clients may register themselves, and which are approved at once.' },
  { href: '/settings/admin/organizations', title: 'Organizations', about: 'Create organizations and name their owners.' },
];

function section(id: string, title: string, links: SettingsLink[], notes: Record<string, string> = {}): SafeHtml {
  return html`<section aria-labelledby="${id}"><h2 id="${id}">${title}</h2>
<ul class="settings-index">${links.map(
    (l) => html`<li><a href="${l.href}">${l.title}</a>${notes[l.href] ? html` <span class="badge badge-pending" data-waiting-for="${l.href}">${notes[l.href]}</span>` : ''}<span class="muted">${l.about}</span></li>`,
  )}</ul></section>`;
}

/**
 * Every settings page the person can open, grouped; the administration pages only for
 * administrators, each with what waits behind it (`AdminWork`).
 */
export function settingsSections(user: User, adminNotes: Record<string, string> = {}): SafeHtml {
  return html`${section('settings-account', 'Your account', ACCOUNT)}
${section('settings-developer', 'Developers', DEVELOPER)}
${user.role === 'admin' ? section('settings-admin', 'Administration', ADMIN, adminNotes) : ''}`;
}

/** `/settings`: where the header's "Settings" leads. */
export function settingsPage(user: User, csrfToken: string, adminNotes: Record<string, string> = {}): SafeHtml {
  return layout({
    title: 'Settings',
    user,
    csrfToken,
    body: html`<h1>Settings</h1>
${settingsSections(user, adminNotes)}`,
  });
}
