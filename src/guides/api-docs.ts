import type { OpenAPIObject, SwaggerCustomOptions } from '@nestjs/swagger';
import { API_REFERENCE_PATH, GUIDES } from './guides';

/** The script that puts the product's header and the guides' tabs above Swagger UI (served by `ApiDocsAssetsController`). */
export const API_DOCS_SCRIPT_PATH = '/assets/api-docs.js';

/**
 * The order of the reference: what an app comes for first (OAuth, then the scheduling resources,
 * personal before team and organization), then the first-party settings, and the operator's
 * routes last. A tag missing here comes before those last ones, so a new route is never lost.
 */
const FIRST = [
  'OAuth 2.0',
  'Event types',
  'Slots',
  'Bookings',
  'Schedules',
  'Calendars',
  'Webhooks',
  'Profile',
  'Teams',
  'Team event types',
  'Team bookings',
  'Team schedules',
  'Team memberships',
  'Organization teams',
  'Organization event types',
  'Organization bookings',
  'Organization schedules',
  'Organization memberships',
  'Developer settings: OAuth clients',
  'Administration: OAuth client review',
  'Administration: organizations',
];
const LAST = ['Health', 'Accounts'];

/** Lists the document's tags in reading order (Swagger UI shows them in the order of `tags`). */
export function orderTags(document: OpenAPIObject): void {
  const used = new Set<string>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      for (const tag of (operation as { tags?: string[] }).tags ?? []) used.add(tag);
    }
  }
  const described = new Map((document.tags ?? []).map((t) => [t.name, t]));
  const others = [...used].filter((t) => !FIRST.includes(t) && !LAST.includes(t)).sort();
  document.tags = [...FIRST, ...others, ...LAST].filter((t) => used.has(t)).map((name) => described.get(name) ?? { name });
}

/** The document's description: what the page is, and where the guides are (Swagger UI renders it as Markdown). */
export const API_DOCS_DESCRIPTION =
  'OAuth 2.0 authorization server and the scoped `/v2` API of the scheduling service. ' +
  `New here? Start with the [${GUIDES[0].label.toLowerCase()}](${GUIDES[0].path}): registering an app, consent, tokens, errors and limits. ` +
  `[${GUIDES[1].label}](${GUIDES[1].path}) lists what each route needs.\n\n` +
  'Use **Authorize** to sign in and grant this page a token (authorization code with PKCE), or paste an access token under `bearer`.';

/**
 * Swagger UI as a page of the product: its title, the product's header (not the vendor's bar, which
 * only offers to load another document), the tags collapsed so a phone shows the list of sections
 * rather than every operation, and a layout that fits 390 px.
 */
export const API_DOCS_UI: Pick<SwaggerCustomOptions, 'customSiteTitle' | 'customfavIcon' | 'customCss' | 'customJs'> & {
  swaggerOptions: Record<string, unknown>;
} = {
  customSiteTitle: 'API reference · Scheduling',
  // Swagger UI's page template has no viewport tag, so a phone would lay it out 980 px wide with tiny
  // text. The template writes this value whole into `<link rel='icon' href='…' />` in the head, the
  // one place it lets a page add to its head: the tag follows the icon's.
  customfavIcon: `data:,' /><meta name='viewport' content='width=device-width, initial-scale=1`,
  customJs: API_DOCS_SCRIPT_PATH,
  swaggerOptions: {
    layout: 'BaseLayout',
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
  },
  customCss: `
  body { background: #fff; }
  .product-header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: .75rem 1.5rem;
    border-bottom: 1px solid #d1d5db; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #111827; }
  .product-header a { color: #2952cc; }
  .product-header a.brand { font-weight: 600; text-decoration: none; color: inherit; }
  .doc-tabs { display: flex; flex-wrap: wrap; gap: .4rem; max-width: 1460px; margin: 1rem auto 0; padding: 0 20px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  .doc-tabs a { font-size: .9rem; padding: .15rem .7rem; border: 1px solid #d1d5db; border-radius: 999px; text-decoration: none; white-space: nowrap; color: #2952cc; }
  .doc-tabs a[aria-current=page] { background: #2952cc; border-color: #2952cc; color: #fff; }
  .swagger-ui .information-container .info { margin: 1.5rem 0; }
  /* The docs' client is public (PKCE, no secret): the Authorize dialog asks for none. */
  .swagger-ui .auth-container div:has(> label[for^="client_secret_"]) { display: none; }
  /* The Authorize dialog from the top of the window down, its scopes one compact row each, so the
     ticked PROFILE_READ is in sight when it opens. */
  .swagger-ui .dialog-ux .modal-ux { top: 1.5rem; transform: translateX(-50%); }
  .swagger-ui .dialog-ux .modal-ux-content { max-height: calc(100vh - 7rem); }
  .swagger-ui .auth-container .checkbox { padding: 1px 0 3px; }
  .swagger-ui .auth-container code { overflow-wrap: anywhere; }
  @media (max-width: 40rem) {
    .product-header { padding: .75rem 1rem; }
    .doc-tabs { padding: 0 1rem; }
    .swagger-ui .wrapper { padding: 0 1rem; }
    .swagger-ui .info .title { font-size: 1.6rem; }
    .swagger-ui .info .title small { top: 0; }
    .swagger-ui .scheme-container { padding: .75rem 0; }
    .swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: .75rem; }
    .swagger-ui .opblock-tag { font-size: 1.1rem; padding: 10px 4px; }
    .swagger-ui .opblock-tag small { display: none; }
    .swagger-ui .dialog-ux .modal-ux { width: 94%; top: .75rem; }
    .swagger-ui .dialog-ux .modal-ux-content { max-height: calc(100vh - 5rem); padding: 12px; }
    .swagger-ui .opblock-body { min-width: 0; }
    .swagger-ui .response-col_links { display: none; } /* "No links" on every answer: the room is the description's */
    .swagger-ui .responses-inner { padding: 12px; }
    .swagger-ui .responses-table td.response-col_description { min-width: 0; max-width: calc(100vw - 7rem); }
    .swagger-ui .highlight-code, .swagger-ui .model-example { max-width: 100%; overflow-x: auto; }
  }`,
};

/** The header and tabs, built by the script from these (the page is Swagger UI's own template). */
export function apiDocsScript(): string {
  const tabs = [...GUIDES.map((g) => [g.path, g.label]), [API_REFERENCE_PATH, 'API reference']];
  return `// Puts the product's header and the developer documentation's tabs above Swagger UI.
(function () {
  var tabs = ${JSON.stringify(tabs)};
  var anchor = document.getElementById('swagger-ui');
  function link(href, text) { var a = document.createElement('a'); a.href = href; a.textContent = text; return a; }
  var header = document.createElement('header');
  header.className = 'product-header';
  var brand = link('/', 'Scheduling');
  brand.className = 'brand';
  var nav = document.createElement('nav');
  nav.appendChild(link('/', 'Home'));
  header.appendChild(brand);
  header.appendChild(nav);
  var tabNav = document.createElement('nav');
  tabNav.className = 'doc-tabs';
  tabNav.setAttribute('aria-label', 'Developer documentation');
  tabs.forEach(function (t) {
    var a = link(t[0], t[1]);
    if (t[0] === ${JSON.stringify(API_REFERENCE_PATH)}) a.setAttribute('aria-current', 'page');
    tabNav.appendChild(a);
  });
  document.body.insertBefore(header, anchor);
  document.body.insertBefore(tabNav, anchor);
  // The Authorize dialog opens at its top (the scopes ticked for the docs' client in sight), not
  // where the browser's focus or scroll would leave it.
  new MutationObserver(function () {
    var content = document.querySelector('.dialog-ux .modal-ux-content');
    if (!content || content.getAttribute('data-opened')) return;
    content.setAttribute('data-opened', '1');
    requestAnimationFrame(function () { content.scrollTop = 0; });
  }).observe(anchor, { childList: true, subtree: true });
})();
`;
}
