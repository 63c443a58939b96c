import { ThrottlerStorageService } from '@nestjs/throttler';
import { Clock } from '../common/time/clock';
import { ClockedThrottlerStorage } from './clocked-throttler.storage';

/**
 * The counters on the Clock answer, call for call, what @nestjs/throttler's own storage answers on
 * `Date.now()` (held here by jest's fake timers): the limit's headers and refusals did not change
 * when the counting moved onto the Clock.
 */
describe('ClockedThrottlerStorage', () => {
  const START = Date.UTC(2026, 10, 2, 9, 0, 0);
  let now: number;
  const clock = { now: () => now, monotonic: () => now } as Clock;

  beforeEach(() => {
    now = START;
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => jest.useRealTimers());

  it('counts, blocks and starts again as the throttler does (limit 3 in 60 s, blocked for 60 s)', async () => {
    const ours = new ClockedThrottlerStorage(clock);
    const theirs = new ThrottlerStorageService();
    // Milliseconds between calls: a burst past the limit, calls while blocked, the block's end,
    // then calls spread so that single calls lapse while others still count.
    const steps = [0, 0, 0, 0, 10_000, 49_999, 1, 0, 0, 20_000, 20_000, 20_001, 0, 39_999, 1];
    const answers: [unknown, unknown][] = [];
    for (const step of steps) {
      now += step;
      jest.setSystemTime(now);
      answers.push([await ours.increment('k', 60_000, 3, 60_000, 'default'), await theirs.increment('k', 60_000, 3, 60_000, 'default')]);
    }
    for (const [mine, library] of answers) expect(mine).toEqual(library);
    expect(answers.map(([mine]) => (mine as { isBlocked: boolean }).isBlocked)).toContain(true);
    ours.onApplicationShutdown();
    theirs.onApplicationShutdown();
  });

  it('asks only the Clock: held still, a window never turns however long the calls take', async () => {
    jest.useRealTimers();
    const storage = new ClockedThrottlerStorage(clock);
    const first = await storage.increment('k', 60_000, 2, 60_000, 'default');
    expect(first).toMatchObject({ totalHits: 1, timeToExpire: 60, isBlocked: false });
    await storage.increment('k', 60_000, 2, 60_000, 'default');
    expect(await storage.increment('k', 60_000, 2, 60_000, 'default')).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
    now += 60_000;
    expect(await storage.increment('k', 60_000, 2, 60_000, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
    storage.onApplicationShutdown();
  });
});
