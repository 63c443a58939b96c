import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Histogram } from 'prom-client';
import { routeTemplate } from '../http/route-template';
import { Metrics } from './metrics';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Seconds: from a cached token lookup (a millisecond) to a slow receiver's timeout. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * `http_request_duration_seconds`, by method, route template and status: a histogram, whose
 * `_count` is the number of requests. Each combination's series is looked up once and kept, by the
 * route's own string and a number for method and status, so measuring a request builds no string
 * of ours. prom-client's series still checks and hashes its labels on each observation: the
 * largest part of what the metrics cost a request (a few microseconds, docs/benchmarks.md).
 */
@Injectable()
export class HttpMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly series = new Map<string, Map<number, { observe(seconds: number): void }>>();

  constructor(metrics: Metrics) {
    this.duration = metrics.histogram('http_request_duration_seconds', 'Time to answer an HTTP request, by method, route template and status', ['method', 'route', 'status'], BUCKETS);
  }

  readonly observe = (req: Request, res: Response, seconds: number): void => {
    const route = routeTemplate(req);
    const method = METHODS.indexOf(req.method);
    const key = res.statusCode * 8 + (method + 1);
    let byStatus = this.series.get(route);
    if (!byStatus) this.series.set(route, (byStatus = new Map()));
    let series = byStatus.get(key);
    if (!series) byStatus.set(key, (series = this.duration.labels({ method: method < 0 ? 'OTHER' : METHODS[method], route, status: String(res.statusCode) })));
    series.observe(seconds);
  };
}
