import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../common/time/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sql } from '../database/sql';
import { PURGE_BATCH, PURGES } from './activity.sql';

/**
 * Forgets what apps did, and how much they called, once it is older than ACTIVITY_RETENTION_DAYS.
 * Idempotent DELETEs in bounded batches, as the other purges: instances share the work.
 */
@Injectable()
export class ActivityJobs {
  private readonly logger = new Logger(ActivityJobs.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  @Interval('purge-app-activity', 30 * 60 * 1000)
  async purge(): Promise<Record<keyof typeof PURGES, number>> {
    const cutoff = new Date(this.clock.now() - this.config.activity.retentionDays * 86_400_000);
    const removed = { activity: 0, usageDays: 0, personUsage: 0 };
    for (const kind of Object.keys(PURGES) as (keyof typeof PURGES)[]) {
      for (;;) {
        const { affected } = await sql(this.dataSource, PURGES[kind], [kind === 'usageDays' ? cutoff.toISOString().slice(0, 10) : cutoff]);
        removed[kind] += affected;
        if (affected < PURGE_BATCH) break;
      }
    }
    if (Object.values(removed).some((n) => n > 0)) this.logger.log(removed, 'Purged app activity and usage past the retention');
    return removed;
  }
}
