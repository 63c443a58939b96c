import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ipLiteral, isPublicAddress } from './address-policy';
import { OUTBOUND_USER_AGENT } from './user-agent';

export const FETCH_TIMEOUT_MS = 5_000;
export const FETCH_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type Lookup = (hostname: string, options: { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export interface GuardedFetchOptions {
  /** OUTBOUND_ALLOW_PRIVATE_HOSTS (or its older name CALENDAR_ALLOW_PRIVATE_HOSTS): every address is allowed (tests, intranets). */
  allowPrivateHosts: boolean;
  /** What the URLs are, for the refusal's message ("calendar URLs" unless said). */
  purpose?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Name resolution; the system resolver unless a test gives its own. */
  lookup?: Lookup;
  /** Which resolved addresses may be reached; `isPublicAddress` unless private hosts are allowed. */
  permits?: (address: string) => boolean;
}

/** The URL is one we refuse to fetch: its scheme, its credentials, or where it resolves. */
export class UnsafeUrlError extends Error {
  override name = 'UnsafeUrlError';
}

/** The fetch itself failed: unreachable, timed out, too large. */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

/**
 * A `fetch` for URLs that people or clients give us (calendar servers, ICS feeds, client metadata
 * documents), safe against SSRF:
 * - http and https only, no credentials in the URL;
 * - every address the name resolves to must be allowed, and the connection goes to the address
 *   that was checked (the check runs inside the socket's own lookup), so DNS rebinding between a
 *   check and the connect cannot slip a private address in; IP literals are checked directly;
 * - redirects are followed by hand, at most 5, and each target goes through the same checks
 *   (`redirect: 'manual'` hands the 3xx back instead, as CalDAV discovery wants);
 * - the whole exchange, body included, must finish within 5 s and stay within 5 MB (or the limits given);
 * - it says who is asking (`User-Agent`, unless the caller sets its own).
 * It answers a standard `Response`, so libraries that take a `fetch` (tsdav) can use it as is.
 */
export function guardedFetch(options: GuardedFetchOptions): typeof fetch {
  const permits = options.permits ?? ((address: string) => options.allowPrivateHosts || isPublicAddress(address));
  const refused = refusal(options.purpose ?? 'calendar URLs');
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? FETCH_MAX_BYTES;
  const lookup: Lookup = options.lookup ?? ((host, opts, cb) => dnsLookup(host, opts, cb));

  return async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    let url = checkUrl(new URL(typeof input === 'string' || input instanceof URL ? input : input.url), permits, refused);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyOf(init.body);
    const headers = new Headers(init.headers);
    headers.set('accept-encoding', 'identity');
    if (!headers.has('user-agent')) headers.set('user-agent', OUTBOUND_USER_AGENT);
    // What fetch itself would add (the Fetch standard's "extract a body"): OAuth libraries rely on it.
    if (!headers.has('content-type') && init.body instanceof URLSearchParams) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    else if (!headers.has('content-type') && typeof init.body === 'string') headers.set('content-type', 'text/plain;charset=UTF-8');
    const deadline = Date.now() + timeoutMs;
    for (let hops = 0; ; hops++) {
      const res = await exchange(url, method, headers, body, { deadline, maxBytes, permits, lookup, timeoutMs, refused });
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location || init.redirect === 'manual') return res;
      if (init.redirect === 'error') throw new FetchFailedError('The server answered with a redirect.');
      if (hops >= MAX_REDIRECTS) throw new FetchFailedError(`More than ${MAX_REDIRECTS} redirects.`);
      const next = checkUrl(new URL(location, url), permits, refused);
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
      }
      // As browsers do: credentials go to the origin they were meant for, never to where it redirects.
      if (next.origin !== url.origin) headers.delete('authorization');
      url = next;
    }
  };
}

function checkUrl(url: URL, permits: (address: string) => boolean, refused: (host: string) => UnsafeUrlError): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UnsafeUrlError('Only http and https URLs can be used.');
  if (url.username || url.password) throw new UnsafeUrlError('The URL must not contain a user name or password.');
  const literal = ipLiteral(url.hostname);
  if (literal !== null && !permits(literal)) throw refused(url.hostname);
  return url;
}

/** Names the setting that allows such addresses: a server on the same machine or network is a common, legitimate setup. */
const refusal = (purpose: string) => (host: string) =>
  new UnsafeUrlError(
    `${host} is a private, loopback or link-local address, which ${purpose} may not reach unless the server is started with OUTBOUND_ALLOW_PRIVATE_HOSTS=true (for a server on the same machine or network).`,
  );

interface ExchangeOptions {
  deadline: number;
  maxBytes: number;
  timeoutMs: number;
  permits: (address: string) => boolean;
  lookup: Lookup;
  refused: (host: string) => UnsafeUrlError;
}

function exchange(url: URL, method: string, headers: Headers, body: Buffer | undefined, o: ExchangeOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(url, {
      method,
      headers: Object.fromEntries(headers.entries()),
      // Runs for names (not literals): the socket connects only to an address checked here.
      lookup: ((hostname: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
        o.lookup(hostname, { all: true }, (error, addresses) => {
          if (error) return callback(new FetchFailedError(`${hostname} could not be resolved.`));
          if (addresses.length === 0 || addresses.some((a) => !o.permits(a.address))) return callback(o.refused(hostname));
          if (opts.all) callback(null, addresses);
          else callback(null, addresses[0].address, addresses[0].family);
        });
      }) as never,
    });
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(error instanceof UnsafeUrlError || error instanceof FetchFailedError ? error : new FetchFailedError(`The server could not be reached (${(error as NodeJS.ErrnoException).code ?? error.name}).`));
    };
    const timer = setTimeout(() => fail(new FetchFailedError(`No complete answer within ${o.timeoutMs / 1000} s.`)), Math.max(0, o.deadline - Date.now()));
    req.on('error', fail);
    req.on('response', (res: IncomingMessage) => {
      res.on('error', fail);
      if (Number(res.headers['content-length']) > o.maxBytes) return fail(tooLarge(o.maxBytes));
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > o.maxBytes) fail(tooLarge(o.maxBytes));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const status = res.statusCode ?? 502;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const nullBody = [204, 205, 304].includes(status) || method === 'HEAD';
        try {
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: responseHeaders }));
        } catch {
          reject(new FetchFailedError(`The server answered with an unusable status (${status}).`));
        }
      });
    });
    req.end(body);
  });
}

const tooLarge = (max: number) => new FetchFailedError(`The answer is larger than ${+(max / 1024 / 1024).toFixed(3)} MB.`);

function bodyOf(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString(), 'utf8');
  throw new TypeError('guardedFetch sends string and byte bodies only');
}
