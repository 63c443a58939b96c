import type { Sample } from './soak-client';

export interface MinuteRow {
  minute: number;
  requests: number;
  rps: number;
  p99: number;
  errors: number;
  rssMb: number;
  byAction: Record<string, number>;
  /** The first few errors of the minute, as they came back. */
  errorSamples: string[];
}

export function minuteReport(minute: number, samples: Sample[], seconds: number, rssMb: number): MinuteRow {
  const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.error);
  const byAction: Record<string, number> = {};
  for (const s of samples) byAction[s.action] = (byAction[s.action] ?? 0) + 1;
  return {
    minute,
    requests: samples.length,
    rps: samples.length / seconds,
    p99: latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] : 0,
    errors: errors.length,
    rssMb,
    byAction,
    errorSamples: errors.slice(0, 5).map((s) => s.error!),
  };
}

/**
 * The soak's verdict: no errors at all, and memory flat after the warm-up. The warm-up is the first
 * 30% of the run (at least a minute), while the heap grows to its working size. RSS swings by tens
 * of megabytes with garbage collection, so single readings are compared by window: the peak of the
 * last three minutes against the peak of the three minutes right after the warm-up must differ by
 * less than 10%. A leak raises every later peak; collection noise does not.
 */
export function verdict(rows: MinuteRow[]) {
  const warmUp = Math.max(1, Math.round(rows.length * 0.3));
  const after = rows.slice(warmUp);
  const peak = (rs: MinuteRow[]) => Math.max(...rs.map((r) => r.rssMb));
  const rssWarmMb = after.length ? peak(after.slice(0, 3)) : NaN;
  const rssEndMb = after.length ? peak(after.slice(-3)) : NaN;
  const rssGrowth = (rssEndMb - rssWarmMb) / rssWarmMb;
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const reasons: string[] = [];
  if (errors > 0) reasons.push(`${errors} errors`);
  if (after.length > 3 && !(rssGrowth < 0.1)) reasons.push(`RSS peak grew ${(rssGrowth * 100).toFixed(1)}% after warm-up`);
  return { warmUpMinutes: warmUp, rssWarmMb, rssEndMb, rssGrowth, requests, errors, passed: reasons.length === 0, reasons };
}
