import { join } from 'node:path';
import request from 'supertest';
import { findDocsFolder, GUIDES } from '../../src/guides/guides';
import { createUser, signIn } from '../factories';
import { createTestApp, TestApp } from '../setup/test-app';

const ROOT = join(__dirname, '..', '..');

describe('The developer guides, served from docs/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows docs/app-developers.md at /docs/guide: headings with anchors, a table of contents, code in blocks', async () => {
    const res = await request(t.url).get('/docs/guide').expect(200).expect('Content-Type', /text\/html/);
    const page = res.text;
    expect(page).toContain('<title>Building an app on the scheduling API</title>');
    expect(page).toContain('<h1>Building an app on the scheduling API</h1>');
    // GitHub's ids, so an address copied from the repository's view of the file works here too.
    expect(page).toContain('<h2 id="3-exchange-the-code-and-refresh">3. Exchange the code, and refresh <a class="anchor" href="#3-exchange-the-code-and-refresh"');
    expect(page).toContain('<h3 id="pkce-rfc-7636">');
    expect(page).toContain('<li><a href="#6-errors-and-limits">6. Errors and limits</a></li>');
    // The example is shown as code, escaped, and the comment that marks it for its spec is not on the page.
    expect(page).toContain('<pre tabindex="0"><code class="language-js">// A server-side app on openid-client 6');
    expect(page).toContain('new URL(&#39;/v2/me&#39;, config.serverMetadata().issuer)');
    expect(page).not.toContain('<!-- example');
    expect(page).toContain('<div class="table-scroll" tabindex="0"><table>');
  });

  it('links the guides to each other and to the pages they name', async () => {
    const guide = (await request(t.url).get('/docs/guide').expect(200)).text;
    expect(guide).toContain('<a href="/docs/scopes"><code>docs/scopes.md</code></a>');
    expect(guide).toContain('<a href="/settings/developer/oauth-clients"><code>/settings/developer/oauth-clients</code></a>');
    expect(guide).toContain('<a href="/docs"><code>/docs</code></a>');
    expect(guide).toContain('<a href="https://www.npmjs.com/package/openid-client" rel="noopener noreferrer">openid-client</a>');
    // The guides' tabs: this one current, the others and the API reference linked.
    expect(guide).toMatch(/<nav class="doc-tabs"[^>]*><a href="\/docs\/guide" aria-current="page">Guide for app developers<\/a><a href="\/docs\/scopes">Routes and scopes<\/a><a href="\/docs">API reference<\/a><\/nav>/);

    const scopes = (await request(t.url).get('/docs/scopes').expect(200)).text;
    expect(scopes).toContain('<h1>Routes and the scopes they need</h1>');
    expect(scopes).toContain('<h2 id="by-scope">By scope');
    expect(scopes).toContain('<a href="/docs/scopes" aria-current="page">Routes and scopes</a>');
    // Every link on both pages leads somewhere this server answers, or off the site.
    for (const page of [guide, scopes]) {
      const local = [...page.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1]);
      for (const path of new Set(local)) {
        const status = (await request(t.url).get(path)).status;
        expect([path, status === 200 || status === 302 || status === 303]).toEqual([path, true]);
      }
    }
  });

  it('shows who is signed in, as every page does, and anyone may read it', async () => {
    const person = await createUser(t, { name: 'Dev Reader' });
    const agent = await signIn(t, person);
    const page = (await agent.get('/docs/guide').expect(200)).text;
    expect(page).toContain(person.email);
    expect(page).toContain('Sign out');
    const anonymous = (await request(t.url).get('/docs/guide').expect(200)).text;
    expect(anonymous).toContain('href="/auth/login"');
  });

  it('the API reference is titled for the product, loads its header script, and lists its tags OAuth first, Health and Accounts last', async () => {
    const page = (await request(t.url).get('/docs').expect(200)).text;
    expect(page).toContain('<title>API reference · Scheduling</title>');
    expect(page).toContain("<script src='/assets/api-docs.js'></script>");
    const script = await request(t.url).get('/assets/api-docs.js').expect(200).expect('Content-Type', /javascript/);
    expect(script.text).toContain('["/docs/guide","Guide for app developers"]');
    const { tags, info } = (await request(t.url).get('/docs/openapi.json').expect(200)).body as { tags: { name: string }[]; info: { description: string } };
    const names = tags.map((tag) => tag.name);
    expect(names.slice(0, 2)).toEqual(['OAuth 2.0', 'Event types']);
    expect(names.slice(-2)).toEqual(['Health', 'Accounts']);
    expect(info.description).toContain('[guide for app developers](/docs/guide)');
  });

  it('finds docs/ from the source and from a build, whatever its depth', () => {
    const docs = join(ROOT, 'docs');
    expect(findDocsFolder(join(ROOT, 'src', 'guides'))).toBe(docs);
    expect(findDocsFolder(join(ROOT, 'dist', 'guides'))).toBe(docs); // npm start
    expect(findDocsFolder(join(ROOT, '.test-build', 'run-1', 'guides'))).toBe(docs); // the specs' processes
    expect(findDocsFolder('/')).toBeUndefined();
    expect(GUIDES.map((g) => g.file)).toEqual(['app-developers.md', 'scopes.md']);
  });
});
