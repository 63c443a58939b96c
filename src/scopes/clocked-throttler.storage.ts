import { OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { Clock } from '../common/time/clock';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

interface Counter {
  /** When the current window ends (what `RateLimit-Reset` counts down to). */
  windowEnd: number;
  /** When each call counted lapses: a call counts for `ttl` after it was made. */
  hits: number[];
  /** When the block ends, once the limit was passed; 0 when never blocked. */
  blockedUntil: number;
  blocked: boolean;
}

/** How often counters nobody uses any more are dropped (memory only: no answer depends on it). */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The per-token API counters in this process (no REDIS_URL, or while Redis is away): the
 * throttler's own in-memory storage, counted the same way, but on the kit's `Clock` instead of
 * `Date.now()`. A window, a call's lapse and a block end when the clock says so, so a spec holds
 * the clock still and sends its 600 calls at one instant, however long they take, then moves the
 * clock on to see the window turn.
 *
 * As @nestjs/throttler 6 counts in memory: each call counts for `ttl`; the call that passes the
 * limit blocks the key for `blockDuration` and calls made while blocked are not counted; the first
 * call after the block starts the count again at 1. `timeToExpire` and `timeToBlockExpire` are in
 * seconds, rounded up. (`blockDuration` is taken to be positive, as the API limit's guard passes it.)
 */
export class ClockedThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly counters = new Map<string, Counter>();
  private sweeper?: NodeJS.Timeout;

  constructor(private readonly clock: Clock) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    this.sweeper ??= setInterval(() => this.sweep(), SWEEP_INTERVAL_MS).unref();
    const now = this.clock.now();
    const id = `${throttlerName}\0${key}`;
    let counter = this.counters.get(id);
    if (!counter) {
      counter = { windowEnd: now + ttl, hits: [], blockedUntil: 0, blocked: false };
      this.counters.set(id, counter);
    }
    counter.hits = counter.hits.filter((lapse) => lapse > now);
    if (counter.windowEnd <= now) counter.windowEnd = now + ttl;
    const timeToExpire = seconds(counter.windowEnd - now);
    if (!counter.blocked) counter.hits.push(now + ttl);
    if (!counter.blocked && counter.hits.length > limit) {
      counter.blocked = true;
      counter.blockedUntil = now + blockDuration;
    }
    const timeToBlockExpire = seconds(counter.blockedUntil - now);
    if (counter.blocked && timeToBlockExpire <= 0) {
      counter.blocked = false;
      counter.hits = [now + ttl];
    }
    return { totalHits: counter.hits.length, timeToExpire, isBlocked: counter.blocked, timeToBlockExpire };
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
    this.counters.clear();
  }

  /** Drops the counters with no call still counting, no window open and no block in force. */
  private sweep(): void {
    const now = this.clock.now();
    for (const [id, counter] of this.counters) {
      if (counter.windowEnd <= now && !(counter.blocked && counter.blockedUntil > now) && !counter.hits.some((lapse) => lapse > now)) this.counters.delete(id);
    }
  }
}

const seconds = (ms: number) => Math.ceil(ms / 1000);
