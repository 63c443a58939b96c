import { createHash, randomBytes } from 'node:crypto';

/** One request's result, as the soak counts it. */
export interface Sample {
  action: string;
  ms: number;
  /** Unexpected status, or a network error: each is an error in the report. */
  error?: string;
}

export interface SoakApp {
  base: string;
  clientId: string;
  secret: string;
  cookie: string;
  scope: string;
  redirectUri: string;
}

/**
 * HTTP as the soak's virtual users speak it: each call names its action and the status it must
 * get; anything else (or a failed connection) is recorded as an error with what came back.
 */
export class SoakClient {
  readonly samples: Sample[] = [];

  constructor(readonly app: SoakApp) {}

  async call(action: string, expect: number, method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
    const started = performance.now();
    try {
      const res = await fetch(`${this.app.base}${path}`, { method, headers: options.headers, body: options.body, redirect: 'manual' });
      const text = await res.text();
      const sample: Sample = { action, ms: performance.now() - started };
      if (res.status !== expect) sample.error = `${action}: ${res.status} ${text.slice(0, 160)}`;
      this.samples.push(sample);
      return { status: res.status, location: res.headers.get('location'), text, ok: res.status === expect };
    } catch (error) {
      this.samples.push({ action, ms: performance.now() - started, error: `${action}: ${(error as Error).message}` });
      return { status: 0, location: null, text: '', ok: false };
    }
  }

  /** The consent page and the Allow decision, then the code exchange: a fresh token pair. */
  async authorizeAndExchange(): Promise<{ access: string; refresh: string } | undefined> {
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: this.app.clientId,
      redirect_uri: this.app.redirectUri,
      response_type: 'code',
      scope: this.app.scope,
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    });
    const page = await this.call('consent-page', 200, 'GET', `/auth/oauth2/authorize?${params}`, { headers: { cookie: this.app.cookie } });
    if (!page.ok) return undefined;
    params.set('_csrf', /name="_csrf" value="([^"]+)"/.exec(page.text)![1]);
    params.set('decision', 'allow');
    const decision = await this.call('consent-allow', 303, 'POST', '/auth/oauth2/authorize', {
      headers: { cookie: this.app.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: params.toString(),
    });
    if (!decision.ok) return undefined;
    const code = new URL(decision.location!).searchParams.get('code')!;
    return this.token('code-exchange', { grant_type: 'authorization_code', code, redirect_uri: this.app.redirectUri, code_verifier: verifier });
  }

  refresh(refreshToken: string) {
    return this.token('refresh', { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  private async token(action: string, form: Record<string, string>) {
    const basic = Buffer.from(`${this.app.clientId}:${this.app.secret}`).toString('base64');
    const res = await this.call(action, 200, 'POST', '/v2/auth/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    if (!res.ok) return undefined;
    const body = JSON.parse(res.text) as { access_token: string; refresh_token: string };
    return { access: body.access_token, refresh: body.refresh_token };
  }

  api(action: string, expect: number, method: string, path: string, token: string, body?: unknown) {
    return this.call(action, expect, method, path, {
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  }
}
