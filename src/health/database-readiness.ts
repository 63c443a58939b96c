import { Injectable } from '@nestjs/common';
import type { HealthIndicatorResult } from '@nestjs/terminus';
import { DataSource } from 'typeorm';
import { DatabaseUnavailableError } from '../database/unavailable';
import { sql } from '../database/sql';

/**
 * How long readiness waits for the database. A load balancer probes every couple of seconds and
 * wants its answer before the next probe; a healthy database answers `SELECT 1` in a millisecond.
 */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Readiness's one check. Any failure (an error, or no answer within the deadline) is the database
 * being unavailable, so the exception filter answers it like every other outage: 503 with
 * Retry-After and the usual message, logged as one warning. (Terminus's own ping answers a
 * ServiceUnavailableException, which the filter could only treat as an unexpected error.)
 */
@Injectable()
export class DatabaseReadiness {
  constructor(private readonly dataSource: DataSource) {}

  async check(): Promise<HealthIndicatorResult> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseUnavailableError(`The database did not answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
    });
    const ping = sql(this.dataSource, 'SELECT 1').catch((cause: unknown) => {
      throw new DatabaseUnavailableError('The database did not answer', { cause });
    });
    try {
      await Promise.race([ping, deadline]);
    } finally {
      clearTimeout(timer);
    }
    return { database: { status: 'up' } };
  }
}
