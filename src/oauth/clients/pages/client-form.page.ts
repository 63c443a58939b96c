import { randomToken } from '../../../common/crypto/tokens';
import { html, SafeHtml } from '../../../common/html/html';
import { ALL_SCOPES, SCOPE_CATALOGUE, SCOPE_GROUPS } from '../../../scopes/scope-catalogue';

/** The values a client form shows: what was saved, or what was just submitted. */
export interface ClientFormValues {
  name: string;
  redirectUris: string[];
  scopes: string[];
  type?: string;
  logoUri?: string | null;
  websiteUri?: string | null;
  /** The registration form's one-time key (see `registrationKeyOf`). */
  submission?: string;
}

/** Scopes as checkboxes, grouped like the consent page shows them, each with its meaning. */
function scopeFields(selected: string[]): SafeHtml {
  return html`${SCOPE_GROUPS.map(
    ({ group, title }) => html`<fieldset><legend>${title}</legend>
${ALL_SCOPES.filter((s) => SCOPE_CATALOGUE[s].group === group).map(
  (scope) => html`<div><label class="inline"><input type="checkbox" name="scopes" value="${scope}" ${selected.includes(scope) ? html`checked` : ''}>
<code>${scope}</code> <span class="muted">${SCOPE_CATALOGUE[scope].meaning}</span></label></div>`,
)}
</fieldset>`,
  )}`;
}

export function clientFields(values: ClientFormValues, options: { creating: boolean }): SafeHtml {
  return html`<label for="name">Name (shown to people on the consent page)</label>
<input id="name" name="name" type="text" required maxlength="100" value="${values.name}">
<label for="redirectUris">Redirect URIs, one per line (up to 10; https, or http on localhost)</label>
<textarea id="redirectUris" name="redirectUris" required>${values.redirectUris.join('\n')}</textarea>
<label for="websiteUri">Website (optional)</label>
<input id="websiteUri" name="websiteUri" type="url" value="${values.websiteUri ?? ''}">
<label for="logoUri">Logo URL (optional)</label>
<input id="logoUri" name="logoUri" type="url" value="${values.logoUri ?? ''}">
${options.creating
  ? html`<fieldset><legend>Type</legend>
<div><label class="inline"><input type="radio" name="type" value="confidential" ${values.type !== 'public' ? html`checked` : ''}> Confidential: a server that can keep a secret</label></div>
<div><label class="inline"><input type="radio" name="type" value="public" ${values.type === 'public' ? html`checked` : ''}> Public: a mobile or browser app; no secret, PKCE required</label></div>
</fieldset>`
  : ''}
<h2>Scopes</h2>
<p class="muted">Select what your app may ask for. At least one.</p>
${scopeFields(values.scopes)}`;
}

/** Reads the form: repeated `scopes` fields, redirect URIs one per line. */
export function readClientForm(body: Record<string, unknown>): ClientFormValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const scopes = body.scopes === undefined ? [] : Array.isArray(body.scopes) ? body.scopes.map(text) : [text(body.scopes)];
  return {
    name: text(body.name),
    redirectUris: text(body.redirectUris)
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    scopes,
    type: text(body.type) || 'confidential',
    logoUri: text(body.logoUri).trim() || null,
    websiteUri: text(body.websiteUri).trim() || null,
    submission: registrationKeyOf(body.submission),
  };
}

/** A new registration form's one-time key: 128 random bits. */
export const newRegistrationKey = () => randomToken('', 16);

/** The key a submitted registration form carries, if it looks like one this server made. */
function registrationKeyOf(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w-]{22}$/.test(value) ? value : undefined;
}
