import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { ALL_SCOPES, SCOPE_CATALOGUE } from '../../scopes/scope-catalogue';
import type { RegistrationPolicy } from './registration-policy';

export const REGISTRATION_PAGE = '/settings/admin/registration';

/** `/settings/admin/registration`: the registration policy as one form. */
export function registrationPolicyPage(
  ctx: { user: User; csrfToken: string },
  policy: RegistrationPolicy,
  messages: { notice?: string; error?: string } = {},
): SafeHtml {
  const checked = (on: boolean) => (on ? html` checked` : '');
  return layout({
    title: 'Client registration',
    ...ctx,
    body: html`<h1>Client registration</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
<p>AI agents and other MCP clients register themselves, without the developer form. Clients registered this way
appear in the <a href="/settings/admin/oauth-clients">review queue</a> and start pending, unless this policy approves them.</p>
<form method="post" action="${REGISTRATION_PAGE}">
<input type="hidden" name="_csrf" value="${ctx.csrfToken}">
<p><label><input type="checkbox" name="dynamicRegistration" value="on"${checked(policy.dynamicRegistration)}> Dynamic client registration (RFC 7591)</label></p>
<p><label><input type="checkbox" name="metadataDocuments" value="on"${checked(policy.metadataDocuments)}> Client ID Metadata Documents (an https <code>client_id</code> URL)</label></p>
<fieldset><legend>Scopes a self-registered client may be enabled for</legend>
${ALL_SCOPES.map(
  (s) => html`<label><input type="checkbox" name="scopes" value="${s}"${checked(policy.scopes.includes(s))}> <code>${s}</code> ${SCOPE_CATALOGUE[s].meaning}</label><br>`,
)}
</fieldset>
<label for="autoApproveHosts">Approved without review: metadata document hosts, one per line (<code>*</code>: every self-registered client)</label>
<textarea id="autoApproveHosts" name="autoApproveHosts" rows="4">${policy.autoApproveHosts.join('\n')}</textarea>
<div class="actions"><button type="submit">Save policy</button></div>
</form>`,
  });
}
