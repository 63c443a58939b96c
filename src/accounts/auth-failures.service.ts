import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { Clock } from '../common/time/clock';
import { TooManyRequestsError } from '../common/errors/domain-errors';
import { AuthFailure } from './auth-failure.entity';
import { sql } from '../database/sql';

export interface FailureLimit {
  /** What is counted, e.g. `login:ana@example.com`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** Shown to the caller when the limit is reached, followed by how long to wait ("Try again in 13 minutes."). */
  message: string;
}

/**
 * Counts failed authentications in fixed windows, in the database so that every instance sees the
 * same count (failures are rare, so a write each is fine).
 *
 * The windows are computed here from the `Clock` and handed to each statement as parameters (the
 * SQL never reads `now()`): which window an attempt falls into, and how long a refusal lasts, are
 * one reading of one clock, which a spec can set.
 */
@Injectable()
export class AuthFailuresService {
  constructor(
    @InjectRepository(AuthFailure) private readonly failures: Repository<AuthFailure>,
    private readonly clock: Clock,
  ) {}

  /**
   * Seconds until the window ends if any of the limits has reached its maximum, else null. One
   * indexed query however many limits are checked.
   */
  async blockedFor(...limits: FailureLimit[]): Promise<number | null> {
    const now = this.clock.now();
    const windows = limits.map((l) => window(l.windowSeconds, now));
    const { rows } = await sql<{ key: string; window_start: Date; count: number }>(
      this.failures.manager,
      `SELECT key, window_start, count FROM auth_failures WHERE (key, window_start) IN (SELECT * FROM unnest($1::text[], $2::timestamptz[]))`,
      [limits.map((l) => l.key), windows.map((w) => w.start)],
    );
    let wait: number | null = null;
    limits.forEach((limit, i) => {
      const row = rows.find((r) => r.key === limit.key && r.window_start.getTime() === windows[i].start.getTime());
      if (row && row.count >= limit.max) wait = Math.max(wait ?? 0, (windows[i].end.getTime() - now) / 1000);
    });
    return wait;
  }

  /**
   * Takes one attempt from the window before the credential is checked, in one atomic statement,
   * so concurrent attempts cannot all slip under the limit (a read followed by a write would let
   * 200 parallel guesses through). Throws `TooManyRequestsError` past the limit. A successful
   * attempt gives its place back with `release`.
   */
  async reserve(limit: FailureLimit): Promise<void> {
    const now = this.clock.now();
    const { start, end } = window(limit.windowSeconds, now);
    const { rows } = await sql<{ count: number }>(
      this.failures.manager,
      `INSERT INTO auth_failures (key, window_start, window_end, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = auth_failures.count + 1
       RETURNING count`,
      [limit.key, start, end],
    );
    if (rows[0].count > limit.max) throw TooManyRequestsError.tryAgainIn(limit.message, (end.getTime() - now) / 1000);
  }

  async release(limit: FailureLimit): Promise<void> {
    const { start } = window(limit.windowSeconds, this.clock.now());
    await sql(this.failures.manager, `UPDATE auth_failures SET count = count - 1 WHERE key = $1 AND window_start = $2 AND count > 0`, [limit.key, start]);
  }

  async record(...limits: FailureLimit[]): Promise<void> {
    const now = this.clock.now();
    const windows = limits.map((l) => window(l.windowSeconds, now));
    await sql(
      this.failures.manager,
      `INSERT INTO auth_failures (key, window_start, window_end, count)
       SELECT key, window_start, window_end, 1 FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS f(key, window_start, window_end)
       ON CONFLICT (key, window_start) DO UPDATE SET count = auth_failures.count + 1`,
      [limits.map((l) => l.key), windows.map((w) => w.start), windows.map((w) => w.end)],
    );
  }

  async purgeExpired(): Promise<number> {
    const result = await this.failures.delete({ windowEnd: LessThan(new Date(this.clock.now())) });
    return result.affected ?? 0;
  }
}

function window(seconds: number, now: number): { start: Date; end: Date } {
  const ms = seconds * 1000;
  const start = Math.floor(now / ms) * ms;
  return { start: new Date(start), end: new Date(start + ms) };
}
