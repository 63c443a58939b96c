import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import { ADD_PERSON_USAGE, ADD_USAGE_DAYS } from './activity.sql';
import { UsageCounter } from './usage-counter';

jest.mock('../database/sql', () => ({ sql: jest.fn() }));
const run = sql as jest.MockedFunction<typeof sql>;

const DAY = 86_400_000;
const T = Date.UTC(2026, 10, 27, 23, 59, 0);

/** The parameters of each statement the counter sent, by statement. */
const sent = (statement: string) => run.mock.calls.filter((c) => c[1] === statement).map((c) => c[2]);

describe('UsageCounter', () => {
  afterEach(() => jest.restoreAllMocks());
  let counter: UsageCounter;
  let warned: jest.SpyInstance;
  beforeEach(() => {
    warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    run.mockReset();
    run.mockResolvedValue({ rows: [], affected: 0 });
    counter = new UsageCounter({} as DataSource);
  });

  it('adds up requests per app and UTC day, and keeps each scope’s last use per person', async () => {
    counter.add(1, 'app-a', T, 1, 0, ['BOOKING_READ']);
    counter.add(1, 'app-a', T + 90_000, 1, 1, ['BOOKING_READ', 'PROFILE_READ']); // the next day, UTC
    counter.add(2, 'app-a', T - 1000, 1, 0, []);
    counter.add(1, 'app-a', T + 120_000, 0, 1, ['PROFILE_READ']); // a tool call inside a request counted already
    await counter.flush();
    expect(sent(ADD_USAGE_DAYS)).toEqual([[['app-a', 'app-a'], ['2026-11-27', '2026-11-28'], [2, 1], [0, 2]]]);
    const [[users, apps, lastUses, scopes]] = sent(ADD_PERSON_USAGE) as [number[], string[], Date[], string[]][];
    expect(users).toEqual([1, 2]);
    expect(apps).toEqual(['app-a', 'app-a']);
    expect(lastUses).toEqual([new Date(T + 120_000), new Date(T - 1000)]);
    expect(scopes.map((s) => JSON.parse(s))).toEqual([{ BOOKING_READ: new Date(T + 90_000).toISOString(), PROFILE_READ: new Date(T + 120_000).toISOString() }, {}]);

    run.mockClear();
    await counter.flush(); // nothing new: nothing written
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps what a failed write could not add, for the next write, without adding any of it twice', async () => {
    counter.add(1, 'app-a', T, 1, 0, ['BOOKING_READ']);
    // The days are written, the people are not (the database went away between the two statements).
    run.mockResolvedValueOnce({ rows: [], affected: 1 }).mockRejectedValueOnce(new Error('connection lost'));
    await counter.flush();
    expect(warned).toHaveBeenCalledWith({ reason: 'connection lost' }, 'Usage counts not written yet; kept for the next attempt');
    counter.add(1, 'app-a', T + DAY, 1, 0, ['PROFILE_READ']);
    run.mockClear();
    await counter.flush();
    expect(sent(ADD_USAGE_DAYS)).toEqual([[['app-a'], ['2026-11-28'], [1], [0]]]);
    const [[, , lastUses, scopes]] = sent(ADD_PERSON_USAGE) as [number[], string[], Date[], string[]][];
    expect(lastUses).toEqual([new Date(T + DAY)]);
    expect(JSON.parse(scopes[0])).toEqual({ BOOKING_READ: new Date(T).toISOString(), PROFILE_READ: new Date(T + DAY).toISOString() });

    // Neither statement went through: the days are kept too.
    counter.add(3, 'app-b', T, 1, 1, []);
    run.mockReset();
    run.mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue({ rows: [], affected: 1 });
    await counter.flush();
    counter.add(3, 'app-b', T, 1, 0, []);
    run.mockClear();
    await counter.flush();
    expect(sent(ADD_USAGE_DAYS)).toEqual([[['app-b'], ['2026-11-27'], [2], [1]]]);
  });
});
