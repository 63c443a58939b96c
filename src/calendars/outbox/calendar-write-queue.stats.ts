import type { DataSource } from 'typeorm';
import { queueStats, type QueueStats } from '../../common/jobs/queue-stats';

/** The calendar writes still to make (a written one is deleted), for the metrics. */
export function calendarWriteQueueStats(dataSource: DataSource, now: Date): Promise<QueueStats> {
  return queueStats(dataSource, 'calendar_writes', 'next_attempt_at IS NOT NULL', now);
}
