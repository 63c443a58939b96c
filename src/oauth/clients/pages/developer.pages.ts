import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import { timeElement } from '../../../common/html/dates';
import type { User } from '../../../accounts/user.entity';
import type { ClientSecret } from '../client-secret.entity';
import { MAX_ACTIVE_SECRETS } from '../client-secrets.service';
import type { OAuthClient } from '../client.entity';
import type { OAuthEndpoints } from '../../metadata/oauth-endpoints';
import { clientCredentialsPanel } from './client-credentials.panel';
import { clientFields, ClientFormValues } from './client-form.page';
import { pendingChangePanel, proposedValues, reviewNote } from './pending-change.panel';
import { changeBadge, statusBadge } from './status-badge';

const BASE = '/settings/developer/oauth-clients';

export interface PageContext {
  user: User;
  csrfToken: string;
  /** The URLs an app is configured with, shown on a client's pages. */
  endpoints: OAuthEndpoints;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'Waiting for review: nobody can use it until an administrator approves it.',
  approved: 'Approved: apps can use it.',
  rejected: 'Rejected by an administrator.',
  suspended: 'Suspended by an administrator: its tokens do not work.',
};

export const NOTICES = new Map([
  ['saved', 'Saved.'],
  ['review', 'Saved. The client is back in the review queue: nobody can use it until an administrator approves it.'],
  ['held', 'Saved. What needs review waits for an administrator (see “Waiting for review”); everything else applies now, and your app keeps working meanwhile.'],
  ['withdrawn', 'The pending change is withdrawn. The client stays as approved.'],
  ['revoked', 'The secret is revoked. Requests using it fail from now on.'],
  // The new-secret page visited again (a reload, the back button): the secret was shown once, on the first visit.
  [
    'secret-shown',
    'The new secret was shown once and cannot be shown again. If you did not copy it, revoke it below and create another.',
  ],
  ['deleted', 'The client is deleted.'],
  // A registration form sent again (`ClientsService.register`): nothing new was registered or changed.
  [
    'registered',
    'This form was already sent: this is the client it registered, unchanged by the second sending (edit it below). Its secret was shown once, then. If you did not copy it, create a new secret below, switch your app to it, and revoke the old one.',
  ],
  ['registered-public', 'This form was already sent: this is the client it registered, unchanged by the second sending (edit it below).'],
]);

/** The guide for app developers, served beside the API reference (`guides/`). */
const GUIDE = '/docs/guide';

const notice = (text?: string) => (text ? html`<p class="notice" role="status">${text}</p>` : '');
const error = (text?: string) => (text ? html`<p class="error" role="alert">${text}</p>` : '');

const guideNote = html`<p class="muted">How an app uses these: the <a href="${GUIDE}#2-send-the-person-to-the-authorization-page">guide for app developers</a>, from the authorization request to refreshing tokens.</p>`;

export function clientListPage(ctx: PageContext, clients: OAuthClient[], noticeText?: string): SafeHtml {
  return layout({
    title: 'Your OAuth clients',
    ...ctx,
    body: html`<h1>Your OAuth clients</h1>
${notice(noticeText)}
<p><a class="button" href="${BASE}/new">Register a new client</a></p>
<p class="muted">New to the API? The <a href="${GUIDE}">guide for app developers</a> takes an app from registration to its first call; the <a href="/docs">API reference</a> has every route.</p>
${clients.length === 0
  ? html`<p class="muted">You have not registered any client yet.</p>`
  : html`<table class="clients"><thead><tr><th>Name</th><th>Client ID</th><th>Type</th><th>Status</th></tr></thead><tbody>
${clients.map((c) => html`<tr><td><a href="${BASE}/${c.clientId}">${c.name}</a>${c.legacy ? html` <span class="muted">(legacy)</span>` : ''}</td><td><code>${c.clientId}</code></td><td class="type">${c.type}</td><td class="status"><span class="badges">${statusBadge(c.status)}${changeBadge(c)}</span></td></tr>`)}
</tbody></table>`}`,
  });
}

export function newClientPage(ctx: PageContext, values: ClientFormValues, errorText?: string): SafeHtml {
  return layout({
    title: 'Register a client',
    ...ctx,
    body: html`<h1>Register an OAuth client</h1>
${error(errorText)}
<form method="post" action="${BASE}">
<input type="hidden" name="_csrf" value="${ctx.csrfToken}">
${values.submission ? html`<input type="hidden" name="submission" value="${values.submission}">` : ''}
${clientFields(values, { creating: true })}
<div class="actions"><button type="submit">Register</button><a class="button secondary" href="${BASE}">Cancel</a></div>
</form>`,
  });
}

/** Shown right after registration: the one time the secret is visible. */
export function createdClientPage(ctx: PageContext, client: OAuthClient, secret?: string): SafeHtml {
  return layout({
    title: 'Client registered',
    ...ctx,
    body: html`<h1>${client.name} is registered</h1>
<p>${STATUS_TEXT[client.status]}</p>
${clientCredentialsPanel({ client, endpoints: ctx.endpoints, secret })}
${guideNote}
<p><a href="${BASE}/${client.clientId}">Go to the client</a></p>`,
  });
}

/** The new secret, shown once after "Create a new secret" (the form redirected here). */
export function newSecretPage(ctx: PageContext, client: OAuthClient, secret: string): SafeHtml {
  return layout({
    title: 'New client secret',
    ...ctx,
    body: html`<h1>New secret for ${client.name}</h1>
<p>Both secrets work now. Switch your app to the new one, then revoke the old one.</p>
${clientCredentialsPanel({ client, endpoints: ctx.endpoints, secret })}
<p><a href="${BASE}/${client.clientId}">Back to the client</a></p>`,
  });
}

const LAST_SECRET_REASON = 'This is the only secret: revoking it would lock your app out. Create a new secret first, switch your app to it, then revoke this one.';

/**
 * The confirmation step of revoking a secret: a page of its own, so it works without JavaScript,
 * with what the secret is (its last characters, when it was made) and what revoking does.
 */
export function revokeSecretPage(ctx: PageContext, client: OAuthClient, secret: ClientSecret, last: boolean): SafeHtml {
  const path = `${BASE}/${client.clientId}`;
  return layout({
    title: `Revoke a secret of ${client.name}?`,
    ...ctx,
    body: html`<h1>Revoke the secret <code>${secret.hint}</code> of ${client.name}?</h1>
<p class="muted">Created ${timeElement(secret.createdAt)}.</p>
${last
  ? html`<p class="error" role="alert">${LAST_SECRET_REASON}</p>
<div class="actions"><a class="button" href="${path}">Back to the client</a></div>`
  : html`<p>Requests that use this secret fail at once: tokens can no longer be obtained with it. Make sure your app already uses the other secret.</p>
<form method="post" action="${path}/secrets/${String(secret.id)}/revoke">
  <input type="hidden" name="_csrf" value="${ctx.csrfToken}">
  <input type="hidden" name="confirm" value="yes">
  <div class="actions"><button class="danger" type="submit">Revoke the secret</button><a class="button secondary" href="${path}">Cancel</a></div>
</form>`}`,
  });
}

function secretsTable(path: string, secrets: ClientSecret[], csrf: SafeHtml): SafeHtml {
  const last = secrets.length === 1;
  return html`<h2>Secrets</h2>
<table class="secrets"><thead><tr><th>Secret</th><th>Created</th><th><span class="visually-hidden">Action</span></th></tr></thead><tbody>
${secrets.map((s) => html`<tr><td><code>${s.hint}</code></td><td>${timeElement(s.createdAt)}</td><td class="secret-action">${last
  ? html`<button class="secondary" type="button" disabled aria-describedby="last-secret-reason">Revoke</button>`
  : html`<a class="button secondary" href="${path}/secrets/${String(s.id)}/revoke" aria-label="Revoke the secret ${s.hint}…">Revoke…</a>`}</td></tr>`)}
</tbody></table>
${last ? html`<p class="muted" id="last-secret-reason">${LAST_SECRET_REASON}</p>` : ''}
${secrets.length >= MAX_ACTIVE_SECRETS
  ? html`<div class="actions"><button class="secondary" type="button" disabled aria-describedby="secret-limit-reason">Create a new secret</button></div>
<p class="muted" id="secret-limit-reason">A client has at most ${String(MAX_ACTIVE_SECRETS)} secrets at a time: revoke the one your app no longer uses before creating another.</p>`
  : html`<form method="post" action="${path}/secrets">${csrf}<div class="actions"><button class="secondary" type="submit">Create a new secret</button></div></form>`}`;
}

export function clientDetailPage(
  ctx: PageContext,
  client: OAuthClient,
  secrets: ClientSecret[],
  messages: { notice?: string; error?: string; values?: ClientFormValues } = {},
): SafeHtml {
  const path = `${BASE}/${client.clientId}`;
  const csrf = html`<input type="hidden" name="_csrf" value="${ctx.csrfToken}">`;
  return layout({
    title: client.name,
    ...ctx,
    body: html`<h1>${client.name}</h1>
${notice(messages.notice)}${error(messages.error)}
<p><strong>Status:</strong> ${statusBadge(client.status)} ${STATUS_TEXT[client.status]}${client.statusReason ? html` Reason: ${client.statusReason}` : ''}</p>
<p><strong>Type:</strong> ${client.type}</p>
${clientCredentialsPanel({ client, endpoints: ctx.endpoints })}
${guideNote}
${client.legacy ? html`<p class="notice">Legacy client: its tokens are unrestricted. First add a <code>scope</code> parameter to your authorization URL, then select the matching scopes below and save; from then on every authorization request must ask for a subset of them.</p>` : ''}
${client.type === 'confidential' ? secretsTable(path, secrets, csrf) : ''}
${pendingChangePanel(client, path, csrf)}
<h2>Settings</h2>
<form method="post" action="${path}">
${csrf}
${clientFields(messages.values ?? proposedValues(client), { creating: false })}
${reviewNote(client)}
<div class="actions"><button type="submit">Save</button></div>
</form>
<h2>Delete</h2>
<details class="reason-action"><summary>Delete this client…</summary>
<form method="post" action="${path}/delete">${csrf}<p class="muted">Every token issued to ${client.name} stops working at once, and the client cannot be restored.</p><button class="danger" type="submit">Delete ${client.name}</button></form></details>
<p><a href="${BASE}">All your clients</a></p>`,
  });
}
