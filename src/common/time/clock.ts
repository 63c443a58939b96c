import { Injectable } from '@nestjs/common';

/**
 * The time, asked of one provider instead of `Date.now()` wherever a window or a deadline is
 * enforced (failure limits, the token cache), so that a spec can put the app at a chosen instant
 * or move it on, instead of waiting for real time to pass or for a window to turn.
 *
 * Two readings, as the platform has them: `now()` is the wall clock (epoch milliseconds), for
 * windows aligned on the calendar and instants written to the database; `monotonic()` only ever
 * moves forward, for durations that must not stretch when the system clock is set back (a cache
 * entry's lifetime). The server runs on this class as it is; tests control it (test/setup/clock.ts).
 */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }

  monotonic(): number {
    return performance.now();
  }
}
