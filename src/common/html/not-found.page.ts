import { html, SafeHtml } from './html';
import { errorHeading, layout, PageViewer } from './layout';

/**
 * The page for an address that leads nowhere. It does not repeat the address: whatever was typed
 * or linked stays out of the page, so a crafted link cannot put its words on our site.
 */
export function notFoundPage(viewer?: PageViewer): SafeHtml {
  return layout({
    title: 'Page not found',
    ...viewer,
    body: html`<div class="not-found error-page">
${errorHeading(404, 'Page not found')}
<p>There is no page at this address. The link may be mistyped or out of date.</p>
<div class="actions">${viewer
  ? html`<a class="button" href="/">Go to your account</a><a class="button secondary" href="/settings/apps">Authorized apps</a>`
  : html`<a class="button" href="/">Go to the start page</a><a class="button secondary" href="/auth/login">Sign in</a>`}</div>
<p class="muted">Building an integration? Start with the <a href="/docs/guide">guide for app developers</a>; the API reference is at <a href="/docs">/docs</a>.</p>
</div>`,
  });
}
