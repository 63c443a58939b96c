/**
 * What a browser does through an OAuth authorization, and no more: keeps cookies (per host and
 * port), follows redirects, and submits the forms of the provider's login and consent pages.
 * `follow` stops at the first URL `until` accepts, without requesting it, or at a page without a
 * form to submit, and answers where it stopped.
 */
export class UserAgent {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(private readonly login = 'someone@example.com') {}

  async request(url: string, init: { method?: string; body?: URLSearchParams | string; headers?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = this.jar.get(target.host);
    if (cookies?.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      const store = this.jar.get(target.host) ?? new Map<string, string>();
      this.jar.set(target.host, store);
      if (!value || attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) store.delete(name);
      else store.set(name, value);
    }
    return res;
  }

  async follow(start: string, until: (url: URL) => boolean, options: { method?: string; body?: URLSearchParams } = {}): Promise<{ url: URL; response?: Response; page?: string }> {
    let url = new URL(start);
    let init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = options.body
      ? { method: options.method ?? 'POST', body: options.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }
      : { method: options.method };
    for (let step = 0; step < 20; step++) {
      const response = await this.request(url.toString(), init);
      init = {};
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        if (until(url)) return { url };
        continue;
      }
      const page = await response.text();
      const form = formOf(page);
      if (!form) return { url, response, page };
      // The provider's sign-in page takes any account name: the account is whoever we say we are.
      if (form.fields.has('login')) {
        form.fields.set('login', this.login);
        form.fields.set('password', 'any password');
      }
      url = new URL(form.action, url);
      init = { method: 'POST', body: form.fields, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    throw new Error('More than 20 steps without getting anywhere');
  }
}

/** The first POST form of a page, with its fields' values. */
function formOf(page: string): { action: string; fields: URLSearchParams } | null {
  const match = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(page);
  if (!match) return null;
  const fields = new URLSearchParams();
  for (const input of match[2].matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(input[1])?.[1];
    if (name) fields.set(name, /value="([^"]*)"/.exec(input[1])?.[1] ?? '');
  }
  return { action: match[1].replace(/&amp;/g, '&'), fields };
}
