// A server-side app on openid-client 6, as a program you can run: discovery, PKCE, the code
// exchange, an API call and a refresh. Register a confidential client whose redirect URIs include
// http://127.0.0.1/callback (a loopback address matches on any port), have it approved, then:
//
//   CLIENT_ID=... CLIENT_SECRET=scs_... node docs/examples/openid-client-app.mjs
//
// It prints an address: open it in a browser, sign in and allow. The browser comes back to this
// program, which reads your profile, refreshes its tokens, reads it again and stops.
// Settings: ISSUER (default http://localhost:3000), SCOPE (default PROFILE_READ).
import { createServer } from 'node:http';
import * as client from 'openid-client';

/** Reads the server's metadata (RFC 8414) once at start-up. */
async function connect(issuer, clientId, clientSecret) {
  const options = { algorithm: 'oauth2' }; // RFC 8414 metadata, not OpenID Connect discovery
  if (issuer.protocol === 'http:') options.execute = [client.allowInsecureRequests]; // local development only
  return client.discovery(issuer, clientId, clientSecret, undefined, options);
}

/** Step 1: where to send the person. A web app keeps `codeVerifier` and `state` in their session. */
async function startAuthorization(config, redirectUri, scope) {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope, // e.g. 'PROFILE_READ BOOKING_READ'
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, codeVerifier, state };
}

/** Step 2: the person is back at the redirect URI; trade the code for tokens. */
async function finishAuthorization(config, callbackUrl, { codeVerifier, state }) {
  // Checks `state` and `iss` (RFC 9207), sends the verifier, and validates the token response.
  return client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state });
}

/** Step 3: call the API with the access token. */
async function getProfile(config, accessToken) {
  const url = new URL('/v2/me', config.serverMetadata().issuer);
  const response = await client.fetchProtectedResource(config, accessToken, url, 'GET');
  if (!response.ok) throw new Error(`GET /v2/me answered ${response.status}`);
  const { data } = await response.json(); // {"status":"success","data":{...}}
  return data;
}

/** Step 4: before the access token's 30 minutes are up, get a new pair (store the new refresh token). */
async function refresh(config, refreshToken) {
  return client.refreshTokenGrant(config, refreshToken);
}

/**
 * The redirect URI: a server on a free port of the loopback address (RFC 8252 §7.3). It answers
 * the browser, and settles with the tokens, or with the error the authorization came back with.
 * A callback that is not the answer to this authorization (another `state`) is refused, and it
 * keeps waiting for the right one.
 */
async function callbackServer() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const redirectUri = `http://127.0.0.1:${server.address().port}/callback`;
  const waitForTokens = (config, pending) =>
    new Promise((resolve, reject) => {
      server.on('request', async (req, res) => {
        const answer = (status, text) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(text);
        const url = new URL(req.url, redirectUri);
        if (url.pathname !== '/callback') return answer(404, 'Not found');
        try {
          const tokens = await finishAuthorization(config, url, pending);
          answer(200, 'Connected. You can close this tab.');
          resolve(tokens);
        } catch (error) {
          answer(400, `Not connected: ${error.message}`);
          // The person denied, or the server refused the request: the authorization is over.
          if (error instanceof client.AuthorizationResponseError) reject(new Error(`the authorization came back with ${error.error}: ${error.error_description}`));
          else console.error(`Refused a callback that does not answer this authorization: ${error.message}`);
        }
      });
    }).finally(() => server.close());
  return { redirectUri, waitForTokens };
}

async function main() {
  const { CLIENT_ID, CLIENT_SECRET } = process.env;
  if (!CLIENT_ID || !CLIENT_SECRET) throw new Error('Set CLIENT_ID and CLIENT_SECRET to your client\'s (developer settings).');
  const issuer = new URL(process.env.ISSUER ?? 'http://localhost:3000');
  const config = await connect(issuer, CLIENT_ID, CLIENT_SECRET);

  const { redirectUri, waitForTokens } = await callbackServer();
  const pending = await startAuthorization(config, redirectUri, process.env.SCOPE ?? 'PROFILE_READ');
  console.log(`Open this address in a browser, sign in and allow:\n${pending.url.href}`);
  const tokens = await waitForTokens(config, pending);
  console.log(`Authorized for ${tokens.scope}; the access token expires in ${tokens.expires_in} s.`);

  const me = await getProfile(config, tokens.access_token);
  console.log(`Signed in as ${me.name} <${me.email}> (user ${me.id}).`);
  const refreshed = await refresh(config, tokens.refresh_token);
  const again = await getProfile(config, refreshed.access_token);
  console.log(`Refreshed: a new pair of tokens, and the profile reads ${again.email} again.`);
}

main().catch((error) => {
  console.error(`Stopped: ${error.message}`);
  process.exitCode = 1;
});
