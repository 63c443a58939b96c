import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { postgresPool } from '../../database/typeorm-internals';
import { Metrics } from './metrics';

/**
 * The database pool, read as Prometheus scrapes (node-postgres's documented counts): connections
 * in use (a statement running, or held by a transaction), idle ones, and requests waiting for one.
 * Waiting requests mean the pool is too small for the load, or the database too slow.
 */
@Injectable()
export class DatabaseMetrics {
  constructor(metrics: Metrics, @InjectDataSource() dataSource: DataSource) {
    const pool = () => postgresPool(dataSource);
    metrics.gauge('db_pool_connections_in_use', 'Database connections in use (running a statement, or held by a transaction)', (g) => {
      const p = pool();
      g.set(p.totalCount - p.idleCount);
    });
    metrics.gauge('db_pool_connections_idle', 'Database connections open and idle in the pool', (g) => g.set(pool().idleCount));
    metrics.gauge('db_pool_waiting_requests', 'Requests waiting for a database connection from the pool', (g) => g.set(pool().waitingCount));
  }
}
