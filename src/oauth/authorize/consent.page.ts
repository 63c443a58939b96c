import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { layout } from '../../common/html/layout';
import { type Scope, SCOPE_CATALOGUE, SCOPE_GROUPS, teamScopeGrantedBy } from '../../scopes/scope-catalogue';
import type { OrganizationRole } from '../../membership/groups.service';
import type { AuthorizeRequest } from './authorize-request';

interface ConsentContext {
  user: User;
  csrfToken: string;
  request: AuthorizeRequest;
  /** Where the person holds a role, shown with the organization permissions (they act there only). */
  organizations?: OrganizationRole[];
}

const ROLE_WORDS = { OWNER: 'owner', ADMIN: 'admin', MEMBER: 'member' } as const;

/**
 * Organization permissions reach the organizations where the person has a role (named here), and,
 * by scope rule 1, each also grants its team twin in every team the person is in, teams outside any
 * organization included. A person with no organization must not read "nothing": their teams count.
 */
function organizationsNote(organizations: OrganizationRole[]): SafeHtml {
  const teams = 'Each of these permissions also gives the team permission named under it, in every team you belong to, including teams outside any organization.';
  if (organizations.length === 0) {
    return html`<p id="organizations">You are not a member of any organization. ${teams}</p>`;
  }
  return html`<p id="organizations">In the organizations where you have a role: ${organizations.map(
    (o, i) => html`${i ? ', ' : ''}<strong>${o.name}</strong> (${ROLE_WORDS[o.role]})`,
  )}. What the app can do there is also limited by your role. ${teams}</p>`;
}

/** A requested scope in plain words, with the team permission it also grants (scope rule 1). */
function scopeItem(scope: Scope): SafeHtml {
  const team = teamScopeGrantedBy(scope);
  return html`<li data-scope="${scope}">${SCOPE_CATALOGUE[scope].meaning}${
    team ? html`<br><span class="muted" data-also="${team}">and in your teams: ${SCOPE_CATALOGUE[team].meaning}</span>` : ''
  }</li>`;
}

/**
 * What the app asks for, in the words of the scope tables, grouped as the person knows them. Only
 * the plain words: which endpoints a scope covers is for developers (their settings and the API
 * documentation say it), and the person deciding has no use for route names.
 */
function requestedAccess(request: AuthorizeRequest, organizations: OrganizationRole[]): SafeHtml {
  if (request.unrestricted) {
    return html`<div class="notice" role="alert"><p><strong>Full access to your account.</strong> This app was registered
before permissions existed: it can do everything you can do with your account, until it asks for specific permissions.</p></div>`;
  }
  return html`${SCOPE_GROUPS.map(({ group, title }) => {
    const scopes = request.scopes.filter((s) => SCOPE_CATALOGUE[s].group === group);
    if (scopes.length === 0) return '';
    return html`<h2>${title}</h2>${group === 'organization' ? organizationsNote(organizations) : ''}<ul class="scopes">${scopes.map(scopeItem)}</ul>`;
  })}`;
}

/**
 * A client that registered itself was described by nobody but itself: its name and website are
 * its own claims (an app can call itself "Google Calendar"). So the person is told so, and shown
 * what cannot be claimed: the host its description came from (a metadata document's URL) and the
 * host the answer goes to. Whether a person reviewed it is said too: the registration policy can
 * approve clients no administrator looked at.
 */
function selfRegisteredNotice(request: AuthorizeRequest): SafeHtml {
  const { client } = request;
  if (client.kind === 'registered') return html``;
  const checked = client.reviewedBy !== null;
  const documentHost = client.kind === 'metadata_document' ? new URL(client.clientId).host : null;
  return html`<div class="notice" id="self-registered" data-reviewed="${checked ? 'yes' : 'no'}">
<p><strong>This app registered itself</strong> with this server${checked ? html`; an administrator approved it.` : html`, and <strong>no administrator has checked it</strong>.`}
Its name${client.websiteUri ? ' and website are' : ' is'} what it says about itself.</p>
<ul>
${documentHost ? html`<li>It is described at <strong id="document-host">${documentHost}</strong>.</li>` : html`<li>It registered without a web address describing it.</li>`}
<li>If you allow it, you are sent back to <strong id="redirect-host">${new URL(request.redirectUri).host}</strong>.</li>
</ul>
</div>`;
}

export function consentPage({ user, csrfToken, request, organizations = [] }: ConsentContext): SafeHtml {
  const hidden = (name: string, value: string | undefined | null) =>
    value === undefined || value === null ? '' : html`<input type="hidden" name="${name}" value="${value}">`;
  const { client } = request;
  const websiteUri = client.websiteUri;
  return layout({
    title: `Authorize ${client.name}`,
    user,
    csrfToken,
    body: html`<h1><span id="client-name">${client.name}</span> wants to access your account</h1>
<p>${websiteUri ? html`Website: <a href="${websiteUri}" rel="noopener noreferrer" target="_blank">${websiteUri}</a>. ` : ''}You are signed in as
<strong>${user.name}</strong> (${user.email}).</p>
${selfRegisteredNotice(request)}
<p>If you allow it, ${client.name} will be able to:</p>
${requestedAccess(request, organizations)}
<p class="muted">Only allow apps you trust. You can revoke this access at any time in <a href="/settings/apps">Authorized apps</a>.</p>
<form method="post" action="/auth/oauth2/authorize">
  ${hidden('_csrf', csrfToken)}
  ${hidden('client_id', client.clientId)}
  ${hidden('redirect_uri', request.redirectUri)}
  ${hidden('response_type', 'code')}
  ${hidden('scope', request.unrestricted ? undefined : request.scopes.join(' '))}
  ${hidden('state', request.state)}
  ${hidden('code_challenge', request.codeChallenge)}
  ${hidden('code_challenge_method', request.codeChallenge ? 'S256' : undefined)}
  ${hidden('resource', request.resource)}
  <div class="actions">
    <button type="submit" name="decision" value="allow">Allow</button>
    <button class="secondary" type="submit" name="decision" value="deny">Deny</button>
  </div>
</form>`,
  });
}
