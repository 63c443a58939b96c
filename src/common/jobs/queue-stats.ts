import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';

/** How far behind a job queue is. */
export interface QueueStats {
  /** Jobs waiting: due now or later (a retry waiting out its backoff). */
  depth: number;
  /** How long the oldest due job has been due, in seconds (0: none is due). A queue that keeps up stays near 0. */
  oldestDueAgeSeconds: number;
}

/**
 * The stats of a queue table (see `JobQueue`) at `now`. The table and the condition a waiting row
 * meets are its owner's words, as for `JobQueue`; this only counts.
 */
export async function queueStats(on: DataSource, table: string, waiting: string, now: Date): Promise<QueueStats> {
  const { rows } = await sql<{ depth: number; age: number | null }>(
    on,
    `SELECT count(*)::integer AS depth,
            extract(epoch FROM $1::timestamptz - min(next_attempt_at) FILTER (WHERE next_attempt_at <= $1))::float8 AS age
       FROM ${table} WHERE ${waiting}`,
    [now],
  );
  return { depth: rows[0].depth, oldestDueAgeSeconds: Math.max(0, rows[0].age ?? 0) };
}
