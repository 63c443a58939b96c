import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { s256 } from '../../src/oauth/token/pkce';
import { BENCH_USER, REDIRECT_URI, Seeded } from './seed';
import type { PeerSupply } from './targets';

export const PKCE_VERIFIER = 'benchmark-pkce-code-verifier-0123456789-abcdefghijklmnop';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function call(url: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, url), { method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function expectStatus(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) throw new Error(`${what}: expected ${status}, got ${reply.status}: ${reply.body.slice(0, 300)}`);
  return reply;
}

/**
 * What the load needs from one of our servers once it runs: a signed-in person (for minting codes
 * through the real consent page) and a bookable event type (for slots), both set up over HTTP.
 */
export class OurServer {
  private cookie = '';
  private csrf = '';
  eventTypeId = 0;

  constructor(
    readonly url: string,
    readonly seeded: Seeded,
  ) {}

  get basicAuth(): string {
    return `Basic ${Buffer.from(`${encodeURIComponent(this.seeded.clientId)}:${encodeURIComponent(this.seeded.clientSecret)}`).toString('base64')}`;
  }

  /** The access token that sets up the schedule and event type. */
  get setupToken(): string {
    return this.seeded.accessTokens[0];
  }

  async setUp(): Promise<void> {
    const login = expectStatus(
      await call(this.url, 'POST', '/auth/login', { 'content-type': 'application/json' }, JSON.stringify({ email: BENCH_USER.email, password: BENCH_USER.password })),
      204,
      'JSON login',
    );
    this.cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = expectStatus(await call(this.url, 'GET', `/auth/oauth2/authorize?${this.authorizeQuery()}`, { cookie: this.cookie }), 200, 'consent page');
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body);
    if (!csrf) throw new Error('The consent page has no _csrf field');
    this.csrf = csrf[1];

    const api = { authorization: `Bearer ${this.setupToken}`, 'content-type': 'application/json' };
    const schedule = expectStatus(
      await call(this.url, 'POST', '/v2/schedules', api, JSON.stringify({ name: 'Office hours', timeZone: 'Europe/Berlin' })),
      201,
      'create a schedule',
    );
    const eventType = expectStatus(
      await call(
        this.url,
        'POST',
        '/v2/event-types',
        api,
        JSON.stringify({ title: 'Consultation', slug: 'consultation', lengthMinutes: 30, scheduleId: JSON.parse(schedule.body).data.id }),
      ),
      201,
      'create an event type',
    );
    this.eventTypeId = JSON.parse(eventType.body).data.id;
  }

  /**
   * Scenario 6: two other people of the seeded app (neither is the slots scenario's host, whose week
   * must stay as it was), each with a schedule open every day around the clock and a 5-minute event
   * type, so that a run never runs out of free slots; the second has five webhooks subscribed to
   * `BOOKING_CREATED`. Their URLs are never called: the benchmarked server runs without background
   * jobs, so what a booking pays is the queue write in its transaction, not the delivery.
   */
  async setUpBookings(): Promise<{ plain: number; hooked: number }> {
    const hosts: { token: string; userId: number }[] = [];
    const setupUser = await this.userOf(this.setupToken);
    for (const token of this.seeded.accessTokens.slice(1)) {
      const userId = await this.userOf(token);
      if (userId !== setupUser && !hosts.some((h) => h.userId === userId)) hosts.push({ token, userId });
      if (hosts.length === 2) break;
    }
    const [plain, hooked] = await Promise.all(hosts.map((h) => this.bookableAroundTheClock(h.token)));
    const api = { authorization: `Bearer ${hosts[1].token}`, 'content-type': 'application/json' };
    for (let i = 1; i <= 5; i++) {
      const body = JSON.stringify({ subscriberUrl: `https://receiver-${i}.bench-app.example.com/webhooks`, triggers: ['BOOKING_CREATED'] });
      expectStatus(await call(this.url, 'POST', '/v2/webhooks', api, body), 201, 'subscribe a webhook');
    }
    return { plain, hooked };
  }

  private async userOf(token: string): Promise<number> {
    const me = expectStatus(await call(this.url, 'GET', '/v2/me', { authorization: `Bearer ${token}` }), 200, 'who the token is for');
    return JSON.parse(me.body).data.id;
  }

  private async bookableAroundTheClock(token: string): Promise<number> {
    const api = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const availability = [{ days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], startTime: '00:00', endTime: '24:00' }];
    const schedule = expectStatus(await call(this.url, 'POST', '/v2/schedules', api, JSON.stringify({ name: 'Always', timeZone: 'UTC', availability })), 201, 'an open schedule');
    const body = { title: 'Quick call', slug: 'quick-call', lengthMinutes: 5, minimumBookingNoticeMinutes: 0, scheduleId: JSON.parse(schedule.body).data.id };
    const eventType = expectStatus(await call(this.url, 'POST', '/v2/event-types', api, JSON.stringify(body)), 201, 'a 5-minute event type');
    return JSON.parse(eventType.body).data.id;
  }

  /** The slots query of a booking page: the next full week, in the host's time zone. */
  slotsPath(): string {
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const start = monday.toISOString().slice(0, 10);
    const end = new Date(monday.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
    return `/v2/slots?${new URLSearchParams({ eventTypeId: String(this.eventTypeId), start, end, timeZone: 'Europe/Berlin' })}`;
  }

  /**
   * Authorization codes minted the way a person's browser gets them: the consent decision posted to
   * the real authorization endpoint, 16 at a time. Each is redeemable once, with PKCE.
   */
  async mintCodes(count: number): Promise<string[]> {
    const form = `${this.authorizeQuery()}&decision=allow&_csrf=${encodeURIComponent(this.csrf)}`;
    const headers = { cookie: this.cookie, 'content-type': 'application/x-www-form-urlencoded' };
    const codes: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < count) {
        next += 1;
        const reply = expectStatus(await call(this.url, 'POST', '/auth/oauth2/authorize', headers, form), 303, 'consent');
        const code = new URL(String(reply.headers.location)).searchParams.get('code');
        if (!code) throw new Error(`No code in ${reply.headers.location}`);
        codes.push(code);
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    return codes;
  }

  private authorizeQuery(): string {
    return new URLSearchParams({
      client_id: this.seeded.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'PROFILE_READ BOOKING_READ',
      state: 'bench',
      code_challenge: s256(PKCE_VERIFIER),
      code_challenge_method: 'S256',
    }).toString();
  }
}

/** A well-formed access token that was never issued: the cost of turning a caller away. */
export const UNKNOWN_TOKEN = `sat_${randomBytes(32).toString('base64url')}`;

/** Tokens (once) and codes (before each run) minted by a peer through its own models. */
export async function mintPeerTokens(peerUrl: string, refreshTokens: number, accessTokens: number): Promise<PeerSupply> {
  const mint = async (what: { refreshTokens?: number; accessTokens?: number; codes?: number }) =>
    JSON.parse(
      expectStatus(
        await call(peerUrl, 'POST', '/__bench/mint', { 'content-type': 'application/json' }, JSON.stringify({ ...what, codeChallenge: s256(PKCE_VERIFIER) })),
        200,
        'peer minting',
      ).body,
    ) as { refreshTokens: string[]; accessTokens: string[]; codes: string[] };
  const minted = await mint({ refreshTokens, accessTokens });
  return {
    refreshTokens: minted.refreshTokens,
    accessTokens: minted.accessTokens,
    mintCodes: async (codes) => (await mint({ codes })).codes,
  };
}

export function closeAgent(): void {
  agent.destroy();
}
