import type { User } from '../../../accounts/user.entity';
import type { ClientUse } from '../../../activity/app-usage.service';
import { BAR_CHART_STYLES, barChart } from '../../../common/html/bar-chart';
import { readableDate, timeElement } from '../../../common/html/dates';
import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import type { OAuthClient } from '../../clients/client.entity';
import { scopeChips } from '../../clients/pages/change-diff';
import { BASE, clientCard, type QueueView } from './review.pages';

export const USAGE_DAYS = 30;

export interface ClientUsageView {
  use: ClientUse;
  authorizations: { grants: number; people: number };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const dayLabel = (day: string) => readableDate(new Date(`${day}T00:00:00Z`), false);

/** The chart of requests per day, its caption saying in words what it shows. */
function requestsChart(use: ClientUse): SafeHtml {
  const total = use.days.reduce((n, d) => n + d.requests, 0);
  const errors = use.days.reduce((n, d) => n + d.errors, 0);
  const busiest = use.days.reduce((a, b) => (b.requests > a.requests ? b : a), use.days[0]);
  const caption =
    total === 0
      ? `Requests per day over the last ${USAGE_DAYS} days (UTC): none.`
      : `Requests per day over the last ${USAGE_DAYS} days (UTC): ${plural(total, 'request')}, ${plural(errors, 'error')}; the busiest day was ${dayLabel(busiest.day)}, with ${plural(busiest.requests, 'request')}.`;
  return barChart({
    id: 'requests-per-day',
    caption,
    valueName: 'requests',
    partName: 'errors',
    bars: use.days.map((d) => ({ label: dayLabel(d.day), axisLabel: dayLabel(d.day).replace(/ \d{4}$/, ''), value: d.requests, part: d.errors })),
  });
}

function usageSection(client: OAuthClient, { use, authorizations }: ClientUsageView): SafeHtml {
  const total = use.days.reduce((n, d) => n + d.requests, 0);
  const errors = use.days.reduce((n, d) => n + d.errors, 0);
  const unused = client.scopes.filter((s) => !use.scopesUsed.includes(s));
  return html`<section class="client-usage" aria-labelledby="usage-title">
<h2 id="usage-title">Use in the last ${String(USAGE_DAYS)} days</h2>
<p class="muted">Requests made with its access tokens, to the API and the MCP endpoint.</p>
${requestsChart(use)}
<dl class="usage-facts">
<dt>Requests</dt><dd>${plural(total, 'request')}</dd>
<dt>Errors</dt><dd>${plural(errors, 'error')}${total > 0 ? html` <span class="muted">(${((errors / total) * 100).toFixed(1)}% of requests; 4xx and 5xx answers, and tool calls that failed)</span>` : ''}</dd>
<dt>Active grants</dt><dd>${plural(authorizations.grants, 'grant')} <span class="muted">(${plural(authorizations.people, 'person', 'people')})</span></dd>
<dt>Last use</dt><dd>${use.lastUsedAt ? timeElement(use.lastUsedAt) : html`<span class="muted">Never, in the last days kept</span>`}</dd>
<dt>Scopes held but not used in ${String(USAGE_DAYS)} days</dt><dd>${
    client.legacy
      ? html`<span class="muted">Unrestricted (legacy client): it holds every scope.</span>`
      : unused.length === 0
        ? html`<span class="muted">None: it used every scope it holds.</span>`
        : html`${scopeChips(unused)}<p class="muted">Fewer scopes, less harm if its tokens leak: the owner can remove these.</p>`
  }</dd>
</dl>
</section>`;
}

const STYLES = `${BAR_CHART_STYLES}
  .client-usage { margin: 1.5rem 0; }
  .usage-facts { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: .4rem 1rem; margin: 1rem 0; }
  .usage-facts dt { font-weight: 600; }
  .usage-facts dd { margin: 0; min-width: 0; }
  @media (max-width: 40rem) { .usage-facts { grid-template-columns: 1fr; } .usage-facts dd { margin-bottom: .5rem; } }
`;

/** `/settings/admin/oauth-clients/{clientId}`: one client under review, with what it did lately. */
export function clientUsagePage(ctx: { user: User; csrfToken: string }, client: OAuthClient, usage: ClientUsageView): SafeHtml {
  const view: QueueView = { filter: 'all', page: 1, total: 1, counts: { pending: 0, 'pending-change': 0, approved: 0, rejected: 0, suspended: 0, all: 0 } };
  return layout({
    title: `${client.name}: review and use`,
    ...ctx,
    styles: STYLES,
    body: html`<p><a href="${BASE}">← All clients</a></p>
<h1>${client.name}</h1>
${usageSection(client, usage)}
<ul class="client-cards">${clientCard(client, ctx.csrfToken, view, false)}</ul>`,
  });
}
