import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type Flavor = 'google' | 'microsoft';

/** The paths each provider documents, so the app is configured as it would be for the real one. */
const ROUTES: Record<Flavor, { authorization: string; token: string; revocation: string }> = {
  // https://developers.google.com/identity/protocols/oauth2/web-server (auth, token, revoke endpoints)
  google: { authorization: '/o/oauth2/v2/auth', token: '/token', revocation: '/token/revocation' },
  // https://learn.microsoft.com/en-us/entra/identity-platform/v2-oauth2-auth-code-flow
  microsoft: { authorization: '/common/oauth2/v2.0/authorize', token: '/common/oauth2/v2.0/token', revocation: '/common/oauth2/v2.0/revocation' },
};

const SCOPES: Record<Flavor, string[]> = {
  google: ['https://www.googleapis.com/auth/calendar.readonly', 'https://www.googleapis.com/auth/calendar.events'],
  microsoft: ['offline_access', 'https://graph.microsoft.com/Calendars.ReadWrite'],
};

export interface TokenInfo {
  accountId: string;
  scope: string;
  clientId: string;
}

/**
 * A real OAuth 2.0 authorization server (panva's oidc-provider, certified by the OpenID Foundation)
 * standing in for Google's or Microsoft's: its own login and consent pages, the authorization
 * endpoint with PKCE required, the token endpoint (code and refresh grants), and RFC 7009
 * revocation. Google's flavour keeps the refresh token on refresh (as Google does); Microsoft's
 * rotates it (as Microsoft does). Google's unauthenticated revocation endpoint (`/revoke?token=`,
 * https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke) is answered here
 * in front of the provider, by revoking the token's whole grant, which is what Google documents.
 *
 * The server listens first (the app's settings need its address) and gets its client (which needs
 * the app's redirect URI) in `start`.
 */
export class ProviderAuthServer {
  /** Access tokens handed out by the token endpoint, in order (code and refresh grants). */
  readonly issued: { grantType: string }[] = [];
  /** Grant id → account, to revoke an account's access. */
  private readonly grants = new Map<string, string>();
  private provider: any;
  private handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

  private constructor(
    readonly flavor: Flavor,
    private readonly server: Server,
    readonly url: string,
    readonly client: { id: string; secret: string },
  ) {}

  static async listen(flavor: Flavor): Promise<ProviderAuthServer> {
    let self: ProviderAuthServer | undefined;
    const server = createServer((req, res) => self!.dispatch(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    self = new ProviderAuthServer(flavor, server, `http://127.0.0.1:${port}`, { id: `${flavor}-client-id`, secret: `${flavor}-client-secret-0123456789` });
    return self;
  }

  /** The app's settings for this provider. */
  get env(): Record<string, string> {
    const r = ROUTES[this.flavor];
    return this.flavor === 'google'
      ? {
          GOOGLE_CLIENT_ID: this.client.id,
          GOOGLE_CLIENT_SECRET: this.client.secret,
          GOOGLE_AUTH_URL: this.url + r.authorization,
          GOOGLE_TOKEN_URL: this.url + r.token,
          GOOGLE_REVOKE_URL: `${this.url}/revoke`,
        }
      : {
          MICROSOFT_CLIENT_ID: this.client.id,
          MICROSOFT_CLIENT_SECRET: this.client.secret,
          MICROSOFT_AUTH_URL: this.url + r.authorization,
          MICROSOFT_TOKEN_URL: this.url + r.token,
        };
  }

  async start(redirectUri: string): Promise<void> {
    // Its start-up notices (development interactions, in-memory store, Node 20) say nothing about the tests.
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await this.create(redirectUri);
    } finally {
      console.warn = warn;
    }
  }

  private async create(redirectUri: string): Promise<void> {
    const { default: Provider } = await import('oidc-provider');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const provider = new Provider(this.url, {
      clients: [
        {
          client_id: this.client.id,
          client_secret: this.client.secret,
          token_endpoint_auth_method: 'client_secret_post',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          redirect_uris: [redirectUri],
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] },
      routes: ROUTES[this.flavor],
      scopes: SCOPES[this.flavor],
      pkce: { required: () => true },
      // A client revokes only its own tokens (RFC 7009 §2.1); said here so the provider has no default to warn about.
      features: { revocation: { enabled: true, allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId } },
      issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: this.flavor === 'microsoft',
      findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id, email: id }) }),
      ttl: { AccessToken: 3600, AuthorizationCode: 600, Grant: 86_400, Interaction: 3600, Session: 86_400, RefreshToken: 30 * 86_400 },
    });
    provider.on('grant.success', (ctx: { oidc: { params: { grant_type: string } } }) => this.issued.push({ grantType: ctx.oidc.params.grant_type }));
    provider.on('grant.saved', (grant: { jti: string; accountId: string }) => this.grants.set(grant.jti, grant.accountId));
    this.provider = provider;
    this.handler = provider.callback();
  }

  /** What a bearer token at the provider's API is worth: its account and scopes, or null. */
  async tokenInfo(token: string): Promise<TokenInfo | null> {
    const found = await this.provider.AccessToken.find(token);
    if (!found || found.isExpired) return null;
    return { accountId: found.accountId, scope: found.scope ?? '', clientId: found.clientId };
  }

  /**
   * What a person does at the provider's account page ("remove access"): every grant of the
   * account to our client is revoked, its refresh and access tokens with it.
   */
  async revokeAccess(accountId: string): Promise<void> {
    for (const [grantId, owner] of this.grants) if (owner === accountId) await this.revokeGrant(grantId);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private dispatch(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url);
    if (this.flavor === 'google' && req.method === 'POST' && url.pathname === '/revoke') {
      void this.googleRevoke(url.searchParams.get('token') ?? '', res);
      return;
    }
    if (!this.handler) {
      res.writeHead(503).end();
      return;
    }
    this.handler(req, res);
  }

  private async googleRevoke(token: string, res: ServerResponse): Promise<void> {
    const found = (await this.provider.RefreshToken.find(token)) ?? (await this.provider.AccessToken.find(token));
    if (!found) {
      // https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke: 400 with an error body.
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_token', error_description: 'Token expired or revoked' }));
      return;
    }
    await this.revokeGrant(found.grantId);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  }

  private async revokeGrant(grantId: string): Promise<void> {
    for (const model of ['AccessToken', 'RefreshToken', 'AuthorizationCode']) await this.provider[model].revokeByGrantId(grantId);
    await (await this.provider.Grant.find(grantId))?.destroy();
  }
}
