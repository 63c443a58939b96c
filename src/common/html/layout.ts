import { html, SafeHtml } from './html';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** The signed-in person, shown in the header with a sign-out button. */
  user?: { name: string; email: string; role: string };
  /** Needed for the sign-out form when a person is signed in. */
  csrfToken?: string;
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

  /* polish: the signed-in header on phones, the not-found page, who a sign-in is for, the client
     credentials panel and its copy buttons. Only classes of their own; shared elements keep their look. */
  header nav.signed-in { flex-wrap: wrap; justify-content: flex-end; row-gap: .25rem; min-width: 0; }
  header .viewer { overflow-wrap: anywhere; }
  @media (max-width: 40rem) { header .viewer-name { display: none; } }
  .not-found h1 { font-size: 1.75rem; }
  .purpose { font-size: 1.05rem; }
  .credentials dl { margin: 0; }
  .credentials dt { font-weight: 600; margin-top: 1rem; }
  .credentials dd { margin: .25rem 0 0; }
  .copy-row { display: flex; gap: .5rem; align-items: center; }
  .copy-row code { flex: 1; min-width: 0; padding: .4rem .6rem; border: 1px solid var(--border); border-radius: 6px; user-select: all; }
  button.copy { padding: .3rem .75rem; font-size: .875rem; white-space: nowrap; }
  button.copy[hidden] { display: none; } /* shown by the script; without it the value is still selectable */
  button.copy.copied { background: transparent; color: var(--accent); }
  /* The authorized apps' table becomes one card per app on phones: four columns leave words one letter wide. */
  @media (max-width: 40rem) {
    table.apps thead { display: none; }
    table.apps tr { display: block; padding: .75rem 0; border-bottom: 1px solid var(--border); }
    table.apps td { display: block; padding: .15rem 0; border: none; }
    table.apps td ul { margin: .25rem 0; }
    table.apps td.authorized::before { content: "Authorized "; color: var(--muted); }
  }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

export function layout({ title, body, user, csrfToken }: PageOptions): SafeHtml {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header>
  <a class="brand" href="/">Scheduling</a>
  <nav${user ? html` class="signed-in"` : ''}>
    ${user
      ? html`<span class="muted viewer"><span class="viewer-name">${user.name} (</span>${user.email}<span class="viewer-name">)</span></span>
        <a href="/">Settings</a>
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

export function errorPage(status: number, title: string, message: string, viewer?: PageViewer): SafeHtml {
  return layout({
    title,
    ...viewer,
    body: html`<h1>${title}</h1><p class="error" role="alert">${message}</p><p><a href="/">Back to the start page</a></p><p class="muted">Error ${status}</p>`,
  });
}
