import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import type { ActivityChannel } from './app-activity.entity';
import { ACTIVITY_PAGE, INSERT_ACTIVITY } from './activity.sql';

/** One change an app made for a person (see `AppActivity`). */
export interface AppAction {
  userId: number;
  clientId: string;
  channel: ActivityChannel;
  action: string;
  target: string | null;
  status: number;
  /** Epoch milliseconds, from the app's clock. */
  at: number;
}

export interface ActivityEntry {
  id: string;
  occurredAt: Date;
  channel: ActivityChannel;
  action: string;
  target: string | null;
  status: number;
}

/**
 * What apps did for people. A change is recorded once it has been answered, without holding up
 * the answer; `settled()` waits for what this instance is still writing, so a page that lists the
 * activity (and a server shutting down) sees every change it answered.
 */
@Injectable()
export class ActivityLog {
  private readonly logger = new Logger('Activity');
  private readonly writing = new Set<Promise<void>>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  record(a: AppAction): void {
    const write = sql(this.dataSource, INSERT_ACTIVITY, [new Date(a.at), a.userId, a.clientId, a.channel, a.action, a.target, a.status])
      .then(() => undefined)
      // The change itself is done and answered; losing its line is logged, never the app's problem.
      .catch((error: Error) => this.logger.warn({ clientId: a.clientId, action: a.action, reason: error.message }, 'Activity not recorded'))
      .finally(() => this.writing.delete(write));
    this.writing.add(write);
  }

  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  /** One page of what `clientId` did for `userId`, newest first. */
  async page(userId: number, clientId: string, take: number, skip: number): Promise<{ items: ActivityEntry[]; total: number }> {
    await this.settled();
    const { rows } = await sql<ActivityEntry & { total: string }>(this.dataSource, ACTIVITY_PAGE, [userId, clientId, take, skip]);
    const total = rows.length > 0 ? Number(rows[0].total) : skip > 0 ? await this.count(userId, clientId) : 0;
    return { items: rows.map(({ total: _total, ...entry }) => ({ ...entry, status: Number(entry.status) })), total };
  }

  private async count(userId: number, clientId: string): Promise<number> {
    const { rows } = await sql<{ n: string }>(this.dataSource, `SELECT count(*) AS n FROM app_activity WHERE user_id = $1 AND client_id = $2`, [userId, clientId]);
    return Number(rows[0].n);
  }
}
