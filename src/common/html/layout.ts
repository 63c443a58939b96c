import { html, SafeHtml } from './html';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** The signed-in person, shown in the header with a sign-out button. */
  user?: { name: string; email: string; role: string };
  /** Needed for the sign-out form when a person is signed in. */
  csrfToken?: string;
  /** Style rules of this page alone (a constant of ours, never built from input). */
  styles?: string;
}

/** Who is looking at a page: what the header needs to show them as signed in. */
export type PageViewer = Required<Pick<PageOptions, 'user' | 'csrfToken'>>;

const STYLE = `
  :root { color-scheme: light dark; --accent: #2952cc; --muted: #6b7280; --border: #d1d5db; --danger: #b42318; }
  * { box-sizing: border-box; }
  body { font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; }
  header { display: flex; align-items: center; justify-content: space-between; padding: .75rem 1.5rem; border-bottom: 1px solid var(--border); }
  header a.brand { font-weight: 600; text-decoration: none; color: inherit; }
  header nav { display: flex; gap: 1rem; align-items: center; }
  main { max-width: 46rem; margin: 2rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
  a { color: var(--accent); }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 500; }
  input[type=text], input[type=email], input[type=password], input[type=url], textarea, select {
    width: 100%; padding: .5rem .6rem; border: 1px solid var(--border); border-radius: 6px; font: inherit; }
  textarea { min-height: 6rem; }
  button, .button { display: inline-block; padding: .5rem 1rem; border: 1px solid var(--accent); border-radius: 6px;
    background: var(--accent); color: #fff; font: inherit; cursor: pointer; text-decoration: none; }
  button.secondary, .button.secondary { background: transparent; color: var(--accent); }
  button.danger { background: var(--danger); border-color: var(--danger); }
  button.link { background: none; border: none; color: var(--accent); padding: 0; text-decoration: underline; }
  button:disabled { opacity: .55; cursor: not-allowed; }
  /* A fieldset grows to its widest word by default; long addresses (calendar names) must wrap on phones. */
  fieldset { min-width: 0; }
  td { overflow-wrap: anywhere; }
  .error { border: 1px solid var(--danger); color: var(--danger); padding: .75rem 1rem; border-radius: 6px; margin: 1rem 0; }
  .notice { border: 1px solid var(--accent); padding: .75rem 1rem; border-radius: 6px; margin: 1rem 0; }
  .muted { color: var(--muted); }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid var(--border); vertical-align: top; }
  code, .secret { font-family: ui-monospace, monospace; word-break: break-all; }
  fieldset { border: 1px solid var(--border); border-radius: 6px; margin: 1rem 0; }
  .inline { display: inline; }
  .cards { list-style: none; padding: 0; }
  .card { border: 1px solid var(--border); border-radius: 8px; padding: .75rem 1rem; margin: .75rem 0; overflow-wrap: anywhere; }
  .card > :first-child { margin-top: 0; } .card > :last-child { margin-bottom: 0; }
  table.secrets button, table.secrets .button { white-space: nowrap; }
  table.secrets td.secret-action { width: 1%; text-align: right; }
  /* A type, an ID and a badge each on one line, beside one another: the name takes what is left. */
  table.clients td.type, table.clients td code { overflow-wrap: normal; word-break: normal; white-space: nowrap; }
  /* The developer's clients on phones: one block per client (name, ID, then type · status), not four columns of broken words. */
  @media (max-width: 40rem) {
    table.clients thead { display: none; }
    table.clients tr { display: block; padding: .75rem 0; border-bottom: 1px solid var(--border); }
    table.clients td { display: block; padding: .15rem 0; border: none; }
    table.clients td.type, table.clients td.status { display: inline; }
    table.clients td.type::after { content: " · "; color: var(--muted); }
    table.clients td.status .badges { display: inline-flex; }
  }

  /* polish: the signed-in header on phones, the not-found page, who a sign-in is for, the client
     credentials panel and its copy buttons. Only classes of their own; shared elements keep their look. */
  header nav.signed-in { flex-wrap: wrap; justify-content: flex-end; row-gap: .25rem; min-width: 0; }
  header .viewer { overflow-wrap: anywhere; }
  @media (max-width: 40rem) { header .viewer-name { display: none; } }
  .error-page h1 { font-size: 1.75rem; line-height: 1.25; }
  .error-page .error-status { margin: 0 0 .25rem; font-size: .9rem; }
  .purpose { font-size: 1.05rem; }
  .credentials dl { margin: 0; }
  .credentials dt { font-weight: 600; margin-top: 1rem; }
  .credentials dd { margin: .25rem 0 0; }
  .copy-row { display: flex; gap: .5rem; align-items: center; }
  .copy-row code { flex: 1; min-width: 0; padding: .4rem .6rem; border: 1px solid var(--border); border-radius: 6px; user-select: all; }
  button.copy { padding: .3rem .75rem; font-size: .875rem; white-space: nowrap; }
  button.copy[hidden] { display: none; } /* shown by the script; without it the value is still selectable */
  button.copy.copied { background: transparent; color: var(--accent); }
  /* The authorized apps: the date and the Revoke button never wrap, and what the app can do is read in whole words. */
  table.apps td.authorized, table.apps td.last-used, table.apps td .button { white-space: nowrap; }
  table.apps td ul { min-width: 12rem; overflow-wrap: normal; }
  table.apps td:first-child { min-width: 9rem; overflow-wrap: break-word; }
  table.apps .site { overflow-wrap: break-word; }
  /* The authorized apps' table becomes one card per app on phones: four columns leave words one letter wide. */
  @media (max-width: 40rem) {
    table.apps thead { display: none; }
    table.apps tr { display: block; padding: .75rem 0; border-bottom: 1px solid var(--border); }
    table.apps td { display: block; padding: .15rem 0; border: none; }
    table.apps td ul { margin: .25rem 0; }
    table.apps td.authorized::before { content: "Authorized "; color: var(--muted); }
    table.apps td.last-used::before { content: "Last used "; color: var(--muted); }
  }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

  /* admin queue and pending changes: the review queue's client cards, scope chips, redirect URI
     blocks and the diff of a pending change (also on the owner's client page). Scoped to these
     classes; shared elements keep their style. */
  .queue-filters { display: flex; flex-wrap: wrap; gap: .4rem; margin: .5rem 0 1rem; }
  .queue-filters a { font-size: .9rem; padding: .15rem .6rem; border: 1px solid var(--border); border-radius: 999px; text-decoration: none; white-space: nowrap; }
  .queue-filters a[aria-current=page] { background: var(--accent); border-color: var(--accent); color: #fff; }
  .queue-filters .count { font-size: .8em; opacity: .75; }
  .client-cards { list-style: none; padding: 0; margin: 0; }
  .client-card { border: 1px solid var(--border); border-radius: 8px; padding: .9rem 1rem; margin: 0 0 1rem; }
  .client-card h2 { font-size: 1.1rem; margin: 0; min-width: 0; overflow-wrap: break-word; }
  .client-card h3 { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: .9rem 0 .3rem; }
  .card-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: .25rem .75rem; }
  .badges { display: flex; flex-wrap: wrap; gap: .3rem; }
  .badge { font-size: .75rem; padding: .05rem .5rem; border: 1px solid var(--border); border-radius: 999px; white-space: nowrap; }
  .badge-pending, .badge-change { border-color: #b54708; color: #b54708; }
  .badge-approved { border-color: #067647; color: #067647; }
  .badge-rejected, .badge-suspended { border-color: var(--danger); color: var(--danger); }
  .card-meta { margin: .3rem 0 0; font-size: .9rem; color: var(--muted); overflow-wrap: break-word; }
  .card-meta a { overflow-wrap: anywhere; }
  /* Read-only values: shaded, with a rule at the side, never the bordered box of a field one could type in. */
  .uris { list-style: none; margin: 0; padding: .35rem .6rem; border: 0; border-left: 3px solid var(--border); border-radius: 0;
    background: rgba(127, 127, 127, .08); font: .85rem/1.45 ui-monospace, monospace; }
  .uris li { overflow-wrap: anywhere; }
  .uris-diff ins, .uris-diff del, .uri-same { display: flex; gap: .6ch; text-decoration: none; }
  .uri-sign { flex: none; }
  .uri-text { min-width: 0; overflow-wrap: anywhere; }
  .uris-diff del .uri-text { text-decoration: line-through; }
  .scope-groups { display: grid; gap: .35rem; }
  .scope-group { display: flex; flex-wrap: wrap; align-items: baseline; gap: .25rem .5rem; }
  .scope-group-title { font-size: .8rem; color: var(--muted); min-width: 7.5rem; }
  .chips { display: flex; flex-wrap: wrap; gap: .25rem; list-style: none; margin: 0; padding: 0; }
  .chip { font: .75rem/1.5 ui-monospace, monospace; padding: 0 .45rem; border: 1px solid var(--border); border-radius: 999px; white-space: nowrap; }
  .chip-added, .uris ins, .diff ins { background: rgba(6, 118, 71, .14); }
  .chip-added { border-color: #067647; }
  .chip-removed, .uris del, .diff del { background: rgba(180, 35, 24, .12); }
  .chip-removed, .diff dd > del { text-decoration: line-through; }
  .chip-removed { border-color: var(--danger); }
  .pending-change { border: 1px solid #b54708; border-radius: 8px; padding: .25rem .9rem .9rem; margin: 1rem 0; }
  .pending-change h2, .pending-change h3 { margin-top: .75rem; }
  .diff { margin: .5rem 0 0; }
  .diff dt { font-weight: 600; font-size: .9rem; margin-top: .6rem; }
  .diff dd { margin: .2rem 0 0; overflow-wrap: break-word; }
  .diff ins { text-decoration: none; }
  .diff ins, .diff del { padding: 0 .2rem; border-radius: 3px; }
  .diff .diff-uri { font-family: ui-monospace, monospace; font-size: .85rem; overflow-wrap: anywhere; }
  .card-actions { display: flex; flex-wrap: wrap; gap: .5rem .75rem; align-items: flex-start; margin-top: .9rem; }
  .card-actions form { margin: 0; }
  .card-actions p { margin: 0; }
  .reason-action { flex: 1 1 16rem; min-width: 0; }
  .reason-action summary { cursor: pointer; color: var(--danger); padding: .5rem 0; }
  .reason-action label { margin-top: .25rem; }
  .reason-row { display: flex; flex-wrap: wrap; gap: .5rem; }
  .reason-row input[type=text] { flex: 1 1 12rem; width: auto; min-width: 0; }
  .pager { display: flex; justify-content: space-between; align-items: center; gap: .5rem; margin: 1rem 0; }
  @media (max-width: 480px) {
    .client-card { padding: .75rem; }
    .client-card .pending-change { padding: .1rem .6rem .6rem; }
  }
  .review-note { border-left: 3px solid #b54708; padding: .25rem .9rem; margin: 1rem 0 0; font-size: .9rem; }
  .review-note p { margin: .4rem 0; }
  #review-note-live { font-weight: 500; }
  .pending-change > form { margin-top: .9rem; }
  /* The settings index: each link with a line saying what is there. */
  .settings-index { list-style: none; padding: 0; margin: 0; }
  .settings-index li { padding: .5rem 0; border-bottom: 1px solid var(--border); }
  .settings-index li > span { display: block; font-size: .9rem; }
  /* A calendar connection's card: its buttons under its calendars, compact enough to share one row on a phone. */
  .connection-actions { display: flex; flex-wrap: wrap; gap: .5rem; margin: .75rem 0 .25rem; }
  .connection-actions button { padding: .35rem .8rem; font-size: .9rem; white-space: nowrap; }
  /* Wide screens: every card's columns line up. Phones keep the automatic widths, which give long names room. */
  @media (min-width: 40rem) { fieldset.connection table { table-layout: fixed; } fieldset.connection th:not(:first-child) { width: 12.5rem; } }
  fieldset.connection td.calendar-name { overflow-wrap: break-word; }
  .new-team summary { cursor: pointer; color: var(--accent); padding: .5rem 0; }
  .new-team .muted code { word-break: normal; white-space: nowrap; }
`;

export function layout({ title, body, user, csrfToken, styles }: PageOptions): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
${styles ? html`<style>${new SafeHtml(styles)}</style>` : ''}
</head>
<body>
<header>
  <a class="brand" href="/">Scheduling</a>
  <nav${user ? html` class="signed-in"` : ''}>
    ${user
      ? html`<span class="muted viewer"><span class="viewer-name">${user.name} (</span>${user.email}<span class="viewer-name">)</span></span>
        <a href="/settings">Settings</a>
        <form class="inline" method="post" action="/auth/logout">
          <input type="hidden" name="_csrf" value="${csrfToken ?? ''}">
          <button class="link" type="submit">Sign out</button>
        </form>`
      : html`<a href="/auth/login">Sign in</a> <a href="/auth/signup">Create account</a>`}
  </nav>
</header>
<main>
${body}
</main>
</body>
</html>`;
}

/** The top of every error page, the not-found page's included: the status first, then what happened. */
export function errorHeading(status: number, title: string): SafeHtml {
  return html`<p class="muted error-status">Error ${String(status)}</p>
<h1>${title}</h1>`;
}

export function errorPage(status: number, title: string, message: string, viewer?: PageViewer): SafeHtml {
  return layout({
    title,
    ...viewer,
    body: html`<div class="error-page">
${errorHeading(status, title)}
<p class="error" role="alert">${message}</p>
<div class="actions"><a class="button" href="/">${viewer ? 'Go to your account' : 'Go to the start page'}</a></div>
</div>`,
  });
}
