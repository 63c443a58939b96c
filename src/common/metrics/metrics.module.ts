import { Global, Module } from '@nestjs/common';
import { DatabaseMetrics } from './database-metrics';
import { HttpMetrics } from './http-metrics';
import { Metrics } from './metrics';
import { MetricsController } from './metrics.controller';

/** The app's Prometheus registry, `GET /metrics`, and the metrics of the kit's own parts (HTTP, the database pool). */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, HttpMetrics, DatabaseMetrics],
  exports: [Metrics, HttpMetrics],
})
export class MetricsModule {}
