import type { User } from '../../../accounts/user.entity';
import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import { SCOPE_CATALOGUE } from '../../../scopes/scope-catalogue';
import type { OAuthClient } from '../../clients/client.entity';

const BASE = '/settings/admin/oauth-clients';

export const REVIEW_NOTICES = new Map([
  ['approved', 'Approved: the client can be used now.'],
  ['rejected', 'Rejected. The owner sees the reason.'],
  ['suspended', 'Suspended: its tokens stopped working.'],
  ['reinstated', 'Reinstated: the client and its unexpired tokens work again.'],
]);

function actions(client: OAuthClient, csrfToken: string): SafeHtml {
  const path = `${BASE}/${client.clientId}`;
  // The revision shown here travels with the decision: an edit made meanwhile makes it a 409.
  const csrf = html`<input type="hidden" name="_csrf" value="${csrfToken}"><input type="hidden" name="revision" value="${String(client.revision)}">`;
  const withReason = (action: string, label: string) => html`<form method="post" action="${path}/${action}">${csrf}
<label for="reason-${action}-${client.clientId}">Reason (the owner will see it)</label>
<input id="reason-${action}-${client.clientId}" name="reason" type="text" required maxlength="500">
<button class="danger" type="submit">${label}</button></form>`;
  switch (client.status) {
    case 'pending':
      return html`<form class="inline" method="post" action="${path}/approve">${csrf}<button type="submit">Approve</button></form>${withReason('reject', 'Reject')}`;
    case 'approved':
      return withReason('suspend', 'Suspend');
    case 'suspended':
      return html`<form method="post" action="${path}/reinstate">${csrf}<button type="submit">Reinstate</button></form>`;
    default:
      return html`<span class="muted">Rejected; the owner's next edit sends it back here.</span>`;
  }
}

function clientRow(client: OAuthClient, csrfToken: string): SafeHtml {
  return html`<tr>
<td><strong>${client.name}</strong>${client.legacy ? html` <span class="muted">(legacy)</span>` : ''}<br><code>${client.clientId}</code>
<br><span class="muted">${client.type}; owner ${client.owner ? html`${client.owner.name} &lt;${client.owner.email}&gt;` : 'built in'}</span>
${client.websiteUri ? html`<br>Website: ${client.websiteUri}` : ''}</td>
<td><ul>${client.redirectUris.map((u) => html`<li><code>${u}</code></li>`)}</ul></td>
<td>${client.legacy ? html`<em>Unrestricted (legacy)</em>` : html`<ul>${client.scopes.map((s) => html`<li title="${SCOPE_CATALOGUE[s]?.meaning ?? ''}"><code>${s}</code></li>`)}</ul>`}</td>
<td>${client.status}${client.statusReason ? html`<br><span class="muted">${client.statusReason}</span>` : ''}</td>
<td>${actions(client, csrfToken)}</td>
</tr>`;
}

export function reviewPage(
  ctx: { user: User; csrfToken: string },
  clients: OAuthClient[],
  messages: { notice?: string; error?: string } = {},
): SafeHtml {
  const pending = clients.filter((c) => c.status === 'pending');
  const others = clients.filter((c) => c.status !== 'pending');
  const table = (rows: OAuthClient[]) => html`<table><thead><tr><th>Client</th><th>Redirect URIs</th><th>Scopes</th><th>Status</th><th></th></tr></thead>
<tbody>${rows.map((c) => clientRow(c, ctx.csrfToken))}</tbody></table>`;
  return layout({
    title: 'Review OAuth clients',
    ...ctx,
    body: html`<h1>Review OAuth clients</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
<h2>Waiting for review (${pending.length})</h2>
${pending.length ? table(pending) : html`<p class="muted">Nothing to review.</p>`}
<h2>All other clients</h2>
${others.length ? table(others) : html`<p class="muted">None yet.</p>`}`,
  });
}
