import { Clock } from '../../src/common/time/clock';
import type { TestApp } from './test-app';

/**
 * The app's clock, held still at an instant the spec chooses and moved only when the spec says.
 * Windows and deadlines (failure limits, the token cache) then depend on the spec's instants, never
 * on how fast the machine is or where in a minute the spec happens to run. Every module shares one
 * `Clock`, so setting it here sets it for the whole app; `release()` gives it back to real time.
 */
export class HeldClock {
  private wall: number;
  private elapsed: number;
  private readonly spies: jest.SpyInstance[];

  constructor(clock: Clock, at: number) {
    this.wall = at;
    // A whole number: the monotonic reading is fractional, and (x + 60_000) - x need not be exactly
    // 60_000 in floating point, which would make an entry lapse at its TTL instead of just past it.
    this.elapsed = Math.floor(clock.monotonic());
    this.spies = [jest.spyOn(clock, 'now').mockImplementation(() => this.wall), jest.spyOn(clock, 'monotonic').mockImplementation(() => this.elapsed)];
  }

  /** Moves both readings on by `ms`, as real time would. */
  advance(ms: number): void {
    this.wall += ms;
    this.elapsed += ms;
  }

  release(): void {
    for (const spy of this.spies) spy.mockRestore();
  }
}

/** Holds the clock of `t` at `at` (epoch milliseconds), until `release()`. */
export function holdClock(t: TestApp, at: number | Date): HeldClock {
  return new HeldClock(t.app.get(Clock), typeof at === 'number' ? at : at.getTime());
}
