// A server-side app on openid-client 6: discovery, PKCE, the code exchange, an API call, a refresh.
import * as client from 'openid-client';

/** Reads the server's metadata (RFC 8414) once at start-up. */
export async function connect(issuer, clientId, clientSecret) {
  const options = { algorithm: 'oauth2' }; // RFC 8414 metadata, not OpenID Connect discovery
  if (issuer.protocol === 'http:') options.execute = [client.allowInsecureRequests]; // local development only
  return client.discovery(issuer, clientId, clientSecret, undefined, options);
}

/** Step 1: where to send the person. Keep `codeVerifier` and `state` in their session. */
export async function startAuthorization(config, redirectUri, scope) {
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
export async function finishAuthorization(config, callbackUrl, { codeVerifier, state }) {
  // Checks `state` and `iss` (RFC 9207), sends the verifier, and validates the token response.
  return client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier: codeVerifier, expectedState: state });
}

/** Step 3: call the API with the access token. */
export async function getProfile(config, accessToken) {
  const url = new URL('/v2/me', config.serverMetadata().issuer);
  const response = await client.fetchProtectedResource(config, accessToken, url, 'GET');
  if (!response.ok) throw new Error(`GET /v2/me answered ${response.status}`);
  const { data } = await response.json(); // {"status":"success","data":{...}}
  return data;
}

/** Step 4: before the access token's 30 minutes are up, get a new pair (store the new refresh token). */
export async function refresh(config, refreshToken) {
  return client.refreshTokenGrant(config, refreshToken);
}
