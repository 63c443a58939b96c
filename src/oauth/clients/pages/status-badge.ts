import { html, SafeHtml } from '../../../common/html/html';
import type { ClientStatus, OAuthClient } from '../client.entity';

const STATUS_LABELS: Record<ClientStatus, string> = { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected', suspended: 'Suspended' };

/** A client's status as a badge, the same on the owner's pages and in the administrators' queue. */
export function statusBadge(status: ClientStatus): SafeHtml {
  return html`<span class="badge badge-${status}">${STATUS_LABELS[status]}</span>`;
}

/** The badge of a change that waits for an administrator's review beside the approved client. */
export function changeBadge(client: Pick<OAuthClient, 'pendingChange'>): SafeHtml | '' {
  return client.pendingChange ? html`<span class="badge badge-change">Change waiting</span>` : '';
}
