import { COPY_BUTTON_SCRIPT_PATH } from '../../../common/html/copy-button.script';
import { html, SafeHtml } from '../../../common/html/html';
import type { OAuthEndpoints } from '../../metadata/oauth-endpoints';
import type { OAuthClient } from '../client.entity';

export interface CredentialsPanel {
  client: Pick<OAuthClient, 'clientId' | 'type'>;
  endpoints: OAuthEndpoints;
  /** A secret just created or rotated: the only time it can be shown. */
  secret?: string;
}

/**
 * A value to copy: selectable text on its own, plus a Copy button that the script reveals. Without
 * JavaScript the button stays hidden and the value is still there to select.
 */
function copyable(id: string, value: string, what: string): SafeHtml {
  return html`<div class="copy-row"><code id="${id}">${value}</code><button type="button" class="copy secondary" data-copy="${id}" data-copy-what="${what}" aria-label="Copy the ${what}" hidden>Copy</button></div>`;
}

function secretEntry({ client, secret }: CredentialsPanel): SafeHtml {
  if (secret) {
    return html`<dd>${copyable('client-secret', secret, 'client secret')}
<p class="notice" role="status"><strong>Copy this client secret now.</strong> It will not be shown again: only its last characters are kept for reference.</p></dd>`;
  }
  if (client.type === 'public') {
    return html`<dd class="muted">None: a public client has no secret. Send a PKCE <code>code_challenge</code> (S256) with every authorization request.</dd>`;
  }
  return html`<dd class="muted">Shown only once, when it is created. If you no longer have it, create a new secret below, switch your app to it, then revoke the old one.</dd>`;
}

/**
 * The five things an app needs to be configured (client ID, secret, authorization URL, access-token
 * URL, refresh-token URL), plus the metadata URL for libraries that discover the rest themselves.
 */
export function clientCredentialsPanel(panel: CredentialsPanel): SafeHtml {
  const { client, endpoints } = panel;
  return html`<section class="credentials" aria-labelledby="credentials-title">
<h2 id="credentials-title">What your app needs</h2>
<dl>
<dt>Client ID</dt><dd>${copyable('credential-client-id', client.clientId, 'client ID')}</dd>
<dt>Client secret</dt>${secretEntry(panel)}
<dt>Authorization URL</dt><dd>${copyable('credential-authorization-url', endpoints.authorization, 'authorization URL')}</dd>
<dt>Access token URL</dt><dd>${copyable('credential-token-url', endpoints.token, 'access token URL')}</dd>
<dt>Refresh token URL</dt><dd>${copyable('credential-refresh-url', endpoints.token, 'refresh token URL')}
<p class="muted">The same endpoint as the access token URL: send <code>grant_type=refresh_token</code> to it.</p></dd>
<dt>Server metadata (RFC 8414)</dt><dd>${copyable('credential-metadata-url', endpoints.metadata, 'metadata URL')}
<p class="muted">For OAuth libraries that discover the other URLs from it.</p></dd>
</dl>
<p class="visually-hidden" role="status" id="copy-status"></p>
<script src="${COPY_BUTTON_SCRIPT_PATH}" defer></script>
</section>`;
}
