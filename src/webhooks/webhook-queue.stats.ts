import type { DataSource } from 'typeorm';
import { queueStats, type QueueStats } from '../common/jobs/queue-stats';

/** The webhook deliveries still to send (pending ones; sent and failed ones are history), for the metrics. */
export function webhookQueueStats(dataSource: DataSource, now: Date): Promise<QueueStats> {
  return queueStats(dataSource, 'webhook_deliveries', `status = 'pending' AND next_attempt_at IS NOT NULL`, now);
}
