import type { QueueStats } from '../jobs/queue-stats';
import type { Metrics } from './metrics';

/**
 * `<prefix>_depth` and `<prefix>_oldest_due_age_seconds`, read from the queue as Prometheus
 * scrapes (one read serves both). Should the read fail (the database down), both say NaN: unknown,
 * which an alert on the age does not mistake for "keeping up".
 */
export function queueGauges(metrics: Metrics, prefix: string, what: string, read: () => Promise<QueueStats>): void {
  let reading: Promise<QueueStats | null> | undefined;
  const once = () =>
    (reading ??= read()
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = undefined))));
  metrics.gauge(`${prefix}_depth`, `${what} waiting (due now or later)`, async (g) => g.set((await once())?.depth ?? NaN));
  metrics.gauge(`${prefix}_oldest_due_age_seconds`, `How long the oldest due one of the ${what.toLowerCase()} has waited, in seconds`, async (g) =>
    g.set((await once())?.oldestDueAgeSeconds ?? NaN),
  );
}
