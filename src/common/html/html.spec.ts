import { escapeHtml, html } from './html';

describe('html templates', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script> & 'quotes'`;
    expect(html`<p title="${name}">${name}</p>`.toString()).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>',
    );
  });

  it('nests templates without escaping them twice, and renders lists', () => {
    const items = ['a<b', 'c'].map((i) => html`<li>${i}</li>`);
    expect(html`<ul>${items}</ul>`.toString()).toBe('<ul><li>a&lt;b</li><li>c</li></ul>');
  });

  it('renders nothing for null, undefined and false', () => {
    expect(html`[${null}${undefined}${false}]`.toString()).toBe('[]');
  });

  it('escapeHtml covers the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
