import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { timeElement } from '../../common/html/dates';
import { SCOPE_CATALOGUE } from '../../scopes/scope-catalogue';
import type { AuthorizedApp } from '../grants/grants.service';
import type { AppWebhookSummary } from './app-webhooks.port';

type AppsPageContext = { user: User; csrfToken: string };

/** What the app can do, in the consent page's words. */
function abilities(app: AuthorizedApp): SafeHtml {
  return app.unrestricted
    ? html`<strong>Full access to your account</strong>${app.scopes.length ? html` (and ${app.scopes.length} specific permissions)` : ''}`
    : html`<ul>${app.scopes.map((s) => html`<li>${SCOPE_CATALOGUE[s].meaning}</li>`)}</ul>`;
}

/**
 * A website as the list shows it: its host (the whole address is on the revoke page and in the
 * title), breakable after each dot and hyphen rather than anywhere.
 */
function siteLabel(uri: string): SafeHtml {
  let host: string;
  try {
    host = new URL(uri).host;
  } catch {
    host = uri;
  }
  return html`${host.split(/(?<=[.-])/).map((part) => html`${part}<wbr>`)}`;
}

const DELIVERY_WORDS = { pending: 'in progress', succeeded: 'succeeded', failed: 'failed', skipped: 'not sent (beyond the scopes you allowed)' } as const;

/** The app's webhooks for the person: where they post (the host only), on what, and the last delivery. */
function webhooksOf(list: AppWebhookSummary[]): SafeHtml {
  if (list.length === 0) return html``;
  return html`<details class="webhooks"><summary>${list.length} webhook${list.length === 1 ? '' : 's'}</summary><ul>${list.map(
    (w) => html`<li><strong>${w.host}</strong>${w.active ? '' : html` <span class="muted">(off${w.disabledReason ? html`: ${w.disabledReason}` : ''})</span>`}<br>
<span class="muted">${w.triggers.join(', ')}</span><br>
${w.lastDelivery ? html`Last delivery ${DELIVERY_WORDS[w.lastDelivery.status]}, ${timeElement(w.lastDelivery.at)}` : html`<span class="muted">Nothing sent yet</span>`}</li>`,
  )}</ul></details>`;
}

/** When the app last acted for the person (the day; its page has the time), or "Not yet". */
function lastUse(at: Date | undefined): SafeHtml {
  return at ? timeElement(at, false) : html`<span class="muted">Not yet</span>`;
}

export function authorizedAppsPage(ctx: AppsPageContext, apps: AuthorizedApp[], notice?: string, webhooks: AppWebhookSummary[] = [], lastUses = new Map<string, Date>()): SafeHtml {
  return layout({
    title: 'Authorized apps',
    ...ctx,
    body: html`<h1>Apps you have authorized</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
${apps.length === 0
  ? html`<p class="muted">No app has access to your account.</p>`
  : html`<table class="apps"><thead><tr><th>App</th><th>What it can do</th><th>Authorized</th><th>Last used</th><th></th></tr></thead><tbody>
${apps.map(
  (app) => html`<tr data-client-id="${app.clientId}">
<td><strong><a href="/settings/apps/${encodeURIComponent(app.clientId)}" title="What ${app.name} did">${app.name}</a></strong>${app.websiteUri ? html`<br><span class="muted site" title="${app.websiteUri}">${siteLabel(app.websiteUri)}</span>` : ''}</td>
<td>${abilities(app)}${webhooksOf(webhooks.filter((w) => w.clientId === app.clientId))}</td>
<td class="authorized">${timeElement(app.lastAuthorizedAt, false)}</td>
<td class="last-used">${lastUse(lastUses.get(app.clientId))}</td>
<td><a class="button secondary" href="/settings/apps/${encodeURIComponent(app.clientId)}/revoke" aria-label="Revoke ${app.name}…">Revoke…</a></td>
</tr>`,
)}
</tbody></table>`}
<p class="muted">Open an app to see what it did for you. Revoking stops the app at once: its tokens no longer work, its webhooks are deleted, and it must ask you again.</p>`,
  });
}

/**
 * The confirmation step of "Revoke": a page of its own, so it works without JavaScript, and the
 * form that revokes carries the session's CSRF token like every other.
 */
export function revokeAppPage(ctx: AppsPageContext, app: AuthorizedApp): SafeHtml {
  return layout({
    title: `Revoke access of ${app.name}?`,
    ...ctx,
    body: html`<h1>Revoke access of <span id="app-name">${app.name}</span>?</h1>
${app.websiteUri ? html`<p class="muted">${app.websiteUri}</p>` : ''}
<p>It can now:</p>
${abilities(app)}
<p>If you revoke its access, it stops at once: its tokens no longer work, and it must ask you again before it can act on your account.</p>
<form method="post" action="/settings/apps/${encodeURIComponent(app.clientId)}/revoke">
  <input type="hidden" name="_csrf" value="${ctx.csrfToken}">
  <input type="hidden" name="confirm" value="yes">
  <div class="actions"><button class="danger" type="submit">Revoke access</button><a class="button secondary" href="/settings/apps">Cancel</a></div>
</form>`,
  });
}
