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

export const fieldList = (fields: ReviewedField[]) => fields.map((f) => FIELD_LABELS[f].toLowerCase()).join(', ');

/** A scope as a compact chip; its meaning on hover. */
export const scopeChip = (scope: Scope, mark?: 'added' | 'removed'): SafeHtml =>
  html`<li class="chip${mark ? ` chip-${mark}` : ''}" title="${SCOPE_CATALOGUE[scope]?.meaning ?? ''}">${mark === 'added' ? html`<span class="sr-only">added </span>+ ` : mark === 'removed' ? html`<span class="sr-only">removed </span>− ` : ''}${scope}</li>`;

/** Scopes as chips in the catalogue's groups (your account, teams, organization); empty groups left out. */
export function scopeChips(scopes: Scope[], marks: Map<Scope, 'added' | 'removed'> = new Map()): SafeHtml {
  const groups = SCOPE_GROUPS.map(({ group, title }) => ({ title, scopes: scopes.filter((s) => SCOPE_CATALOGUE[s]?.group === group) })).filter((g) => g.scopes.length > 0);
  return html`<div class="scope-groups">${groups.map(
    (g) => html`<div class="scope-group"><span class="scope-group-title">${g.title}</span><ul class="chips">${g.scopes.map((s) => scopeChip(s, marks.get(s)))}</ul></div>`,
  )}</div>`;
}

/** Redirect URIs in a monospace block, one per line, breaking anywhere only inside an address. */
export function uriList(uris: string[], marks: Map<string, 'added' | 'removed'> = new Map()): SafeHtml {
  return html`<ul class="uris">${uris.map((u) => {
    const mark = marks.get(u);
    return html`<li${mark ? html` class="uri-${mark}"` : ''}>${mark === 'added' ? html`<ins><span class="sr-only">added </span>+ ${u}</ins>` : mark === 'removed' ? html`<del><span class="sr-only">removed </span>− ${u}</del>` : u}</li>`;
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
      value = html`<del class="${mono}"><span class="sr-only">was </span>${text(client[field])}</del> <span aria-hidden="true">→</span> <ins class="${mono}"><span class="sr-only">becomes </span>${text(held[field])}</ins>`;
    }
    return html`<dt>${FIELD_LABELS[field]}</dt><dd>${value}</dd>`;
  })}</dl>`;
}

/** "22 Nov 2026, 14:05 UTC": dates on review pages, unambiguous and short. */
export function shortDate(iso: string | Date): string {
  const d = new Date(iso);
  const date = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${date}, ${time} UTC`;
}
