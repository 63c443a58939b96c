import { Global, Module } from '@nestjs/common';
import { ClockModule } from '../common/time/clock.module';
import { ActivityJobs } from './activity.jobs';
import { ActivityLog } from './activity-log';
import { AppUsage } from './app-usage.service';
import { UsageCounter } from './usage-counter';

/**
 * What apps did for people, and how much they called: recorded by the token pipeline and the MCP
 * endpoint, shown on the person's apps pages and an administrator's review of a client.
 */
@Global()
@Module({
  imports: [ClockModule],
  providers: [ActivityLog, UsageCounter, AppUsage, ActivityJobs],
  exports: [ActivityLog, UsageCounter, AppUsage],
})
export class ActivityModule {}
