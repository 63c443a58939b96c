import { html, SafeHtml } from '../common/html/html';
import { layout, PageViewer } from '../common/html/layout';
import { API_REFERENCE_PATH, Guide, GUIDES } from './guides';
import type { RenderedDocument } from './markdown';

/**
 * A guide's page: the guides' tabs, its title, what is on the page, then the guide. Code blocks and
 * wide tables scroll sideways inside their own box, so on a phone the page itself never does.
 */
const GUIDE_STYLE = `
  main { max-width: 56rem; } /* the guides' code and tables need more room than a form does */
  .doc-tabs { display: flex; flex-wrap: wrap; gap: .4rem; margin: 0 0 1.25rem; }
  .doc-tabs a { font-size: .9rem; padding: .15rem .7rem; border: 1px solid var(--border); border-radius: 999px; text-decoration: none; white-space: nowrap; }
  .doc-tabs a[aria-current=page] { background: var(--accent); border-color: var(--accent); color: #fff; }
  .guide h1 { font-size: 1.75rem; line-height: 1.25; }
  .guide h2 { font-size: 1.3rem; margin: 2.25rem 0 .75rem; padding-top: 1rem; border-top: 1px solid var(--border); }
  .guide h3 { font-size: 1.05rem; margin: 1.75rem 0 .5rem; }
  .guide :is(h2, h3, h4) { scroll-margin-top: 1rem; }
  .guide .anchor { color: var(--muted); text-decoration: none; font-weight: 400; opacity: .45; }
  .guide :is(h2, h3, h4):hover .anchor, .guide .anchor:focus-visible { opacity: 1; }
  .guide li { margin: .3rem 0; }
  .guide :not(pre) > code, .guide a > code { font-size: .875em; padding: .05em .3em; border-radius: 4px; background: rgba(127, 127, 127, .13); word-break: normal; overflow-wrap: anywhere; }
  .guide pre { overflow-x: auto; margin: 1rem 0; padding: .75rem 1rem; border: 1px solid var(--border); border-radius: 6px;
    background: rgba(127, 127, 127, .07); font-size: .825rem; line-height: 1.5; }
  .guide pre code { word-break: normal; white-space: pre; }
  .guide .table-scroll { overflow-x: auto; margin: 1rem 0; }
  .guide .table-scroll table { font-size: .9rem; }
  .guide .table-scroll td { overflow-wrap: normal; }
  /* Words and names keep whole (a table wider than a phone scrolls in its box); long code wraps at its spaces. */
  .guide .table-scroll :is(td, td code) { overflow-wrap: normal; }
  @media (max-width: 40rem) { .guide .table-scroll table { font-size: .85rem; } }
  .guide :is(pre, .table-scroll):focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
  .toc { border: 1px solid var(--border); border-radius: 8px; padding: .5rem 1rem; margin: 1rem 0 1.5rem; }
  .toc h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: .35rem 0; padding: 0; border: none; }
  .toc ul { list-style: none; margin: .25rem 0 .35rem; padding: 0; }
  .toc li { margin: .2rem 0; }
  .guide .source { margin-top: 2.5rem; font-size: .875rem; }
`;

/** The tabs above every guide and that the API reference links back to. */
function docTabs(current: string): SafeHtml {
  const tabs = [...GUIDES.map((g) => ({ path: g.path, label: g.label })), { path: API_REFERENCE_PATH, label: 'API reference' }];
  return html`<nav class="doc-tabs" aria-label="Developer documentation">${tabs.map(
    (t) => html`<a href="${t.path}"${t.path === current ? html` aria-current="page"` : ''}>${t.label}</a>`,
  )}</nav>`;
}

export function guidePage(guide: Guide, doc: RenderedDocument, viewer?: PageViewer): SafeHtml {
  return layout({
    title: doc.title,
    ...viewer,
    styles: GUIDE_STYLE,
    body: html`${docTabs(guide.path)}
<article class="guide">
<h1>${doc.title}</h1>
${doc.sections.length > 1
  ? html`<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title">On this page</h2><ul>${doc.sections.map(
      (s) => html`<li><a href="#${s.id}">${s.text}</a></li>`,
    )}</ul></nav>`
  : ''}
${doc.body}
<p class="muted source">This page shows <code>docs/${guide.file}</code> from the server's repository.</p>
</article>`,
  });
}
