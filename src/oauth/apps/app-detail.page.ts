import { STATUS_CODES } from 'node:http';
import type { User } from '../../accounts/user.entity';
import type { ActivityEntry } from '../../activity/activity-log';
import type { PersonAppUse } from '../../activity/app-usage.service';
import { timeElement } from '../../common/html/dates';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { SCOPE_CATALOGUE, sortScopes, type Scope } from '../../scopes/scope-catalogue';
import type { AuthorizedApp } from '../grants/grants.service';

export const ACTIVITY_PAGE_SIZE = 25;
const RECENT_MS = 30 * 86_400_000;

export interface AppDetail {
  clientId: string;
  name: string;
  /** Null: the person no longer authorizes it (its past activity is still shown). */
  authorized: AuthorizedApp | null;
  use: PersonAppUse | null;
  activity: { items: ActivityEntry[]; total: number; page: number };
  now: number;
  /** How long changes are kept (ACTIVITY_RETENTION_DAYS). */
  retentionDays: number;
}

/** Each scope it holds, and whether it relied on it in the last 30 days. */
function scopesSection(app: AuthorizedApp, use: PersonAppUse | null, now: number): SafeHtml {
  const recent = (scope: string) => {
    const at = use?.scopesUsed.get(scope);
    return at && now - at.getTime() <= RECENT_MS ? at : undefined;
  };
  const held = app.unrestricted ? sortScopes([...(use?.scopesUsed.keys() ?? [])].filter((s): s is Scope => s in SCOPE_CATALOGUE)) : app.scopes;
  return html`<h2>What it can do</h2>
${app.unrestricted ? html`<p><strong>Full access to your account</strong> (an app authorized before permissions existed). What it used:</p>` : ''}
${held.length === 0
  ? html`<p class="muted">Nothing used yet.</p>`
  : html`<ul class="app-scopes">${held.map((scope) => {
      const at = recent(scope);
      return html`<li data-scope="${scope}">${SCOPE_CATALOGUE[scope].meaning} <code>${scope}</code><br>${
        at ? html`<span class="used">Used in the last 30 days, last ${timeElement(at)}</span>` : html`<span class="muted">Not used in the last 30 days</span>`
      }</li>`;
    })}</ul>`}`;
}

/** A route template may break after each slash, never inside a segment (`/v2/bookings/:uid/cancel`). */
const breakable = (action: string): SafeHtml => html`${action.split(/(?<=\/)/).map((part, i) => html`${i > 0 ? html`<wbr>` : ''}${part}`)}`;

const RESULT_WORDS = (status: number) => `${status} ${STATUS_CODES[status] ?? ''}`.trim();

function activityTable(detail: AppDetail): SafeHtml {
  const { items, total, page } = detail.activity;
  if (total === 0) return html`<p class="muted">No changes in the last ${String(detail.retentionDays)} days.</p>`;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const href = (p: number) => `/settings/apps/${encodeURIComponent(detail.clientId)}${p > 1 ? `?page=${p}` : ''}#activity`;
  return html`<table class="activity"><thead><tr><th>When</th><th>What</th><th>On</th><th>Result</th></tr></thead><tbody>
${items.map(
  (a) => html`<tr class="${a.status >= 400 ? 'failed' : 'done'}"><td class="when">${timeElement(a.occurredAt)}</td>
<td class="action"><code>${breakable(a.action)}</code>${a.channel === 'mcp' ? html` <span class="muted">(MCP tool)</span>` : ''}</td>
<td class="target">${a.target ? html`<code>${a.target}</code>` : html`<span class="muted">–</span>`}</td>
<td class="result">${RESULT_WORDS(a.status)}</td></tr>`,
)}
</tbody></table>
${pages > 1
  ? html`<nav class="pager" aria-label="Pages of activity">
${page > 1 ? html`<a href="${href(page - 1)}" rel="prev">← Newer</a>` : html`<span></span>`}
<span class="muted">Page ${String(page)} of ${String(pages)}</span>
${page < pages ? html`<a href="${href(page + 1)}" rel="next">Older →</a>` : html`<span></span>`}
</nav>`
  : ''}`;
}

const STYLES = `
  .app-scopes { padding-left: 1.2rem; }
  .app-scopes li { margin: .35rem 0; }
  .app-scopes code { font-size: .8rem; color: var(--muted); white-space: nowrap; }
  .app-scopes .used { color: #067647; font-size: .9rem; }
  .app-scopes .muted { font-size: .9rem; }
  table.activity code { font-size: .85rem; }
  table.activity td.action code { word-break: normal; overflow-wrap: normal; }
  table.activity td.when, table.activity td.result { white-space: nowrap; }
  table.activity tr.failed td.result { color: var(--danger); }
  /* Phones: one block per change: when and how it ended on one line, then what, on what. */
  @media (max-width: 40rem) {
    table.activity thead { display: none; }
    table.activity tr { display: flex; flex-wrap: wrap; column-gap: .5rem; padding: .6rem 0; border-bottom: 1px solid var(--border); }
    table.activity td { padding: .1rem 0; border: none; }
    table.activity td.when { order: 1; }
    table.activity td.when::after { content: " ·"; color: var(--muted); }
    table.activity td.result { order: 2; }
    table.activity td.action { order: 3; flex-basis: 100%; }
    table.activity td.target { order: 4; flex-basis: 100%; min-width: 0; }
  }
`;

/** `/settings/apps/{clientId}`: what an app may do for the person, what it used lately, and what it did, newest first. */
export function appDetailPage(ctx: { user: User; csrfToken: string }, detail: AppDetail): SafeHtml {
  const app = detail.authorized;
  return layout({
    title: `${detail.name}: what it did`,
    ...ctx,
    styles: STYLES,
    body: html`<p><a href="/settings/apps">← Apps you have authorized</a></p>
<h1>${detail.name}</h1>
${app?.websiteUri ? html`<p class="muted">${app.websiteUri}</p>` : ''}
<p>${app ? html`Authorized ${timeElement(app.lastAuthorizedAt, false)}. ` : html`<strong>You no longer authorize this app.</strong> `}${
      detail.use ? html`Last used ${timeElement(detail.use.lastUsedAt)}.` : html`Not used yet.`
    }</p>
${app ? scopesSection(app, detail.use, detail.now) : ''}
<h2 id="activity">What it did</h2>
<p class="muted">Every change it made for you (creating, changing or cancelling something) in the last ${String(detail.retentionDays)} days, newest first, including what was refused. What it only read is not listed.</p>
${activityTable(detail)}
${app ? html`<div class="actions"><a class="button secondary" href="/settings/apps/${encodeURIComponent(app.clientId)}/revoke" aria-label="Revoke ${app.name}…">Revoke…</a></div>` : ''}`,
  });
}
