import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { ALL_SCOPES, SCOPE_CATALOGUE, SCOPE_GROUPS } from '../../scopes/scope-catalogue';
import type { RegistrationPolicy } from './registration-policy';

export const REGISTRATION_PAGE = '/settings/admin/registration';

/** The entry of `autoApproveHosts` that approves every self-registered client, whichever way it registered. */
export const EVERY_CLIENT = '*';

/**
 * This page's own rules: each way of registering in a box of its own, the scopes in the developer
 * form's groups laid out in columns where there is room (so the form stays short), and legends kept
 * short so that a phone's width does not wrap them into their fieldset's border.
 */
const STYLES = `
  @media (min-width: 48rem) {
    .policy-methods { display: grid; grid-template-columns: 1fr 1fr; grid-template-areas: "dynamic metadata" "every metadata"; gap: 0 1rem; }
    #method-dynamic-box { grid-area: dynamic; } #method-metadata-box { grid-area: metadata; } #method-every-box { grid-area: every; }
  }
  .policy-method { border: 1px solid var(--border); border-radius: 8px; padding: .75rem 1rem; margin: .5rem 0; }
  .policy-method code { white-space: nowrap; word-break: normal; }
  .policy-method h2 { margin: 0 0 .25rem; font-size: 1.05rem; }
  .policy-method p { margin: .25rem 0; }
  .policy-method label { font-weight: 400; }
  .policy-method textarea { min-height: 3.5rem; }
  .policy-scopes fieldset { padding: .5rem .75rem .75rem; margin: .75rem 0; }
  .policy-scopes legend { font-weight: 600; padding: 0 .25rem; }
  .scope-options { display: grid; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); gap: .15rem 1rem; }
  .scope-options label { display: flex; gap: .5rem; align-items: baseline; margin: 0; padding: .2rem 0; font-weight: 400; }
  .scope-options code { display: block; font-size: .75rem; color: var(--muted); }
`;

const checked = (on: boolean) => (on ? html` checked` : '');

/** Scopes as checkboxes in the developer form's groups, each with its meaning and its name. */
function scopeOptions(selected: readonly string[]): SafeHtml {
  return html`${SCOPE_GROUPS.map(
    ({ group, title }) => html`<fieldset><legend>${title}</legend><div class="scope-options">
${ALL_SCOPES.filter((s) => SCOPE_CATALOGUE[s].group === group).map(
  (s) => html`<label><input type="checkbox" name="scopes" value="${s}"${checked(selected.includes(s))}><span>${SCOPE_CATALOGUE[s].meaning}<code>${s}</code></span></label>`,
)}
</div></fieldset>`,
  )}`;
}

/**
 * `/settings/admin/registration`: the registration policy as one form. The two ways of registering
 * are shown apart, each with what approves its clients without review: a metadata document's client
 * by its document's host, a dynamically registered one (which has no host) only by the entry that
 * approves every self-registered client, which the page shows as a box of its own.
 */
export function registrationPolicyPage(
  ctx: { user: User; csrfToken: string },
  policy: RegistrationPolicy,
  messages: { notice?: string; error?: string } = {},
): SafeHtml {
  const everyClient = policy.autoApproveHosts.includes(EVERY_CLIENT);
  const hosts = policy.autoApproveHosts.filter((h) => h !== EVERY_CLIENT);
  return layout({
    title: 'Client registration',
    ...ctx,
    styles: STYLES,
    body: html`<h1>Client registration</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
<p>AI agents and other MCP clients register themselves, without the developer form. Their clients start pending in the
<a href="/settings/admin/oauth-clients">review queue</a> unless this policy approves them.</p>
<form method="post" action="${REGISTRATION_PAGE}">
<input type="hidden" name="_csrf" value="${ctx.csrfToken}">
<div class="policy-methods">
<section class="policy-method" id="method-dynamic-box" aria-labelledby="method-dynamic">
<h2 id="method-dynamic">Dynamic registration</h2>
<p class="muted">A client posts its details to the registration endpoint (RFC 7591) and gets a client ID.</p>
<label><input type="checkbox" name="dynamicRegistration" value="on"${checked(policy.dynamicRegistration)}> Allow dynamic registration</label>
</section>
<section class="policy-method" id="method-metadata-box" aria-labelledby="method-metadata">
<h2 id="method-metadata">Metadata documents</h2>
<p class="muted">The client ID is an https URL of a document that describes the client.</p>
<label><input type="checkbox" name="metadataDocuments" value="on"${checked(policy.metadataDocuments)}> Allow metadata documents</label>
<label for="autoApproveHosts">Approve without review the documents on these hosts, one per line</label>
<textarea id="autoApproveHosts" name="autoApproveHosts" rows="2" aria-describedby="hosts-help">${hosts.join('\n')}</textarea>
<p id="hosts-help" class="muted">For example <code>agents.example.com</code>, <code>host:8443</code>, or <code>*.example.com</code> for its subdomains.</p>
</section>
<section class="policy-method" id="method-every-box" aria-labelledby="method-every">
<h2 id="method-every">Approval of every client</h2>
<label><input type="checkbox" name="approveEveryClient" value="on"${checked(everyClient)}> Approve every self-registered client without review, by either method</label>
<p class="muted">A dynamically registered client has no host, so only this approves it without review.</p>
</section>
</div>
<section class="policy-scopes" aria-labelledby="policy-scopes">
<h2 id="policy-scopes">Scopes a self-registered client may have</h2>
${scopeOptions(policy.scopes)}
</section>
<div class="actions"><button type="submit">Save policy</button></div>
</form>`,
  });
}
