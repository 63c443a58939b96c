import { html, SafeHtml } from '../../../common/html/html';
import { SCOPE_CATALOGUE, SCOPE_GROUPS, type Scope } from '../../../scopes/scope-catalogue';
import type { OAuthClient } from '../client.entity';
import { heldFields, heldOf, type HeldValues, type PendingChange, type ReviewedField } from '../pending-change';

/** How the review pages name each reviewed field. */
export const FIELD_LABELS: Record<ReviewedField, string> = {
  name: 'Name',
  logoUri: 'Logo',
  redirectUris: 'Redirect URIs',
  scopes: 'Scopes',
};

const FIELD_WORDS: Record<ReviewedField, string> = { name: 'name', logoUri: 'logo', redirectUris: 'redirect URIs', scopes: 'scopes' };

/** "name, redirect URIs and scopes". */
export function fieldList(fields: ReviewedField[]): string {
  const words = fields.map((f) => FIELD_WORDS[f]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
}

/** A scope as a compact chip; its meaning on hover. */
export const scopeChip = (scope: Scope, mark?: 'added' | 'removed'): SafeHtml =>
  html`<li class="chip${mark ? ` chip-${mark}` : ''}" title="${SCOPE_CATALOGUE[scope]?.meaning ?? ''}">${mark === 'added' ? html`<span class="visually-hidden">added </span>+ ` : mark === 'removed' ? html`<span class="visually-hidden">removed </span>− ` : ''}${scope}</li>`;

/** Scopes as chips in the catalogue's groups (your account, teams, organization); empty groups left out. */
export function scopeChips(scopes: Scope[], marks: Map<Scope, 'added' | 'removed'> = new Map()): SafeHtml {
  const groups = SCOPE_GROUPS.map(({ group, title }) => ({ title, scopes: scopes.filter((s) => SCOPE_CATALOGUE[s]?.group === group) })).filter((g) => g.scopes.length > 0);
  return html`<div class="scope-groups">${groups.map(
    (g) => html`<div class="scope-group"><span class="scope-group-title">${g.title}</span><ul class="chips">${g.scopes.map((s) => scopeChip(s, marks.get(s)))}</ul></div>`,
  )}</div>`;
}

/** Redirect URIs in a monospace block, one per line, breaking anywhere only inside an address; a diff's marks in a gutter. */
export function uriList(uris: string[], marks: Map<string, 'added' | 'removed'> = new Map()): SafeHtml {
  if (marks.size === 0) return html`<ul class="uris">${uris.map((u) => html`<li>${u}</li>`)}</ul>`;
  return html`<ul class="uris uris-diff">${uris.map((u) => {
    const mark = marks.get(u);
    const row = (sign: string, label: string) => html`<span class="uri-sign" aria-hidden="true">${sign}</span><span class="uri-text">${label ? html`<span class="visually-hidden">${label} </span>` : ''}${u}</span>`;
    if (mark === 'added') return html`<li><ins>${row('+', 'added')}</ins></li>`;
    if (mark === 'removed') return html`<li><del>${row('−', 'removed')}</del></li>`;
    return html`<li><span class="uri-same">${row(' ', '')}</span></li>`;
  })}</ul>`;
}

/** A list diff: everything in either version, the additions and removals marked. */
function listDiff<T>(before: T[], after: T[]): { all: T[]; marks: Map<T, 'added' | 'removed'> } {
  const marks = new Map<T, 'added' | 'removed'>();
  for (const v of after) if (!before.includes(v)) marks.set(v, 'added');
  for (const v of before) if (!after.includes(v)) marks.set(v, 'removed');
  return { all: [...before, ...after.filter((v) => !before.includes(v))], marks };
}

const text = (value: string | null | undefined) => (value ? value : html`<em>none</em>`);

/** The pending change against the live client, field by field: what an administrator approves. */
export function changeDiff(client: OAuthClient, change: PendingChange): SafeHtml {
  const held: HeldValues = heldOf(change);
  return html`<dl class="diff">${heldFields(change).map((field) => {
    let value: SafeHtml;
    if (field === 'scopes') {
      const { all, marks } = listDiff(client.scopes, held.scopes ?? []);
      value = scopeChips(all as Scope[], marks);
    } else if (field === 'redirectUris') {
      const { all, marks } = listDiff(client.redirectUris, held.redirectUris ?? []);
      value = uriList(all, marks);
    } else {
      const mono = field === 'logoUri' ? 'diff-uri' : '';
      value = html`<del class="${mono}"><span class="visually-hidden">was </span>${text(client[field])}</del> <span aria-hidden="true">→</span> <ins class="${mono}"><span class="visually-hidden">becomes </span>${text(held[field])}</ins>`;
    }
    return html`<dt>${FIELD_LABELS[field]}</dt><dd>${value}</dd>`;
  })}</dl>`;
}
