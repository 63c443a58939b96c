import { parentPort } from 'node:worker_threads';
import type { Interval } from '../../common/time/interval';
import { CalendarAccessError } from './calendar-provider';
import { expandIcs } from './ical-busy';

/** A job for the worker: one calendar's iCalendar texts, the range and the limits. */
export interface ExpandJob {
  id: number;
  texts: string[];
  range: Interval;
  timeZone: string;
  eventsPerFeed: number;
  instancesPerFeed: number;
  budgetMs: number;
}

/** What the worker answers: intervals as they are found, then the end (with the cut, or the error). */
export type ExpandReply =
  | { id: number; kind: 'part'; busy: Interval[] }
  | { id: number; kind: 'done'; cut: string | null }
  | { id: number; kind: 'failed'; message: string; access: boolean };

/**
 * The worker thread's side of `IcsExpander`: parses and expands one calendar at a time, off the
 * main thread. It stops starting events at its deadline; the main thread ends it if one event runs
 * past the hard limit.
 */
function run(job: ExpandJob): void {
  const started = performance.now();
  // Each event's intervals are sent as soon as they are found (only events in the range have any, at
  // most instancesPerFeed in all): a worker ended during a later event has delivered them already.
  const send = (busy: Interval[]) => parentPort!.postMessage({ id: job.id, kind: 'part', busy } satisfies ExpandReply);
  try {
    const limits = { eventsPerFeed: job.eventsPerFeed, instancesPerFeed: job.instancesPerFeed, deadline: started + job.budgetMs };
    const { cut } = expandIcs(job.texts, job.range, job.timeZone, limits, send);
    parentPort!.postMessage({ id: job.id, kind: 'done', cut } satisfies ExpandReply);
  } catch (error) {
    const access = error instanceof CalendarAccessError;
    parentPort!.postMessage({ id: job.id, kind: 'failed', access, message: access ? error.message : 'unexpected' } satisfies ExpandReply);
  }
}

/**
 * Expanding the first rules in a fresh thread is several times slower (the Temporal polyfill and
 * the JIT warming up): without this, a new worker's first calendar could spend its whole budget on it.
 * Runs before the worker says it is ready, so no calendar's budget pays for it.
 */
function warmUp(): void {
  const event = (zone: string) => `BEGIN:VEVENT\r\nUID:${zone}@warm-up\r\nDTSTART;TZID=${zone}:20300102T090000\r\nDURATION:PT1M\r\nRRULE:FREQ=MINUTELY;COUNT=1500\r\nEND:VEVENT\r\n`;
  const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${event('Europe/Berlin')}${event('UTC')}END:VCALENDAR\r\n`;
  expandIcs([text], { start: new Date('2030-01-01T00:00:00Z'), end: new Date('2030-02-01T00:00:00Z') }, 'UTC', { eventsPerFeed: 2, instancesPerFeed: 3000, deadline: Infinity });
}

if (parentPort) {
  warmUp();
  parentPort.on('message', run);
  parentPort.postMessage({ ready: true });
}
