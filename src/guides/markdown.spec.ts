import { renderMarkdown, uniqueSlug } from './markdown';

const LINKS: Record<string, string> = { 'other.md#part': '/docs/other#part', '/docs': '/docs' };
const render = (source: string) => renderMarkdown(source, { linkFor: (target) => LINKS[target] });

describe('renderMarkdown', () => {
  it('takes the first level-1 heading as the title and gives the others ids, anchors and a table of contents', async () => {
    const doc = await render('# The guide\n\n## 1. Start `here`\n\n### Then\n\n## Again\n\n## Again\n');
    expect(doc.title).toBe('The guide');
    expect(doc.body.toString()).not.toContain('<h1');
    expect(doc.body.toString()).toContain('<h2 id="1-start-here">1. Start <code>here</code> <a class="anchor" href="#1-start-here"');
    expect(doc.sections).toEqual([
      { id: '1-start-here', text: '1. Start here' },
      { id: 'again', text: 'Again' },
      { id: 'again-1', text: 'Again' },
    ]);
  });

  it('shows raw HTML as text and drops comments: nothing reaches the page unescaped', async () => {
    const body = (await render('<!-- a marker -->\n\n<script>alert(1)</script>\n\nText <b onclick="x()">bold</b>\n')).body.toString();
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<b onclick');
    expect(body).toContain('&lt;script&gt;');
    expect(body).not.toContain('a marker');
  });

  it('leads links and code spans naming a guide or a page to it, and escapes code', async () => {
    const body = (await render('See [the other](other.md#part), `/docs`, `/nowhere` and\n\n```js\nif (a < b) run("x");\n```\n')).body.toString();
    expect(body).toContain('<a href="/docs/other#part">the other</a>');
    expect(body).toContain('<a href="/docs"><code>/docs</code></a>');
    expect(body).toContain('<code>/nowhere</code>');
    expect(body).not.toContain('<a href="/nowhere"');
    expect(body).toContain('<pre tabindex="0"><code class="language-js">if (a &lt; b) run(&quot;x&quot;);</code></pre>');
  });

  it('makes GitHub-style ids', () => {
    const used = new Map<string, number>();
    expect(uniqueSlug('3. Exchange the code, and refresh', used)).toBe('3-exchange-the-code-and-refresh');
    expect(uniqueSlug('PKCE (RFC 7636)', used)).toBe('pkce-rfc-7636');
    expect(uniqueSlug('PKCE (RFC 7636)', used)).toBe('pkce-rfc-7636-1');
  });
});
