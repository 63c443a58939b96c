import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import { ClockedThrottlerStorage } from './clocked-throttler.storage';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The per-token API counters: in Redis (shared by every instance) while Redis answers, in this
 * process while it does not. A rate limit is a guard rail, not the service: losing Redis must not
 * stop API calls, and must never make a client wait for a reconnect. So commands are never queued
 * while disconnected, never resent after a reconnect, and given up after a short timeout; the
 * fallback counts per instance (a client spread over N instances may get up to N times its limit
 * while Redis is away), with one warning when it starts and one line when Redis is back.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RateLimit');
  private readonly redis: Redis;
  private readonly shared: ThrottlerStorageRedisService;
  private usingRedis = true;

  /** `local`: the counters of this process, used while Redis does not answer. */
  constructor(
    url: string,
    private readonly local: ClockedThrottlerStorage,
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      connectTimeout: 2_000,
      // Reconnect every 0.1 s growing to 1 s: back on Redis within a second of it returning.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    });
    // Without a listener ioredis prints every failed reconnect; the switch below logs once instead.
    this.redis.on('error', (error: Error) => this.useLocal(error));
    this.shared = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (this.redis.status === 'ready') {
      try {
        const record = await this.shared.increment(key, ttl, limit, blockDuration, throttlerName);
        this.useRedis();
        return record;
      } catch (error) {
        this.useLocal(error as Error);
      }
    } else {
      this.useLocal();
    }
    return this.local.increment(key, ttl, limit, blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    this.local.onApplicationShutdown();
    this.redis.disconnect();
  }

  private useLocal(error?: Error): void {
    if (!this.usingRedis) return;
    this.usingRedis = false;
    this.logger.warn(
      { reason: error?.message ?? `Redis is ${this.redis.status}` },
      'Redis is unavailable: API rate limits are counted in this process until it is back',
    );
  }

  private useRedis(): void {
    if (this.usingRedis) return;
    this.usingRedis = true;
    this.logger.log('Redis is back: API rate limits are counted in Redis again');
  }
}
