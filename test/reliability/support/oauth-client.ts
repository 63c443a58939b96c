import { s256 } from '../../../src/oauth/token/pkce';
import type { Outcome, Traffic } from './traffic';

export const REDIRECT_URI = 'https://app.example.com/callback';
const VERIFIER = 'a-pkce-code-verifier-that-is-long-enough-0123456789';

export interface AppClient {
  clientId: string;
  secret: string;
  scope: string;
}

/**
 * A third-party app and a signed-in person, spoken to over plain HTTP (fetch) so that every step
 * of the flow can be sent to any instance and every answer, good or bad, is recorded by `Traffic`.
 */
export class FlowDriver {
  constructor(
    private readonly traffic: Traffic,
    readonly client: AppClient,
    /** The person's session cookie (`sid=...`). */
    private readonly cookie: string,
    /** Sent with every request (e.g. `X-Instance`, which the spec's load balancer routes by). */
    private readonly extra: Record<string, string> = {},
  ) {}

  /** The same app and person, with every request pinned to one instance behind the balancer. */
  via(instance: string): FlowDriver {
    return new FlowDriver(this.traffic, this.client, this.cookie, { 'x-instance': instance });
  }

  /** Consent at `base`: the authorization code, or the failed outcome. */
  async authorize(base: string): Promise<{ code: string } | { failed: Outcome }> {
    const params = new URLSearchParams({
      client_id: this.client.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: this.client.scope,
      state: 'st',
      code_challenge: s256(VERIFIER),
      code_challenge_method: 'S256',
    });
    const page = await this.traffic.send('authorize-page', `${base}/auth/oauth2/authorize?${params}`, { headers: { ...this.extra, cookie: this.cookie } });
    if (page.status !== 200) return { failed: page };
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)![1];
    params.set('_csrf', csrf);
    params.set('decision', 'allow');
    const decision = await this.traffic.send('authorize-decision', `${base}/auth/oauth2/authorize`, {
      method: 'POST',
      headers: { ...this.extra, cookie: this.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: params.toString(),
    });
    if (decision.status !== 303) return { failed: decision };
    return { code: new URL(decision.headers.get('location')!).searchParams.get('code')! };
  }

  exchange(base: string, code: string): Promise<Outcome> {
    return this.token(base, 'code-exchange', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: VERIFIER });
  }

  refresh(base: string, refreshToken: string): Promise<Outcome> {
    return this.token(base, 'refresh', { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  revoke(base: string, token: string): Promise<Outcome> {
    return this.traffic.send('revoke', `${base}/v2/auth/oauth2/revoke`, {
      method: 'POST',
      headers: { ...this.extra, authorization: this.basic(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
  }

  me(base: string, accessToken: string): Promise<Outcome> {
    return this.traffic.send('api', `${base}/v2/me`, { headers: { ...this.extra, authorization: `Bearer ${accessToken}` } });
  }

  private token(base: string, kind: string, form: Record<string, string>): Promise<Outcome> {
    return this.traffic.send(kind, `${base}/v2/auth/oauth2/token`, {
      method: 'POST',
      headers: { ...this.extra, authorization: this.basic(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  private basic(): string {
    return `Basic ${Buffer.from(`${encodeURIComponent(this.client.clientId)}:${encodeURIComponent(this.client.secret)}`).toString('base64')}`;
  }
}

/** Signs in over HTTP and returns the session cookie. */
export async function sessionCookie(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 204) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export const tokensOf = (o: Outcome): TokenPair => JSON.parse(o.body) as TokenPair;
