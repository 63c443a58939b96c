import type * as OAuth from 'oauth4webapi' with { 'resolution-mode': 'import' };
import type { User } from '../../../src/accounts/user.entity';
import { signIn } from '../../factories';
import { consent } from '../../factories/oauth';
import type { TestApp } from '../../setup/test-app';

export type AppCall = (method: string, path: string, body?: object) => Promise<{ status: number; body: any /* checked by the assertions */ }>;

/**
 * A registered third-party app as its developer would use it, through a standards-following client
 * library (oauth4webapi, ESM-only, loaded with a native import): `connect(person)` sends the person
 * through the real consent page and exchanges the code, and returns how the app then calls the API
 * on their behalf.
 */
export async function thirdPartyApp(t: TestApp, registered: { clientId: string; secret: string }, redirectUri: string, scopes: string[]) {
  const oauth: typeof OAuth = await import('oauth4webapi');
  const insecure = { [oauth.allowInsecureRequests]: true } as { [OAuth.allowInsecureRequests]: true };
  const issuer = new URL(t.url);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }));
  const client: OAuth.Client = { client_id: registered.clientId };
  const clientAuth = oauth.ClientSecretBasic(registered.secret);

  async function connect(person: User): Promise<AppCall> {
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    for (const [k, v] of Object.entries({ client_id: client.client_id, redirect_uri: redirectUri, response_type: 'code', scope: scopes.join(' '), state })) {
      url.searchParams.set(k, v);
    }
    const callback = await consent(await signIn(t, person), Object.fromEntries(url.searchParams));
    const params = oauth.validateAuthResponse(as, client, callback, state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, oauth.nopkce, insecure),
    );
    return async (method, path, body) => {
      const headers = new Headers(body ? { 'content-type': 'application/json' } : {});
      // The library throws on any WWW-Authenticate challenge. One naming an OAuth error (a bad
      // token, a missing scope) reaches the spec as that throw; a refusal whose challenge only says
      // where the resource's metadata is (a team role too low) is read like any other answer.
      const res = await oauth
        .protectedResourceRequest(tokens.access_token, method, new URL(path, t.url), headers, body && JSON.stringify(body), insecure)
        .catch((error: unknown) => {
          if (error instanceof oauth.WWWAuthenticateChallengeError && error.cause.every((c) => !c.parameters.error)) return error.response;
          throw error;
        });
      return { status: res.status, body: res.status === 204 ? null : await res.json() };
    };
  }
  return { connect };
}
