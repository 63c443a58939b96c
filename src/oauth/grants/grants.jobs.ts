import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { GrantsRepository } from './grants.repository';

/**
 * Purges what can no longer be used. Every statement is an idempotent DELETE in bounded batches,
 * so several instances running it at once only share the work; no lock or leader is needed.
 */
@Injectable()
export class GrantsJobs {
  private readonly logger = new Logger(GrantsJobs.name);

  constructor(private readonly repository: GrantsRepository) {}

  @Interval('purge-expired-oauth-rows', 5 * 60 * 1000)
  async purge(): Promise<Record<string, number>> {
    const removed = await this.repository.purgeExpired();
    if (Object.values(removed).some((n) => n > 0)) this.logger.log(removed, 'Purged expired OAuth rows');
    return removed;
  }
}
