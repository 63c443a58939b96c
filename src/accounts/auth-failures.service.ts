import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { TooManyRequestsError } from '../common/errors/domain-errors';
import { AuthFailure } from './auth-failure.entity';

export interface FailureLimit {
  /** What is counted, e.g. `login:ana@example.com`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** Shown to the caller when the limit is reached. */
  message: string;
}

/**
 * Counts failed authentications in fixed windows, in the database so that every instance sees the
 * same count. Only failures write; a success costs one indexed read.
 */
@Injectable()
export class AuthFailuresService {
  constructor(@InjectRepository(AuthFailure) private readonly failures: Repository<AuthFailure>) {}

  /** Throws `TooManyRequestsError` (429 with Retry-After) once the window's failures reached the limit. */
  async assertAllowed(limit: FailureLimit): Promise<void> {
    const { start, end } = window(limit.windowSeconds);
    const row = await this.failures.findOneBy({ key: limit.key, windowStart: start });
    if (row && row.count >= limit.max) {
      throw new TooManyRequestsError(limit.message, (end.getTime() - Date.now()) / 1000);
    }
  }

  async record(limit: FailureLimit): Promise<void> {
    const { start, end } = window(limit.windowSeconds);
    await this.failures.query(
      `INSERT INTO auth_failures (key, window_start, window_end, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = auth_failures.count + 1`,
      [limit.key, start, end],
    );
  }

  async purgeExpired(): Promise<number> {
    const result = await this.failures.delete({ windowEnd: LessThan(new Date()) });
    return result.affected ?? 0;
  }
}

function window(seconds: number): { start: Date; end: Date } {
  const ms = seconds * 1000;
  const start = Math.floor(Date.now() / ms) * ms;
  return { start: new Date(start), end: new Date(start + ms) };
}
