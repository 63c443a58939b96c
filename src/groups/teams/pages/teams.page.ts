import type { User } from '../../../accounts/user.entity';
import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import type { Unit } from '../../memberships/membership-rules';
import type { OwnGroup } from '../../memberships/own-memberships.service';

export interface TeamsPageContext {
  user: User;
  csrfToken: string;
}

const ROLE_NAMES = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;
const PATH: Record<Unit, string> = { team: '/settings/teams', organization: '/settings/teams/organizations' };

function actionForm(ctx: TeamsPageContext, unit: Unit, id: number, action: string, label: string, style: '' | 'secondary' | 'danger'): SafeHtml {
  return html`<form class="inline" method="post" action="${PATH[unit]}/${String(id)}/${action}">
<input type="hidden" name="_csrf" value="${ctx.csrfToken}">
<button class="${style}" type="submit">${label}</button></form>`;
}

function groupCard(ctx: TeamsPageContext, unit: Unit, g: OwnGroup): SafeHtml {
  const title = html`<strong>${g.name}</strong> <span class="muted">(${g.slug})</span>`;
  if (!g.accepted) {
    return html`<li class="card" data-${unit}-id="${String(g.id)}">
<p>${title} invites you as ${ROLE_NAMES[g.role]}.</p>
<div class="actions">${actionForm(ctx, unit, g.id, 'accept', 'Accept', '')}${actionForm(ctx, unit, g.id, 'decline', 'Decline', 'secondary')}</div>
</li>`;
  }
  return html`<li class="card" data-${unit}-id="${String(g.id)}">
<p>${title} · ${ROLE_NAMES[g.role]}</p>
<div class="actions">${actionForm(ctx, unit, g.id, 'leave', unit === 'team' ? 'Leave team' : 'Leave organization', 'danger')}</div>
</li>`;
}

/** `/settings/teams`: the person's invitations (accept or decline), teams and organizations (leave). */
export function teamsPage(ctx: TeamsPageContext, groups: Record<Unit, OwnGroup[]>, messages: { notice?: string; error?: string } = {}): SafeHtml {
  const invitations = [...groups.organization.filter((g) => !g.accepted).map((g) => ['organization', g] as const), ...groups.team.filter((g) => !g.accepted).map((g) => ['team', g] as const)];
  const teams = groups.team.filter((g) => g.accepted);
  const organizations = groups.organization.filter((g) => g.accepted);
  return layout({
    title: 'Your teams',
    ...ctx,
    body: html`<h1>Your teams and organizations</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
${invitations.length
  ? html`<h2>Invitations</h2>
<p class="muted">Once you accept, a team can make you a host of its event types and show you its bookings; an organization's admins can manage your availability.</p>
<ul class="cards">${invitations.map(([unit, g]) => groupCard(ctx, unit, g))}</ul>`
  : ''}
<h2>Teams</h2>
${teams.length
  ? html`<ul class="cards">${teams.map((g) => groupCard(ctx, 'team', g))}</ul>`
  : html`<p class="muted">You are not in any team yet. Teams are created by apps you authorize, or through the API (<code>POST /v2/teams</code>).</p>`}
${organizations.length ? html`<h2>Organizations</h2><ul class="cards">${organizations.map((g) => groupCard(ctx, 'organization', g))}</ul>` : ''}`,
  });
}
