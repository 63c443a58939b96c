import type * as Marked from 'marked' with { 'resolution-mode': 'import' };
import { escapeHtml, SafeHtml } from '../common/html/html';

let library: Promise<typeof Marked> | undefined;
const marked = () => (library ??= import('marked')); // ESM-only; loaded when a guide is first read

/** A Markdown document made into a page's parts. */
export interface RenderedDocument {
  /** The text of its first level-1 heading (the page's title). */
  title: string;
  /** Its level-2 headings, in order: the page's table of contents. */
  sections: { id: string; text: string }[];
  /** Everything but the level-1 heading, as HTML. */
  body: SafeHtml;
}

export interface RenderOptions {
  /**
   * Where a link or a code span naming another file or page leads on this server
   * (`scopes.md` → `/docs/scopes`); undefined leaves it as written (code spans: not a link).
   */
  linkFor(target: string): string | undefined;
}

/**
 * Renders one of the repository's Markdown guides (GitHub's dialect) for a page of ours.
 *
 * - Headings get GitHub's ids (`## 3. Exchange the code, and refresh` → `3-exchange-the-code-and-refresh`)
 *   and a link to themselves, so an address can point at a section, as on GitHub.
 * - Links between the guides (`scopes.md#by-scope`) lead to their pages here, and a code span that
 *   names a guide or one of our pages (`docs/scopes.md`, `/docs`) becomes a link to it.
 * - Raw HTML is shown as text, except comments, which are dropped. The guides are ours, but the page
 *   keeps the rule of every page: nothing reaches it unescaped except what we generate.
 */
export async function renderMarkdown(source: string, options: RenderOptions): Promise<RenderedDocument> {
  const { Marked: Parser } = await marked();
  const used = new Map<string, number>();
  const sections: RenderedDocument['sections'] = [];
  let title = '';

  const extension: Marked.MarkedExtension = {
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }: Marked.Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth === 1 && !title) {
          title = plainText(text);
          return '';
        }
        const id = uniqueSlug(plainText(text), used);
        if (depth === 2) sections.push({ id, text: plainText(text) });
        return `<h${depth} id="${id}">${inner} <a class="anchor" href="#${id}" aria-label="Link to this section">#</a></h${depth}>\n`;
      },
      link({ href, title: linkTitle, tokens }: Marked.Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const target = options.linkFor(href) ?? href;
        const external = /^https?:\/\//.test(target);
        return `<a href="${escapeHtml(target)}"${linkTitle ? ` title="${escapeHtml(linkTitle)}"` : ''}${external ? ' rel="noopener noreferrer"' : ''}>${inner}</a>`;
      },
      codespan({ text }: Marked.Tokens.Codespan) {
        const code = `<code>${escapeHtml(text)}</code>`;
        const target = options.linkFor(text);
        return target ? `<a href="${escapeHtml(target)}">${code}</a>` : code;
      },
      code({ text, lang }: Marked.Tokens.Code) {
        const language = (lang ?? '').match(/^\S+/)?.[0];
        const label = language ? ` class="language-${escapeHtml(language)}"` : '';
        // A region of its own that scrolls sideways, and can be reached and scrolled from the keyboard.
        return `<pre tabindex="0"><code${label}>${escapeHtml(text)}</code></pre>\n`;
      },
      table(token: Marked.Tokens.Table) {
        const cell = (c: Marked.Tokens.TableCell) => {
          const tag = c.header ? 'th' : 'td';
          return `<${tag}${c.align ? ` style="text-align:${c.align}"` : ''}>${this.parser.parseInline(c.tokens)}</${tag}>`;
        };
        const head = `<tr>${token.header.map(cell).join('')}</tr>`;
        const rows = token.rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('\n');
        // Wide tables scroll inside their box on a phone instead of widening the page.
        return `<div class="table-scroll" tabindex="0"><table>\n<thead>${head}</thead>\n<tbody>${rows}</tbody></table></div>\n`;
      },
      html({ text }: Marked.Tokens.HTML | Marked.Tokens.Tag) {
        return /^\s*<!--[\s\S]*-->\s*$/.test(text) ? '' : escapeHtml(text);
      },
      image({ href, text }: Marked.Tokens.Image) {
        // The guides have no pictures; an image stays a link, so no page loads from elsewhere.
        return `<a href="${escapeHtml(options.linkFor(href) ?? href)}">${escapeHtml(text || href)}</a>`;
      },
    },
  };
  const html = await new Parser(extension).parse(source, { async: true });
  return { title, sections, body: new SafeHtml(html) };
}

/** A heading's words without Markdown's marks (`code`, **bold**, [links](...)). */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/<[^>]*>/g, '')
    .trim();
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces as hyphens; `-1`, `-2` for repeats. */
export function uniqueSlug(text: string, used: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  const seen = used.get(base) ?? 0;
  used.set(base, seen + 1);
  return seen === 0 ? base : `${base}-${seen}`;
}
