import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppConfig, CalendarLimits } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { Interval } from '../../common/time/interval';
import { CalendarAccessError } from './calendar-provider';
import type { CutReason } from './ical-busy';
import type { ExpandJob, ExpandReply } from './ics-worker';

export interface Expansion {
  busy: Interval[];
  /** Why some of the calendar was left out, in words safe to log and show; null when nothing was. */
  cut: string | null;
}

/** Under Jest and ts-node the worker is the `.ts` file, which needs ts-node to load. */
const WORKER_FILE = join(__dirname, `ics-worker${extname(__filename)}`);
const WORKER_ARGS = __filename.endsWith('.ts') ? ['--require', 'ts-node/register/transpile-only'] : [];

/**
 * Parses and expands iCalendar text (feeds, CalDAV answers) in a small pool of worker threads.
 *
 * Why threads: expanding one recurring event is a single call into rrule-temporal that cannot be
 * bounded from outside (`between` ignores its iteration limit), and a 1.6 KB feed of minutely rules
 * cost the main thread seconds, delaying every other request, `/health` included. In a worker, a
 * calendar gets `feedTimeBudgetMs`: the worker starts no event past it, and an event that runs on
 * (half the budget more, at least 100 ms) gets the worker ended. Either way the intervals found so
 * far still count. The caps on events and instances bound the work the budget does not (memory, and
 * what slots then subtract); they are deterministic, so a feed cut today is cut the same way tomorrow.
 */
@Injectable()
export class IcsExpander implements OnModuleDestroy {
  private readonly logger = new Logger(IcsExpander.name);
  private readonly limits: CalendarLimits;
  private readonly idle: Worker[] = [];
  private readonly workers = new Set<Worker>();
  private readonly waiting: { resolve: (worker: Worker) => void; reject: (error: Error) => void }[] = [];
  private starting = 0;
  private nextId = 1;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limits = config.calendars.limits;
  }

  /** The busy intervals of one calendar's texts overlapping `range`, within the limits. */
  async expand(texts: string[], range: Interval, timeZone: string): Promise<Expansion> {
    const worker = await this.acquire();
    const job: ExpandJob = {
      id: this.nextId++,
      texts,
      range,
      timeZone,
      eventsPerFeed: this.limits.eventsPerFeed,
      instancesPerFeed: this.limits.instancesPerFeed,
      budgetMs: this.limits.feedTimeBudgetMs,
    };
    const busy: Interval[] = [];
    return new Promise<Expansion>((resolve, reject) => {
      const finish = (keep: boolean, outcome: () => void) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
        if (keep) this.release(worker);
        else this.discard(worker);
        outcome();
      };
      const onMessage = (reply: ExpandReply) => {
        if (reply.id !== job.id) return;
        if (reply.kind === 'part') for (const i of reply.busy) busy.push(i);
        else if (reply.kind === 'done') finish(true, () => resolve({ busy, cut: reply.cut && this.describe(reply.cut as CutReason) }));
        else finish(true, () => reject(reply.access ? new CalendarAccessError(reply.message) : new Error('The calendar worker failed.')));
      };
      const onFailure = () => finish(false, () => reject(new Error('The calendar worker stopped.')));
      const hardLimit = this.limits.feedTimeBudgetMs + Math.max(100, this.limits.feedTimeBudgetMs / 2);
      const timer = setTimeout(() => finish(false, () => resolve({ busy, cut: this.describe('time') })), hardLimit);
      worker.on('message', onMessage).on('error', onFailure).on('exit', onFailure);
      worker.postMessage(job);
    });
  }

  /** What a cut means, with the limit that was reached. */
  describe(reason: CutReason): string {
    const l = this.limits;
    switch (reason) {
      case 'events':
        return `it has more than ${l.eventsPerFeed} events; only the first ${l.eventsPerFeed} are read`;
      case 'instances':
        return `it has more than ${l.instancesPerFeed} busy times in the range; only the first ${l.instancesPerFeed} count`;
      case 'time':
        return `reading it took longer than ${l.feedTimeBudgetMs} ms; only the events read by then count`;
      case 'unexpandable':
        return 'some of its recurring events could not be expanded and are left out';
    }
  }

  async onModuleDestroy(): Promise<void> {
    const all = [...this.workers];
    this.workers.clear();
    this.idle.length = 0;
    await Promise.all(all.map((w) => w.terminate()));
  }

  private acquire(): Promise<Worker> {
    const worker = this.idle.pop();
    if (worker) return Promise.resolve(worker);
    if (this.workers.size + this.starting < this.limits.feedWorkers) return this.spawn();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else this.idle.push(worker);
  }

  /** Ends a worker that overran (or died) and starts another for whoever waits. */
  private discard(worker: Worker): void {
    this.workers.delete(worker);
    void worker.terminate();
    const next = this.waiting.shift();
    if (next) this.spawn().then(next.resolve, next.reject);
  }

  /** A new worker, once it has loaded node-ical (its start-up is not counted in any budget). */
  private spawn(): Promise<Worker> {
    this.starting++;
    // The heap limit bounds what a hostile calendar can make one worker hold.
    const worker = new Worker(WORKER_FILE, { execArgv: WORKER_ARGS, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    worker.unref(); // idle workers do not keep the process alive; the module ends them on shutdown
    return new Promise((resolve, reject) => {
      const ready = () => {
        worker.off('error', failed);
        this.starting--;
        this.workers.add(worker);
        // A worker that dies while idle (a job's own failures are handled by the job) leaves the pool.
        worker.on('error', (error) => this.logger.warn({ err: error }, 'A calendar worker failed'));
        worker.once('exit', () => {
          this.workers.delete(worker);
          if (this.idle.includes(worker)) this.idle.splice(this.idle.indexOf(worker), 1);
        });
        resolve(worker);
      };
      const failed = (error: Error) => {
        worker.off('message', ready);
        this.starting--;
        this.logger.error({ err: error }, 'A calendar worker could not start');
        reject(error);
      };
      worker.once('message', ready).once('error', failed);
    });
  }
}
