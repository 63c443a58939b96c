import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { sql } from '../../database/sql';

/** 30 s, 1 min, 2 min ... capped at 6 hours (the `attempts`-th retry). */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

/** What every queue table has: an id, the attempts so far, when it is next due, and the lease of whoever holds it. */
export interface Job {
  id: number;
  attempts: number;
}

/**
 * A durable job queue whose jobs are the rows of a table of the feature that owns them (calendar
 * writes, webhook deliveries): that folder keeps its table, its foreign keys and its SQL, and this
 * one mechanism decides who works on which row, when, and how often.
 *
 * The table has `id`, `attempts`, `next_attempt_at` (null: nothing to do) and `locked_until`. A row
 * is claimed with one conditional UPDATE over `FOR UPDATE SKIP LOCKED`, which also sets a lease and
 * counts the attempt: any number of instances work one table, never on one row at once, and a row
 * whose worker died is taken up again when its lease runs out. Handling runs outside any
 * transaction; the owner then records the outcome (its own statements: deleting the row, marking
 * it done). A failure is retried with `backoffSeconds`; `giveUpAt` (if the owner gives one) ends
 * the retries, and the owner's `gaveUp` records it.
 */
export interface QueueDefinition<T extends Job> {
  /** For logs. */
  name: string;
  /** The table, written by its owner. */
  table: string;
  /** The columns the handler needs, as a RETURNING list (`id` and `attempts` among them). */
  returning: string;
  /** More conditions a due row must meet (`status = 'pending'`), or none. */
  due?: string;
  leaseSeconds: number;
  /** The most rows one pass handles, so a pass ends. */
  batch: number;
  handle(job: T, now: Date): Promise<void>;
  /** The job succeeded: record it (and release the lease). */
  succeeded(job: T, now: Date): Promise<void>;
  /** It failed and will be retried at `retryAt`: record why (and release the lease). */
  retry(job: T, retryAt: Date, error: unknown, now: Date): Promise<void>;
  /** The end of the retries: the last attempt is made then (sooner if the backoff lands on it); null or absent: retried for ever. */
  giveUpAt?(job: T): Date | null;
  /** It failed for the last time. */
  gaveUp?(job: T, error: unknown, now: Date): Promise<void>;
}

export interface PassResult {
  succeeded: number;
  failed: number;
}

export class JobQueue<T extends Job> {
  private readonly logger: Logger;
  private scheduled: Promise<PassResult> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly q: QueueDefinition<T>,
  ) {
    this.logger = new Logger(`JobQueue:${q.name}`);
  }

  /**
   * Handles every row due, up to a batch. `now` is the caller's clock, read again for each job (a
   * pass can take minutes when receivers time out: each claim's lease, each signature's timestamp
   * and each retry time are of their own moment), or one fixed instant (specs that pass a time).
   */
  async runPass(now: Date | (() => Date)): Promise<PassResult> {
    const at = typeof now === 'function' ? now : () => now;
    const result: PassResult = { succeeded: 0, failed: 0 };
    for (let i = 0; i < this.q.batch; i++) {
      const job = await this.claim(at());
      if (!job) break;
      try {
        await this.q.handle(job, at());
      } catch (error) {
        result.failed++;
        await this.failed(job, error, at());
        continue;
      }
      result.succeeded++;
      await this.q.succeeded(job, at());
    }
    return result;
  }

  /**
   * A pass started by a timer: none while this process's previous one is still running (it answers
   * null then). A pass can outlast the timer's period (a batch of receivers each taking up to their
   * timeout), and passes piled on top of it would only compete for the same rows; other instances
   * still work beside it. `runPass` itself may run several at once (the claim keeps them apart).
   */
  async runScheduledPass(now: () => Date): Promise<PassResult | null> {
    if (this.scheduled) return null;
    this.scheduled = this.runPass(now);
    try {
      return await this.scheduled;
    } finally {
      this.scheduled = null;
    }
  }

  private async failed(job: T, error: unknown, now: Date): Promise<void> {
    let retryAt = new Date(now.getTime() + backoffSeconds(job.attempts) * 1000);
    const limit = this.q.giveUpAt?.(job) ?? null;
    if (limit && retryAt > limit && this.q.gaveUp) {
      if (now >= limit) {
        this.logger.warn({ id: job.id, attempts: job.attempts }, `${this.q.name}: failed for the last time`);
        await this.q.gaveUp(job, error, now);
        return;
      }
      retryAt = limit; // one last attempt at the very end of the window
    }
    await this.q.retry(job, retryAt, error, now);
  }

  private async claim(now: Date): Promise<T | null> {
    const { table, returning, due, leaseSeconds } = this.q;
    const { rows } = await sql<T>(
      this.dataSource,
      `UPDATE ${table} SET locked_until = $1::timestamptz + make_interval(secs => $2), attempts = attempts + 1
        WHERE id = (SELECT id FROM ${table}
                     WHERE next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until < $1)${due ? ` AND ${due}` : ''}
                     ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING ${returning}`,
      [now, leaseSeconds],
    );
    return rows[0] ?? null;
  }
}
