import type { Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { calendarWriteQueueStats } from '../calendars/outbox/calendar-write-queue.stats';
import { Clock } from '../common/time/clock';
import { Metrics } from '../common/metrics/metrics';
import { queueGauges } from '../common/metrics/queue-gauges';
import { webhookQueueStats } from '../webhooks/webhook-queue.stats';

/**
 * The job queues' gauges for the operator (`webhook_queue_*`, `calendar_write_queue_*`), each read
 * through the queue's owner. Wired here, by the server alone: the CLI loads the webhooks too, and
 * serves no metrics.
 */
export const QUEUE_METRICS: Provider = {
  provide: 'QUEUE_METRICS',
  inject: [Metrics, getDataSourceToken(), Clock],
  useFactory: (metrics: Metrics, dataSource: DataSource, clock: Clock) => {
    const now = () => new Date(clock.now());
    queueGauges(metrics, 'webhook_queue', 'Webhook deliveries', () => webhookQueueStats(dataSource, now()));
    queueGauges(metrics, 'calendar_write_queue', 'Calendar writes', () => calendarWriteQueueStats(dataSource, now()));
    return true;
  },
};
