import autocannon from 'autocannon';

/** One kind of request, sent over and over by `connections` keep-alive connections. */
export interface LoadSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A different request each time, e.g. a one-time credential. Returns headers and body to send. */
  next?: () => { headers?: Record<string, string>; body?: string };
  /**
   * Stop after this many requests rather than after the duration: for requests that each spend a
   * one-time credential (a code, a refresh token), so the supply is never exceeded.
   */
  amount?: number;
  /** The status every request should get; anything else counts as unexpected. */
  expect: number;
}

export interface Measured {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Responses whose status was not the expected one. */
  unexpected: number;
  statuses: Record<string, number>;
}

export async function load(url: string, spec: LoadSpec, options: { connections: number; seconds: number }): Promise<Measured> {
  const request: autocannon.Request = { method: spec.method, path: spec.path, headers: spec.headers, body: spec.body };
  if (spec.next) {
    const next = spec.next;
    request.setupRequest = (req) => {
      const { headers, body } = next();
      return { ...req, headers: { ...spec.headers, ...headers }, body: body ?? spec.body };
    };
  }
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(spec.amount ? { amount: spec.amount } : { duration: options.seconds }),
    timeout: 10,
    requests: [request],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  return {
    requests: answered,
    seconds: result.duration,
    rps: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    unexpected: answered - (statuses[String(spec.expect)] ?? 0),
    statuses,
  };
}
