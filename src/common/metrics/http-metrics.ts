import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { routeTemplate } from '../http/route-template';
import { Metrics } from './metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds: from a cached token lookup (a millisecond) to a slow receiver's timeout. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  inc(): void;
  observe(seconds: number): void;
}

/**
 * `http_requests_total` and `http_request_duration_seconds`, by method, route template and
 * status. Each combination's series is looked up once and then kept (prom-client would otherwise
 * hash the labels on every request).
 */
@Injectable()
export class HttpMetrics {
  private readonly requests;
  private readonly duration;
  private readonly series = new Map<string, Series>();

  constructor(metrics: Metrics) {
    const labels = ['method', 'route', 'status'] as const;
    this.requests = metrics.counter('http_requests_total', 'HTTP requests answered, by method, route template and status', labels);
    this.duration = metrics.histogram('http_request_duration_seconds', 'Time to answer an HTTP request, by method, route template and status', labels, BUCKETS);
  }

  observe(req: Request, res: Response, seconds: number): void {
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const route = routeTemplate(req);
    const key = `${method} ${res.statusCode} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      const labels = { method, route, status: String(res.statusCode) };
      const [count, time] = [this.requests.labels(labels), this.duration.labels(labels)];
      this.series.set(key, (series = { inc: () => count.inc(), observe: (s) => time.observe(s) }));
    }
    series.inc();
    series.observe(seconds);
  }
}
