import type { LoadSpec } from './load';
import { OurServer, PKCE_VERIFIER, UNKNOWN_TOKEN } from './ours';
import { REDIRECT_URI } from './seed';

export const SCENARIOS: Record<string, string> = {
  refresh: '1. refresh_token grant (rotation)',
  code: '2. authorization_code exchange (PKCE)',
  me: '3. GET /v2/me, 200 tokens in turn (cached)',
  'me-many': '3b. GET /v2/me, a different token each call',
  mcp: '3c. POST /mcp tools/call get_profile, 200 tokens in turn (cached)',
  slots: '4. GET /v2/slots, one week',
  reject: '5. 401 on an unknown bearer token',
  book: '6. POST /v2/bookings (public), without and with five webhooks subscribed (queued in the booking transaction; no worker runs)',
  baseline: 'Baselines',
};

/**
 * Scenario 3 cycles through HOT tokens: each is then used 5 to 10 times a second, under the default
 * per-token limit of 600 a minute, and stays in the token cache. 3b cycles through MANY, more than
 * the cache holds, so every lookup goes to the database.
 */
export const HOT_TOKENS = 200;
export const MANY_TOKENS = 20_000;

/** Something to load: one scenario against one server. `prepare` runs before each measured run (round -1: warm-up). */
export interface Target {
  id: string;
  scenario: string;
  side: 'ours' | 'baseline' | 'peer';
  label: string;
  url: string;
  /** The unguarded route of the same server, for the ours/unguarded ratio. */
  unguardedId?: string;
  /** The same scenario on each peer: oidc-provider with its in-memory store, and with Redis. */
  peerId?: string;
  redisPeerId?: string;
  /** The command name of the store's processes (`postgres`, `redis-server`), to charge their CPU time too. */
  store?: string;
  prepare(round: number): Promise<LoadSpec>;
}

type Fixed = Omit<Target, 'prepare'>;
const fixed = (t: Fixed, spec: LoadSpec): Target => ({ ...t, prepare: async () => spec });
const each = (t: Fixed, spec: () => LoadSpec): Target => ({ ...t, prepare: async () => spec() });

/** Hands out the values in turn, over and over (`cycle`) or each once (then `spent`, which the server refuses). */
function turns(values: string[], options: { cycle: true } | { spent: string }): () => string {
  let next = 0;
  return 'cycle' in options ? () => values[next++ % values.length] : () => values[next++] ?? options.spent;
}

const bearer = (token: () => string) => () => ({ headers: { authorization: `Bearer ${token()}` } });
const FORM = 'application/x-www-form-urlencoded';

/** Scenario 3c: scenario 3's profile read as an MCP client makes it (stateless, one JSON-RPC request). */
const MCP_GET_PROFILE = {
  method: 'POST' as const,
  path: '/mcp',
  headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_profile', arguments: {} } }),
  expect: 200,
};

export const rawBaseline = (url: string): Target =>
  fixed({ id: 'baseline:raw', scenario: 'baseline', side: 'baseline', label: 'raw node:http, fixed JSON', url }, { method: 'GET', path: '/', expect: 200 });

/** The stack alone, one route each (`bench/servers/bare-framework.mjs`). */
export type BareFramework = 'express' | 'nest' | 'koa';
const BARE_LABELS: Record<BareFramework, string> = {
  express: 'bare Express 5, one route (res.json)',
  nest: 'bare Nest 11 on Express, one route',
  koa: "bare Koa 3, one route (the peer's stack)",
};
export const bareBaseline = (framework: BareFramework, url: string): Target =>
  fixed(
    { id: `baseline:${framework}`, scenario: 'baseline', side: 'baseline', label: BARE_LABELS[framework], url },
    { method: 'GET', path: '/bare', expect: 200 },
  );

/**
 * Our targets on one server. The scale database (`scale`) runs what depends on table size:
 * refresh and `/v2/me`.
 */
export function ourTargets(
  key: string,
  dbLabel: string,
  ours: OurServer,
  options: { scale: boolean; codesPerRun: number; connections: number; store?: string; bookings?: { plain: number; hooked: number } },
): Target[] {
  const { url, seeded } = ours;
  const base = { side: 'ours' as const, label: `ours · ${dbLabel}`, url, unguardedId: `baseline:${key}`, store: options.store };
  const at = (scenario: string, peer = false): Fixed => ({
    ...base,
    id: `${scenario}:${key}`,
    scenario,
    peerId: peer ? `${scenario}:peer` : undefined,
    redisPeerId: peer ? `${scenario}:peer-redis` : undefined,
  });
  const hot = turns(seeded.accessTokens.slice(0, HOT_TOKENS), { cycle: true });
  const many = turns(seeded.accessTokens.slice(HOT_TOKENS), { cycle: true });
  const refreshToken = turns(seeded.refreshTokens, { spent: 'srt_supply_exhausted' });
  const tokenRequest = { method: 'POST' as const, path: '/v2/auth/oauth2/token', headers: { authorization: ours.basicAuth, 'content-type': FORM }, expect: 200 };

  const targets: Target[] = [
    // The metadata document: no guard, no database, but logged like every API call (`/health` is not).
    fixed(
      { id: base.unguardedId, scenario: 'baseline', side: 'baseline', label: `unguarded Nest route (RFC 8414 metadata) · ${dbLabel}`, url, store: options.store },
      { method: 'GET', path: '/.well-known/oauth-authorization-server', expect: 200 },
    ),
    each(at('refresh', true), () => ({ ...tokenRequest, next: () => ({ body: `grant_type=refresh_token&refresh_token=${refreshToken()}` }) })),
    each(at('me', true), () => ({ method: 'GET', path: '/v2/me', next: bearer(hot), expect: 200 })),
    each(at('me-many', true), () => ({ method: 'GET', path: '/v2/me', next: bearer(many), expect: 200 })),
  ];
  if (options.scale) return targets;
  const redeem = (code: string) => `grant_type=authorization_code&code=${code}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&code_verifier=${PKCE_VERIFIER}`;
  targets.push(
    {
      ...at('code', true),
      prepare: async (round) => {
        const codes = await ours.mintCodes(round < 0 ? 500 : options.codesPerRun);
        const code = turns(codes, { spent: 'spent' });
        // Each connection builds its first request up front; leave it a code of its own.
        return { ...tokenRequest, next: () => ({ body: redeem(code()) }), amount: codes.length - options.connections };
      },
    },
    each(at('mcp'), () => ({ ...MCP_GET_PROFILE, next: bearer(hot) })),
    each(at('slots'), () => ({ method: 'GET', path: ours.slotsPath(), next: bearer(hot), expect: 200 })),
    fixed(at('reject', true), { method: 'GET', path: '/v2/me', headers: { authorization: `Bearer ${UNKNOWN_TOKEN}` }, expect: 401 }),
  );
  if (options.bookings) {
    const book = (id: string, what: string, eventTypeId: number): Target =>
      fixed({ ...at('book'), id: `${id}:${key}`, label: `${base.label}, ${what}` }, { ...BOOKING_REQUEST, next: bookingsOf(eventTypeId) }); // one sequence over every run
    targets.push(book('book', 'no webhook', options.bookings.plain), book('book-hooks', 'five webhooks', options.bookings.hooked));
  }
  return targets;
}

const BOOKING_REQUEST = { method: 'POST' as const, path: '/v2/bookings', headers: { 'content-type': 'application/json' }, expect: 201 };

/**
 * Booking requests for one event type, each for the next 5-minute slot from a week ahead (its host
 * is open around the clock), the same sequence for every event type: both sides of scenario 6 fill
 * their days alike, so the slot check sees as many bookings on each.
 */
function bookingsOf(eventTypeId: number): () => { body: string } {
  const today = new Date();
  let start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7);
  const attendee = { name: 'Bench Guest', email: 'guest@bench-app.example.com', timeZone: 'Europe/Berlin' };
  return () => {
    const body = JSON.stringify({ eventTypeId, start: new Date(start).toISOString(), attendee });
    start += 5 * 60_000;
    return { body };
  };
}

export const PEER_CLIENT = { id: 'bench-client', secret: 'bench-secret-0123456789abcdef0123456789abcdef' };

export const PEER_REDIRECT_URI = 'http://127.0.0.1/cb';

/** What a peer hands out before the runs, and how to get codes from it before each run. */
export interface PeerSupply {
  refreshTokens: string[];
  accessTokens: string[];
  mintCodes(count: number): Promise<string[]>;
}

/**
 * One peer's counterparts of scenarios 1, 2, 3, 3b and 5. `store`: oidc-provider's in-memory store
 * (ids `…:peer`) or the Redis one (ids `…:peer-redis`).
 */
export function peerTargets(url: string, store: 'memory' | 'redis', minted: PeerSupply, options: { codesPerRun: number; connections: number }): Target[] {
  const label = `peer · oidc-provider (${store === 'memory' ? 'in-memory' : 'Redis'})`;
  const suffix = store === 'memory' ? 'peer' : 'peer-redis';
  const storeProcess = store === 'redis' ? 'redis-server' : undefined;
  const at = (scenario: string, what = ''): Fixed => ({ id: `${scenario}:${suffix}`, scenario, side: 'peer', label: `${label}${what}`, url, store: storeProcess });
  const refreshToken = turns(minted.refreshTokens, { spent: 'supply-exhausted' });
  const hot = turns(minted.accessTokens.slice(0, HOT_TOKENS), { cycle: true });
  const many = turns(minted.accessTokens.slice(HOT_TOKENS), { cycle: true });
  const basic = `Basic ${Buffer.from(`${PEER_CLIENT.id}:${PEER_CLIENT.secret}`).toString('base64')}`;
  const tokenRequest = { method: 'POST' as const, path: '/token', headers: { authorization: basic, 'content-type': FORM }, expect: 200 };
  const redeem = (code: string) =>
    `grant_type=authorization_code&code=${code}&redirect_uri=${encodeURIComponent(PEER_REDIRECT_URI)}&code_verifier=${PKCE_VERIFIER}`;
  return [
    each(at('refresh'), () => ({ ...tokenRequest, next: () => ({ body: `grant_type=refresh_token&refresh_token=${refreshToken()}` }) })),
    {
      ...at('code'),
      prepare: async (round) => {
        const codes = await minted.mintCodes(round < 0 ? 500 : options.codesPerRun);
        const code = turns(codes, { spent: 'spent' });
        return { ...tokenRequest, next: () => ({ body: redeem(code()) }), amount: codes.length - options.connections };
      },
    },
    each(at('me', ', userinfo'), () => ({ method: 'GET', path: '/me', next: bearer(hot), expect: 200 })),
    each(at('me-many', ', userinfo'), () => ({ method: 'GET', path: '/me', next: bearer(many), expect: 200 })),
    fixed(at('reject', ', userinfo'), { method: 'GET', path: '/me', headers: { authorization: 'Bearer unknown-token-0123456789abcdefghijklmnopqrstuvwxyz' }, expect: 401 }),
  ];
}
