import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * This app's Prometheus metrics: a registry of its own (never prom-client's global one, so two
 * apps in one process, as in the tests, count apart), which each feature fills with what it owns
 * (the token endpoint its grants and errors, the queues their depth). Served by `GET /metrics`
 * when METRICS_TOKEN is set; then the process's own metrics (CPU, memory, event loop, GC) are
 * gathered too, and every response is measured.
 *
 * Labels are bounded by construction: route templates, methods, statuses, grant types, error
 * codes. Never a raw path, a client id or a user id: one series per caller would grow without end.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly registry = new Registry();
  readonly enabled: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.metrics.token !== undefined;
  }

  onModuleInit(): void {
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
  }

  counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** A gauge read when scraped: `collect` sets its value then. */
  gauge<L extends string>(name: string, help: string, collect: (gauge: Gauge<L>) => void | Promise<void>, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge({ name, help, labelNames, registers: [this.registry], collect: function (this: Gauge<L>) { return collect(this); } });
  }

  histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]): Histogram<L> {
    return new Histogram({ name, help, labelNames, buckets, registers: [this.registry] });
  }
}
