import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { timeElement } from '../../common/html/dates';
import { SCOPE_CATALOGUE } from '../../scopes/scope-catalogue';
import type { AuthorizedApp } from '../grants/grants.service';

export function authorizedAppsPage(ctx: { user: User; csrfToken: string }, apps: AuthorizedApp[], notice?: string): SafeHtml {
  return layout({
    title: 'Authorized apps',
    ...ctx,
    body: html`<h1>Apps you have authorized</h1>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
${apps.length === 0
  ? html`<p class="muted">No app has access to your account.</p>`
  : html`<table><thead><tr><th>App</th><th>What it can do</th><th>Authorized</th><th></th></tr></thead><tbody>
${apps.map(
  (app) => html`<tr data-client-id="${app.clientId}">
<td><strong>${app.name}</strong>${app.websiteUri ? html`<br><span class="muted">${app.websiteUri}</span>` : ''}</td>
<td>${app.unrestricted
    ? html`<strong>Full access to your account</strong>${app.scopes.length ? html` (and ${app.scopes.length} specific permissions)` : ''}`
    : html`<ul>${app.scopes.map((s) => html`<li>${SCOPE_CATALOGUE[s].meaning}</li>`)}</ul>`}</td>
<td>${timeElement(app.lastAuthorizedAt, false)}</td>
<td><form method="post" action="/settings/apps/${app.clientId}/revoke"><input type="hidden" name="_csrf" value="${ctx.csrfToken}">
<button class="danger" type="submit">Revoke</button></form></td>
</tr>`,
)}
</tbody></table>`}
<p class="muted">Revoking stops the app at once: its tokens no longer work, and it must ask you again.</p>`,
  });
}
