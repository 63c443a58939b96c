import type { User } from '../../../accounts/user.entity';
import { html, SafeHtml } from '../../../common/html/html';
import { layout } from '../../../common/html/layout';
import type { Organization } from '../organization';

export interface AdminOrgsPageContext {
  user: User;
  csrfToken: string;
}

export interface OrgFormValues {
  name: string;
  slug: string;
  ownerEmail: string;
}

/** `/settings/admin/organizations`: every organization with its owners, a form to create one, and one to add an owner. */
export function adminOrganizationsPage(
  ctx: AdminOrgsPageContext,
  organizations: (Organization & { owners: string[] })[],
  messages: { notice?: string; error?: string; values?: OrgFormValues } = {},
): SafeHtml {
  const values = messages.values ?? { name: '', slug: '', ownerEmail: '' };
  const csrf = html`<input type="hidden" name="_csrf" value="${ctx.csrfToken}">`;
  return layout({
    title: 'Organizations',
    ...ctx,
    body: html`<h1>Organizations</h1>
${messages.notice ? html`<p class="notice" role="status">${messages.notice}</p>` : ''}
${messages.error ? html`<p class="error" role="alert">${messages.error}</p>` : ''}
<h2>New organization</h2>
<form method="post" action="/settings/admin/organizations">
${csrf}
<label for="name">Name</label><input id="name" type="text" name="name" value="${values.name}" required maxlength="100">
<label for="slug">Slug</label><input id="slug" type="text" name="slug" value="${values.slug}" required maxlength="100" pattern="[a-z0-9]+(-[a-z0-9]+)*">
<label for="ownerEmail">Owner’s email (an existing account)</label><input id="ownerEmail" type="email" name="ownerEmail" value="${values.ownerEmail}" required>
<div class="actions"><button type="submit">Create organization</button></div>
</form>
<h2>All organizations</h2>
${organizations.length === 0
  ? html`<p class="muted">No organization yet.</p>`
  : html`<ul class="cards">${organizations.map(
      (o) => html`<li class="card" data-org-id="${String(o.id)}">
<p><strong>${o.name}</strong> <span class="muted">(${o.slug})</span></p>
<p>Owners: ${o.owners.length ? o.owners.join(', ') : html`<span class="muted">none</span>`}</p>
<form method="post" action="/settings/admin/organizations/${String(o.id)}/owner">
${csrf}<label for="owner-${String(o.id)}">Add an owner (email of an existing account)</label>
<input id="owner-${String(o.id)}" type="email" name="email" required>
<div class="actions"><button class="secondary" type="submit">Make owner</button></div>
</form></li>`,
    )}</ul>`}`,
  });
}
