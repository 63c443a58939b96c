import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';

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
  /**
   * CPU time the server process spent per answered request, in microseconds (user + system, from
   * /proc; Linux only). Only the server's own process: a database server's work is not in it.
   */
  cpuMicros?: number;
  /**
   * CPU time the server's store spent per answered request, in microseconds: every process of
   * that name (all of PostgreSQL's, background writers included; Redis's one). Only this run
   * loads the store while it runs, so its work is this run's.
   */
  storeCpuMicros?: number;
}

/** The ids of the processes with this command name (`/proc/PID/comm`) now; empty where /proc is not readable. */
export function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    return [];
  }
  return pids;
}

/** Total CPU time so far of every process with this command name, per process id. */
export function processesCpuMicros(name: string | undefined): Map<number, number> | undefined {
  if (name === undefined) return undefined;
  const totals = new Map<number, number>();
  for (const pid of pidsNamed(name)) {
    const micros = processCpuMicros(pid);
    if (micros !== undefined) totals.set(pid, micros);
  }
  return totals;
}

/** CPU time spent between two readings of `processesCpuMicros` (processes that started meanwhile count from zero). */
export function spentSince(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, micros] of after) spent += micros - (before.get(pid) ?? 0);
  return spent;
}

/** User + system CPU time of a process so far, in microseconds; undefined where /proc is not readable. */
export function processCpuMicros(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: the unit of /proc's CPU times, 100 on every Linux build Node runs on. */
const CLOCK_TICKS = 100;

export async function load(url: string, spec: LoadSpec, options: { connections: number; seconds: number; pid?: number; store?: string }): Promise<Measured> {
  const request: autocannon.Request = { method: spec.method, path: spec.path, headers: spec.headers, body: spec.body };
  if (spec.next) {
    const next = spec.next;
    request.setupRequest = (req) => {
      const { headers, body } = next();
      return { ...req, headers: { ...spec.headers, ...headers }, body: body ?? spec.body };
    };
  }
  const cpuBefore = processCpuMicros(options.pid);
  const storeBefore = processesCpuMicros(options.store);
  // The run's own length, from its start to its last response: autocannon reports a run of a fixed
  // `amount` only at its next one-second tick, so a 2.1 s run would count as 3 s.
  let started = 0;
  let lastResponse = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        ...(spec.amount ? { amount: spec.amount } : { duration: options.seconds }),
        timeout: 10,
        requests: [request],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.once('start', () => (started = performance.now()));
    instance.on('response', () => (lastResponse = performance.now()));
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const cpuAfter = processCpuMicros(options.pid);
  const storeAfter = processesCpuMicros(options.store);
  const seconds = started > 0 && lastResponse > started ? (lastResponse - started) / 1000 : result.duration;
  return {
    requests: answered,
    seconds,
    rps: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    unexpected: answered - (statuses[String(spec.expect)] ?? 0),
    statuses,
    cpuMicros: cpuBefore !== undefined && cpuAfter !== undefined && answered > 0 ? (cpuAfter - cpuBefore) / answered : undefined,
    storeCpuMicros: storeBefore && storeAfter && answered > 0 ? spentSince(storeBefore, storeAfter) / answered : undefined,
  };
}
