// The peer: a certified Node OAuth 2.0 server (oidc-provider) set up to do the
// same work as ours, so the benchmark compares like with like:
//   - POST /token, grant_type=refresh_token: the client authenticates with
//     HTTP Basic (client_secret_basic), the refresh token is rotated on every
//     use (the old one is spent, a new one is returned), a new opaque access
//     token is stored, and no ID token is signed.
//   - POST /token, grant_type=authorization_code with PKCE (S256): the code is
//     spent, an access token and a refresh token are issued, no ID token.
//   - GET /me: the user's profile for a bearer access token (OIDC userinfo).
// Two stores (env PEER_STORE):
//   - memory (default): oidc-provider's own in-memory store;
//   - redis: the production shape, a Redis store (./oidc-redis-adapter.mjs) on
//     PEER_REDIS_URL (default redis://127.0.0.1:6379/12), every key under the
//     prefix PEER_REDIS_PREFIX (default oidc-bench:). Only keys under that
//     prefix are cleared, at start-up and on exit.
//
// A benchmark-only route, POST /__bench/mint, hands out ready-made tokens and
// codes, made through the provider's own models, so the benchmark can skip the
// browser sign-in flow. It is answered by the plain HTTP server below, before
// the provider sees the request.
//
// Run: node bench/servers/oidc-peer.mjs   (env PORT, default any free port; HOST, default 127.0.0.1)
// Prints one line when ready: {"ready":true,"port":<port>}

import http from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';
// oidc-provider's stock in-memory store, used as is, only with more room (see below).
import MemoryAdapter from 'oidc-provider/lib/adapters/memory_adapter.js';
import LRU from 'oidc-provider/lib/helpers/lru.js';
import { createRedisStore } from './oidc-redis-adapter.mjs';

const HOST = process.env.HOST || '127.0.0.1';
const PORT = Number(process.env.PORT || 0);

const CLIENT_ID = 'bench-client';
const CLIENT_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef';
const ACCOUNT_ID = 'bench-user';
const DAY = 24 * 60 * 60; // seconds: nothing expires during a benchmark run
const REDIRECT_URI = 'http://127.0.0.1/cb';

// Refresh tokens leave out "openid", so refreshing issues no ID token (that
// would cost an RS256 signature that our server does not pay). Access tokens
// for GET /me need "openid": userinfo refuses tokens without it.
const REFRESH_SCOPE = 'offline_access profile email';
const ACCESS_SCOPE = 'openid profile email';

const STORE = process.env.PEER_STORE || 'memory';
if (STORE !== 'memory' && STORE !== 'redis') throw new Error('PEER_STORE must be memory or redis');

// memory: the stock in-memory store keeps only about 1,000 entries before it
// starts forgetting the oldest, far fewer than a benchmark mints. Same store
// code, sized for millions of entries.
// redis: one connection, keys under a prefix of their own.
const redis = STORE === 'redis'
  ? createRedisStore(process.env.PEER_REDIS_URL || 'redis://127.0.0.1:6379/12', process.env.PEER_REDIS_PREFIX || 'oidc-bench:')
  : undefined;
const lru = redis ? undefined : new LRU({ maxSize: 10_000_000 });
const adapter = redis ? redis.adapter : (model) => new MemoryAdapter(model, lru);
if (redis) await redis.clear(); // what a killed run may have left

// A signing key made at start-up (instead of the built-in development keys).
// It only signs ID tokens, which this benchmark never asks for.
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' };

const server = http.createServer((req, res) => handle(req, res));
let handle = (req, res) => { res.statusCode = 503; res.end(); }; // until the provider is up

server.listen(PORT, HOST, () => {
  const { port } = server.address();
  const provider = createProvider(`http://127.0.0.1:${port}`);
  const providerHandler = provider.callback();

  handle = (req, res) => {
    if (req.method === 'POST' && req.url === '/__bench/mint') {
      mintRoute(provider, req, res).catch((err) => {
        console.error(err);
        sendJson(res, 500, { error: String(err?.message || err) });
      });
      return;
    }
    providerHandler(req, res);
  };

  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
});

function createProvider(issuer) {
  return new Provider(issuer, {
    adapter,
    clients: [{
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [REDIRECT_URI],
    }],
    // One user for everything.
    async findAccount(ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, name: 'Bench User', email: 'bench-user@example.com', email_verified: true };
        },
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['name'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    routes: { token: '/token', userinfo: '/me' },
    rotateRefreshToken: () => true, // every refresh spends the old token and returns a new one
    jwks: { keys: [signingKey] },
    cookies: { keys: ['bench-cookie-key-not-secret'] },
    // Fixed lifetimes (the provider's defaults also print advice when used).
    ttl: {
      AccessToken: DAY,
      AuthorizationCode: 600, // codes are minted before a run and must outlive it
      ClientCredentials: DAY,
      DeviceCode: 600,
      BackchannelAuthenticationRequest: 600,
      PreAuthorizedCode: 600,
      Grant: DAY,
      IdToken: DAY,
      Interaction: 3600,
      RefreshToken: DAY,
      Session: DAY,
    },
    // The sign-in pages are never used here (tokens are minted directly).
    features: { devInteractions: { enabled: false } },
  });
}

// POST /__bench/mint {"refreshTokens": N, "accessTokens": M, "codes": K, "codeChallenge": S}
// Each token or code gets its own grant (one user sign-in per token, as in
// real life), which also keeps the store's per-grant bookkeeping small. Codes
// carry the S256 challenge given, the registered redirect URI and the refresh
// token scope (no "openid", so no ID token is signed when they are redeemed).
async function mintRoute(provider, req, res) {
  let body;
  try {
    body = JSON.parse(await readBody(req) || '{}');
  } catch {
    return sendJson(res, 400, { error: 'body must be JSON' });
  }
  const count = (v) => (Number.isInteger(v) && v >= 0 && v <= 1_000_000 ? v : NaN);
  const nRefresh = count(body.refreshTokens ?? 0);
  const nAccess = count(body.accessTokens ?? 0);
  const nCodes = count(body.codes ?? 0);
  if (Number.isNaN(nRefresh) || Number.isNaN(nAccess) || Number.isNaN(nCodes)) {
    return sendJson(res, 400, { error: 'refreshTokens, accessTokens and codes must be integers from 0 to 1000000' });
  }
  const codeChallenge = body.codeChallenge;
  if (nCodes > 0 && (typeof codeChallenge !== 'string' || !/^[\w-]{43}$/.test(codeChallenge))) {
    return sendJson(res, 400, { error: 'codes need a codeChallenge (S256, base64url)' });
  }

  const client = await provider.Client.find(CLIENT_ID);

  async function mintOne(Model, scope, extra) {
    const grant = new provider.Grant({ accountId: ACCOUNT_ID, clientId: CLIENT_ID });
    grant.addOIDCScope(`openid ${scope}`); // what the user consented to
    const grantId = await grant.save();
    return new Model({
      accountId: ACCOUNT_ID, client, grantId, scope, gty: 'authorization_code', ...extra,
    }).save(); // resolves to the token string
  }

  const mintMany = async (n, mint) => {
    const out = [];
    for (let i = 0; i < n; i += 1000) {
      const batch = Array.from({ length: Math.min(1000, n - i) }, mint);
      out.push(...await Promise.all(batch));
    }
    return out;
  };

  const refreshTokens = await mintMany(nRefresh, () => mintOne(provider.RefreshToken, REFRESH_SCOPE));
  const accessTokens = await mintMany(nAccess, () => mintOne(provider.AccessToken, ACCESS_SCOPE));
  const codes = await mintMany(nCodes, () => mintOne(provider.AuthorizationCode, REFRESH_SCOPE, {
    redirectUri: REDIRECT_URI, codeChallenge, codeChallengeMethod: 'S256', authTime: Math.floor(Date.now() / 1000),
  }));
  sendJson(res, 200, { refreshTokens, accessTokens, codes });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res, status, value) {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function shutdown() {
  const exit = () => (redis ? redis.clear().then(redis.close) : Promise.resolve())
    .catch((err) => console.error(err))
    .finally(() => process.exit(0));
  server.close(exit);
  server.closeAllConnections?.();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
