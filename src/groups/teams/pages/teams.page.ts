import type { User } from '../../../accounts/user.entity';
import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import type { Unit } from '../../../membership/membership-rules';
import type { OwnGroup } from '../../memberships/own-memberships.service';

export interface TeamsPageContext {
  user: User;
  csrfToken: string;
}

/** What the page shows besides the groups: a notice, an error, and what was typed in the new-team form. */
export interface TeamsPageMessages {
  notice?: string;
  error?: string;
  newTeam?: NewTeamForm;
}

export interface NewTeamForm {
  name: string;
  slug: string;
  timeZone: string;
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

/** The form that creates a team owned by the person; after a refusal it shows what was typed. */
function newTeamForm(ctx: TeamsPageContext, typed: NewTeamForm | undefined, open: boolean): SafeHtml {
  const v = typed ?? { name: '', slug: '', timeZone: 'UTC' };
  return html`<details class="new-team"${open ? html` open` : ''}><summary>Create a team</summary>
<form method="post" action="/settings/teams">
<input type="hidden" name="_csrf" value="${ctx.csrfToken}">
<label for="team-name">Name</label>
<input id="team-name" name="name" type="text" required maxlength="100" value="${v.name}">
<label for="team-slug">Slug</label>
<input id="team-slug" name="slug" type="text" required maxlength="100" pattern="[a-z0-9]+(-[a-z0-9]+)*" aria-describedby="team-slug-hint" value="${v.slug}">
<p class="muted" id="team-slug-hint">Lower-case letters and digits, separated by single hyphens (<code>sales-emea</code>); unique across the service.</p>
<label for="team-time-zone">Time zone</label>
<input id="team-time-zone" name="timeZone" type="text" autocomplete="off" aria-describedby="team-time-zone-hint" value="${v.timeZone}">
<p class="muted" id="team-time-zone-hint">An IANA time zone such as <code>Europe/Berlin</code>; UTC when left empty.</p>
<div class="actions"><button type="submit">Create team</button></div>
</form></details>`;
}

/** `/settings/teams`: the person's invitations (accept or decline), teams and organizations (leave), and a new team. */
export function teamsPage(ctx: TeamsPageContext, groups: Record<Unit, OwnGroup[]>, messages: TeamsPageMessages = {}): SafeHtml {
  const invitations = [...groups.organization.filter((g) => !g.accepted).map((g) => ['organization', g] as const), ...groups.team.filter((g) => !g.accepted).map((g) => ['team', g] as const)];
  const teams = groups.team.filter((g) => g.accepted);
  const organizations = groups.organization.filter((g) => g.accepted);
  return layout({
    title: 'Your teams and organizations',
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
  : html`<p class="muted">You are not in any team yet. Create one below, or accept an invitation when a team's admin sends you one.</p>`}
${newTeamForm(ctx, messages.newTeam, messages.newTeam !== undefined || teams.length === 0)}
${organizations.length ? html`<h2>Organizations</h2><ul class="cards">${organizations.map((g) => groupCard(ctx, 'organization', g))}</ul>` : ''}`,
  });
}
