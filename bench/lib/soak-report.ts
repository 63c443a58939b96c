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
 * The soak's verdict: no errors at all, and memory flat after the warm-up (the first two minutes,
 * or the first one in a run of under four): RSS at the end within 10% of RSS when warm-up ended.
 */
export function verdict(rows: MinuteRow[]) {
  const warmUp = rows.length >= 4 ? 2 : 1;
  const rssWarmMb = rows[Math.min(warmUp, rows.length) - 1]?.rssMb ?? NaN;
  const rssEndMb = rows[rows.length - 1]?.rssMb ?? NaN;
  const rssGrowth = (rssEndMb - rssWarmMb) / rssWarmMb;
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const reasons: string[] = [];
  if (errors > 0) reasons.push(`${errors} errors`);
  if (rows.length > warmUp && !(rssGrowth < 0.1)) reasons.push(`RSS grew ${(rssGrowth * 100).toFixed(1)}% after warm-up`);
  return { warmUpMinutes: warmUp, rssWarmMb, rssEndMb, rssGrowth, requests, errors, passed: reasons.length === 0, reasons };
}
