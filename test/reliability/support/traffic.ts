import { EventEmitter } from 'node:events';

/** Where the dependency under test was when a request started and when it ended. */
export type Phase = 'up' | 'down' | 'back';

export interface Outcome {
  kind: string;
  status: number;
  contentType: string;
  body: string;
  headers: Headers;
  startedIn: Phase;
  endedIn: Phase;
  /** Informational (reported, never asserted): how long the request took. */
  ms: number;
}

/**
 * Steady load for outage specs: loops that each send one request after another and record every
 * answer with the phase it started and ended in. The spec moves between phases when outcomes it
 * waits for have arrived (events, not sleeps), so a request that hangs fails the spec by never
 * arriving rather than by a timer.
 */
export class Traffic {
  phase: Phase = 'up';
  readonly outcomes: Outcome[] = [];
  private readonly events = new EventEmitter();
  private readonly loops: Promise<void>[] = [];
  private running = true;

  /** Sends a request and records its outcome; resolves with it (network errors are recorded as status 0). */
  async send(kind: string, url: string, init: RequestInit = {}): Promise<Outcome> {
    const startedIn = this.phase;
    const started = performance.now();
    let outcome: Outcome;
    try {
      const res = await fetch(url, { redirect: 'manual', ...init });
      const body = await res.text();
      outcome = { kind, status: res.status, contentType: res.headers.get('content-type') ?? '', body, headers: res.headers, startedIn, endedIn: this.phase, ms: performance.now() - started };
    } catch (error) {
      outcome = { kind, status: 0, contentType: '', body: String(error), headers: new Headers(), startedIn, endedIn: this.phase, ms: performance.now() - started };
    }
    this.outcomes.push(outcome);
    this.events.emit('outcome');
    return outcome;
  }

  /** Runs `step` again and again until `stop()`. A step that throws stops the spec with its error. */
  loop(step: () => Promise<void>): void {
    const run = async () => {
      while (this.running) {
        await step();
        await new Promise((resolve) => setImmediate(resolve)); // let the orchestrator and the server breathe
      }
    };
    this.loops.push(run());
  }

  /** Resolves once `predicate` holds over the outcomes recorded so far (checked after each one). */
  until(predicate: (outcomes: Outcome[]) => boolean): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        try {
          if (!predicate(this.outcomes)) return;
        } catch (error) {
          reject(error);
        }
        this.events.off('outcome', check);
        resolve();
      };
      this.events.on('outcome', check);
      check();
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Outcomes of one kind that started and ended in `phase`. */
  within(phase: Phase, kind?: string): Outcome[] {
    return this.outcomes.filter((o) => o.startedIn === phase && o.endedIn === phase && (kind === undefined || o.kind === kind));
  }

  /** A one-line summary per kind and status, for the spec's log. */
  summary(): string {
    const counts = new Map<string, { n: number; maxMs: number }>();
    for (const o of this.outcomes) {
      const key = `${o.kind} ${o.startedIn}→${o.endedIn} ${o.status}`;
      const c = counts.get(key) ?? { n: 0, maxMs: 0 };
      counts.set(key, { n: c.n + 1, maxMs: Math.max(c.maxMs, o.ms) });
    }
    return [...counts].map(([k, c]) => `${k}: ${c.n} (slowest ${Math.round(c.maxMs)} ms)`).join('\n');
  }
}

/** No 5xx other than 503, no stack trace or source path in any answer. */
export function expectNoServerFault(outcomes: Outcome[]): void {
  const faults = outcomes.filter((o) => o.status === 0 || (o.status >= 500 && o.status !== 503) || /\n\s+at |\.ts:\d+/.test(o.body));
  expect(faults.map((o) => `${o.kind} ${o.status} ${o.body.slice(0, 200)}`)).toEqual([]);
}
