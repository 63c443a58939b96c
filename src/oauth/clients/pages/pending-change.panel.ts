import { timeElement } from '../../../common/html/dates';
import { html, SafeHtml } from '../../../common/html/html';
import { REVIEW_NOTE_SCRIPT_PATH } from '../../../common/html/review-note.script';
import type { OAuthClient } from '../client.entity';
import { heldFields, heldOf } from '../pending-change';
import { changeDiff, fieldList } from './change-diff';
import type { ClientFormValues } from './client-form.page';

/**
 * The owner's side of pending changes on the client page: what awaits review (with a Withdraw
 * button), why the last change was rejected, and, by the Save button, which edits will need review.
 */
export function pendingChangePanel(client: OAuthClient, path: string, csrf: SafeHtml): SafeHtml {
  const change = client.pendingChange;
  const rejection = client.changeRejection;
  return html`${change
    ? html`<section class="pending-change" id="pending-change" aria-labelledby="pending-change-title">
<h2 id="pending-change-title">Waiting for review</h2>
<p>You changed the ${fieldList(heldFields(change))} on ${timeElement(new Date(change.submittedAt))}. An administrator reviews it before it applies; until then your app keeps working with the approved values.</p>
${changeDiff(client, change)}
<form method="post" action="${path}/pending-change/withdraw">${csrf}<button class="secondary" type="submit">Withdraw this change</button></form>
</section>`
    : ''}
${rejection
  ? html`<p class="error" role="status" id="change-rejection">An administrator rejected your change to the ${fieldList(rejection.fields)} on ${timeElement(new Date(rejection.rejectedAt))}. Reason: ${rejection.reason}</p>`
  : ''}`;
}

/** The values the edit form starts from: the live client with its pending change laid over it. */
export function proposedValues(client: OAuthClient): ClientFormValues {
  return { ...client, ...(client.pendingChange ? heldOf(client.pendingChange) : {}) };
}

/**
 * Next to Save on an approved client: which edits will wait for review and which apply at once.
 * The approved values ride along as data attributes so `review-note.js` names the owner's edits
 * that will wait for review as they type; without the script the note still says the rule.
 */
export function reviewNote(client: OAuthClient): SafeHtml {
  if (client.status !== 'approved') return html``;
  return html`<div class="review-note" id="review-note" data-name="${client.name}" data-logo-uri="${client.logoUri ?? ''}" data-website-uri="${client.websiteUri ?? ''}" data-redirect-uris="${client.redirectUris.join('\n')}" data-scopes="${client.scopes.join(' ')}" data-legacy="${String(client.legacy)}">
<p><strong>Needs review:</strong> changing the name or logo, adding a redirect URI or adding a scope. Such changes wait for an administrator; the approved version keeps working meanwhile.
<strong>Applies at once:</strong> the website, removing redirect URIs, removing scopes.</p>
<p id="review-note-live" aria-live="polite" hidden></p>
<script src="${REVIEW_NOTE_SCRIPT_PATH}" defer></script>
</div>`;
}
