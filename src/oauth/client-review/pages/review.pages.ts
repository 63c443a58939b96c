import type { User } from '../../../accounts/user.entity';
import { timeElement } from '../../../common/html/dates';
import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import type { OAuthClient } from '../../clients/client.entity';
import { DOCS_CLIENT_ID } from '../../clients/docs-client.service';
import { changeDiff, fieldList, scopeChips, uriList } from '../../clients/pages/change-diff';
import { changeBadge, statusBadge } from '../../clients/pages/status-badge';
import { heldFields } from '../../clients/pending-change';

export const BASE = '/settings/admin/oauth-clients';
export const PAGE_SIZE = 20;

/** The queue's filters, in the order the page offers them. */
export const QUEUE_FILTERS = ['pending', 'pending-change', 'approved', 'rejected', 'suspended', 'all'] as const;
export type QueueFilterName = (typeof QUEUE_FILTERS)[number];
const FILTER_LABELS: Record<QueueFilterName, string> = {
  pending: 'Pending',
  'pending-change': 'Pending change',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
  all: 'All',
};

/** After a decision: what happened, naming the client. Unknown keys show nothing. */
export const REVIEW_NOTICES = new Map<string, (name: string | null) => string>([
  ['approved', (n) => (n ? `Approved “${n}”: it can be used now.` : 'Approved: the client can be used now.')],
  ['rejected', (n) => (n ? `Rejected “${n}”. The owner sees the reason.` : 'Rejected. The owner sees the reason.')],
  ['suspended', (n) => (n ? `Suspended “${n}”: every authorization it held is revoked.` : 'Suspended: every authorization it held is revoked.')],
  ['reinstated', (n) => (n ? `Reinstated “${n}”: it and its unexpired tokens work again.` : 'Reinstated: the client and its unexpired tokens work again.')],
  ['change-approved', (n) => (n ? `Approved the change to “${n}”: it applies now.` : 'Approved the change: it applies now.')],
  ['bulk-rejected', (n) => `Rejected ${n ?? 'the selected'} pending ${n === '1' ? 'client' : 'clients'}.`],
  ['change-rejected', (n) => (n ? `Rejected the change to “${n}”. The owner sees the reason; the client stays as it was.` : 'Rejected the change. The owner sees the reason.')],
]);

export interface QueueView {
  filter: QueueFilterName;
  page: number;
  total: number;
  counts: Record<QueueFilterName, number>;
}

const queueHref = (filter: QueueFilterName, page = 1) => `${BASE}?status=${filter}${page > 1 ? `&page=${page}` : ''}`;

function hidden(csrfToken: string, view: QueueView, revision: number): SafeHtml {
  // The revision travels with the decision: an edit made meanwhile makes it a 409. The filter and
  // page bring the administrator back to where they were.
  return html`<input type="hidden" name="_csrf" value="${csrfToken}"><input type="hidden" name="revision" value="${String(revision)}">
<input type="hidden" name="returnStatus" value="${view.filter}"><input type="hidden" name="returnPage" value="${String(view.page)}">`;
}

function reasonForm(action: string, label: string, summary: string, fields: SafeHtml, id: string): SafeHtml {
  return html`<details class="reason-action"><summary>${summary}</summary>
<form method="post" action="${action}">${fields}
<label for="${id}">Reason (the owner will see it)</label>
<div class="reason-row"><input id="${id}" name="reason" type="text" required maxlength="500"><button class="danger" type="submit">${label}</button></div>
</form></details>`;
}

function actions(client: OAuthClient, csrfToken: string, view: QueueView): SafeHtml {
  const path = `${BASE}/${encodeURIComponent(client.clientId)}`;
  const fields = hidden(csrfToken, view, client.revision);
  const id = (action: string) => `reason-${action}-${client.clientId}`;
  switch (client.status) {
    case 'pending':
      return html`<form method="post" action="${path}/approve">${fields}<button type="submit">Approve</button></form>
${reasonForm(`${path}/reject`, 'Reject', 'Reject…', fields, id('reject'))}`;
    case 'approved':
      return client.clientId === DOCS_CLIENT_ID
        ? html`<p class="muted">Built in: the Authorize button of <a href="/docs">/docs</a> signs people in through it, so it cannot be suspended.</p>`
        : reasonForm(`${path}/suspend`, 'Suspend', 'Suspend…', fields, id('suspend'));
    case 'suspended':
      return html`<form method="post" action="${path}/reinstate">${fields}<button type="submit">Reinstate</button></form>`;
    default:
      return html`<p class="muted">Rejected; the owner's next edit sends it back here.</p>`;
  }
}

function pendingChangeSection(client: OAuthClient, csrfToken: string, view: QueueView): SafeHtml {
  const change = client.pendingChange;
  if (!change) return html``;
  const path = `${BASE}/${encodeURIComponent(client.clientId)}/pending-change`;
  const fields = hidden(csrfToken, view, change.revision);
  return html`<section class="pending-change" aria-label="Change waiting for review">
<h3>Change waiting for review</h3>
<p class="muted">The owner changed the ${fieldList(heldFields(change))} on ${timeElement(new Date(change.submittedAt))}. The client keeps working as approved until you decide.</p>
${changeDiff(client, change)}
<div class="card-actions">
<form method="post" action="${path}/approve">${fields}<button type="submit">Approve change</button></form>
${reasonForm(`${path}/reject`, 'Reject change', 'Reject change…', fields, `reason-change-${client.clientId}`)}
</div>
</section>`;
}

/** How a client without an owner registered itself: the queue says so, with its document's host. */
function selfRegistration(client: OAuthClient): { badge: string; owner: string } | null {
  if (client.kind === 'dynamic') return { badge: 'Self-registered', owner: 'none, registered itself (dynamic registration)' };
  if (client.kind === 'metadata_document') {
    const host = new URL(client.clientId).host;
    return { badge: `Metadata document · ${host}`, owner: `none, described by its metadata document at ${host}` };
  }
  return null;
}

/** On the Pending view: a box per card, to reject many at once (the boxes belong to the one bulk form). */
function selectBox(client: OAuthClient, view: QueueView): SafeHtml {
  if (view.filter !== 'pending' || client.status !== 'pending') return html``;
  return html`<label class="select-client"><input type="checkbox" name="clientIds" value="${client.clientId}" form="${BULK_FORM}"> Select</label>`;
}

const BULK_FORM = 'reject-selected';

/**
 * Rejecting many pending clients at once (a burst of self-registrations): the cards' boxes, one
 * reason, one button. The boxes sit in the cards and join this form through their `form` attribute.
 */
function bulkReject(csrfToken: string, view: QueueView): SafeHtml {
  if (view.filter !== 'pending' || view.counts.pending === 0) return html``;
  return html`<details class="reason-action bulk-reject"><summary>Reject selected clients…</summary>
<form id="${BULK_FORM}" method="post" action="${BASE}/reject-pending">
<input type="hidden" name="_csrf" value="${csrfToken}"><input type="hidden" name="returnPage" value="${String(view.page)}">
<p class="muted">Tick “Select” on the clients below, then give one reason (their owners, if any, will see it).</p>
<label for="bulk-reason">Reason</label>
<div class="reason-row"><input id="bulk-reason" name="reason" type="text" required maxlength="500"><button class="danger" type="submit">Reject selected</button></div>
</form></details>`;
}

/** One client's card; on the queue (`usageLink`), with a link to its own page. */
export function clientCard(client: OAuthClient, csrfToken: string, view: QueueView, usageLink = true): SafeHtml {
  const builtIn = client.ownerId === null && client.kind === 'registered';
  const selfRegistered = selfRegistration(client);
  return html`<li class="client-card" id="client-${client.clientId}">
<div class="card-head"><h2>${client.name}</h2>${selectBox(client, view)}
<span class="badges">${statusBadge(client.status)}${builtIn ? html`<span class="badge">Built in</span>` : ''}${selfRegistered ? html`<span class="badge badge-self">${selfRegistered.badge}</span>` : ''}${client.legacy ? html`<span class="badge">Legacy</span>` : ''}${changeBadge(client)}</span></div>
<p class="card-meta"><code>${client.clientId}</code> · ${client.type} · registered ${timeElement(client.createdAt)}</p>
<p class="card-meta">Owner: ${client.owner ? html`${client.owner.name} &lt;${client.owner.email}&gt;` : selfRegistered ? selfRegistered.owner : 'none, built into this server'}</p>
${client.websiteUri ? html`<p class="card-meta">Website: <a href="${client.websiteUri}" rel="noopener noreferrer">${client.websiteUri}</a></p>` : ''}
${usageLink ? html`<p class="card-meta"><a href="${BASE}/${encodeURIComponent(client.clientId)}" aria-label="Use of ${client.name} in the last 30 days">Use in the last 30 days →</a></p>` : ''}
${client.statusReason ? html`<p class="card-meta">Reason given: ${client.statusReason}</p>` : ''}
<h3>Redirect URIs</h3>
${uriList(client.redirectUris)}
<h3>Scopes</h3>
${client.legacy ? html`<p><em>Unrestricted (legacy client)</em></p>` : scopeChips(client.scopes)}
${pendingChangeSection(client, csrfToken, view)}
<div class="card-actions">${actions(client, csrfToken, view)}</div>
</li>`;
}

function filters(view: QueueView): SafeHtml {
  return html`<nav class="queue-filters" aria-label="Show clients">${QUEUE_FILTERS.map(
    (f) => html`<a href="${queueHref(f)}"${f === view.filter ? html` aria-current="page"` : ''}>${FILTER_LABELS[f]} <span class="count">${String(view.counts[f])}</span></a>`,
  )}</nav>`;
}

function pager(view: QueueView): SafeHtml {
  const pages = Math.max(1, Math.ceil(view.total / PAGE_SIZE));
  if (pages === 1) return html``;
  return html`<nav class="pager" aria-label="Pages">
${view.page > 1 ? html`<a href="${queueHref(view.filter, view.page - 1)}" rel="prev">← Previous</a>` : html`<span></span>`}
<span class="muted">Page ${String(view.page)} of ${String(pages)}</span>
${view.page < pages ? html`<a href="${queueHref(view.filter, view.page + 1)}" rel="next">Next →</a>` : html`<span></span>`}
</nav>`;
}

/** The review queue: one card per client, its pending change as a diff, filters and pages. */
export function reviewPage(
  ctx: { user: User; csrfToken: string },
  clients: OAuthClient[],
  view: QueueView,
  messages: { notice?: string; error?: string } = {},
): SafeHtml {
  const first = (view.page - 1) * PAGE_SIZE + 1;
  return layout({
    title: 'Review OAuth clients',
    ...ctx,
    body: html`<h1>Review OAuth clients</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
<p class="muted">Waiting for review: ${String(view.counts.pending)} new ${view.counts.pending === 1 ? 'client' : 'clients'}, ${String(view.counts['pending-change'])} pending ${view.counts['pending-change'] === 1 ? 'change' : 'changes'}.</p>
${filters(view)}
${bulkReject(ctx.csrfToken, view)}
${clients.length
  ? html`<p class="muted">${view.total > clients.length ? `${first}–${first + clients.length - 1} of ${view.total}` : `${view.total} ${view.total === 1 ? 'client' : 'clients'}`}${view.filter === 'all' ? ', those waiting for review first' : ''}.</p>
<ul class="client-cards">${clients.map((c) => clientCard(c, ctx.csrfToken, view))}</ul>
${pager(view)}`
  : html`<p class="muted">${view.filter === 'pending' || view.filter === 'pending-change' ? 'Nothing to review.' : 'No clients here.'}</p>`}`,
  });
}
