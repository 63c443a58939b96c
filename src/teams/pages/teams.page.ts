import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import type { MyTeam } from '../teams.service';

export interface TeamsPageContext {
  user: User;
  csrfToken: string;
}

const ROLE_NAMES = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;

function actionForm(ctx: TeamsPageContext, teamId: number, action: string, label: string, style: 'primary' | 'secondary' | 'danger'): SafeHtml {
  return html`<form class="inline" method="post" action="/settings/teams/${String(teamId)}/${action}">
<input type="hidden" name="_csrf" value="${ctx.csrfToken}">
<button class="${style === 'primary' ? '' : style}" type="submit">${label}</button></form>`;
}

/** `/settings/teams`: the person's invitations (accept or decline) and teams (leave). */
export function teamsPage(ctx: TeamsPageContext, teams: MyTeam[], messages: { notice?: string; error?: string } = {}): SafeHtml {
  const invitations = teams.filter((t) => !t.membership.accepted);
  const mine = teams.filter((t) => t.membership.accepted);
  return layout({
    title: 'Your teams',
    ...ctx,
    body: html`<h1>Your teams</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
${invitations.length
  ? html`<h2>Invitations</h2>
<ul class="cards">${invitations.map(
      ({ team, membership }) => html`<li class="card" data-team-id="${String(team.id)}">
<p><strong>${team.name}</strong> <span class="muted">(${team.slug})</span> invites you as ${ROLE_NAMES[membership.role]}.</p>
<p class="muted">Once you accept, the team can make you a host of its event types and see its bookings with you.</p>
<div class="actions">${actionForm(ctx, team.id, 'accept', 'Accept', 'primary')}${actionForm(ctx, team.id, 'decline', 'Decline', 'secondary')}</div>
</li>`,
    )}</ul>`
  : ''}
<h2>Teams you belong to</h2>
${mine.length
  ? html`<ul class="cards">${mine.map(
      ({ team, membership }) => html`<li class="card" data-team-id="${String(team.id)}">
<p><strong>${team.name}</strong> <span class="muted">(${team.slug})</span> · ${ROLE_NAMES[membership.role]}</p>
${team.bio ? html`<p>${team.bio}</p>` : ''}
<div class="actions">${actionForm(ctx, team.id, 'leave', 'Leave team', 'danger')}</div>
</li>`,
    )}</ul>`
  : html`<p class="muted">You are not in any team yet. Teams are created by apps you authorize, or through the API (<code>POST /v2/teams</code>).</p>`}`,
  });
}
