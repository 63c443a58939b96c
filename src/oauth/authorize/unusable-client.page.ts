import type { User } from '../../accounts/user.entity';
import { html, SafeHtml } from '../../common/html/html';
import { errorHeading, layout } from '../../common/html/layout';
import type { UnusableClient } from './authorize.service';

const HEADINGS = {
  pending: (name: string) => `${name} is waiting for an administrator's review`,
  rejected: (name: string) => `${name} was rejected by an administrator`,
  suspended: (name: string) => `${name} is suspended by an administrator`,
} as const;

/**
 * What a person sees when an app that may not be used sends them to authorize it: which app, why
 * it cannot be used, that nothing was shared, and what to do next. An administrator also gets the
 * link to review it.
 */
export function unusableClientPage(unusable: UnusableClient, viewer: { user?: User; csrfToken?: string }): SafeHtml {
  const { client } = unusable;
  const status = client.status as keyof typeof HEADINGS;
  const selfRegistered = client.kind !== 'registered';
  const next =
    status === 'pending'
      ? html`<p>${selfRegistered ? 'It registered itself with this server, and every' : 'Every'} app must be approved by an administrator of this server
before it can ask for access to anyone's account. Nothing has been shared with it. Once it is approved, start again from the app.</p>`
      : html`<p>Nothing has been shared with it. If you expected to use this app, ask its developer or an administrator of this server.</p>`;
  const admin = viewer.user?.role === 'admin'
    ? html`<p>You are an administrator: <a href="/settings/admin/oauth-clients/${encodeURIComponent(client.clientId)}">review ${client.name}</a>.</p>`
    : '';
  return layout({
    title: HEADINGS[status](client.name),
    ...viewer,
    body: html`<div class="error-page">
${errorHeading(403, HEADINGS[status](client.name))}
<p class="error" role="alert" id="unusable-reason" data-status="${status}">${unusable.description}</p>
${next}
${admin}
</div>`,
  });
}
