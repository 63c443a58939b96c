import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ClientReviewService } from './client-review.service';

/** The review queue heals itself: self-registered clients nobody reviewed in SELF_REGISTERED_PENDING_DAYS are removed. */
@Injectable()
export class ClientReviewJobs {
  private readonly logger = new Logger(ClientReviewJobs.name);

  constructor(
    private readonly review: ClientReviewService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Interval('remove-stale-self-registered-clients', 60 * 60 * 1000)
  async removeStale(): Promise<number> {
    const cutoff = new Date(this.clock.now() - this.config.selfRegistration.pendingDays * 86_400_000);
    const removed = await this.review.removeStaleSelfRegistered(cutoff);
    if (removed > 0) this.logger.log({ removed, cutoff }, 'Removed self-registered clients that waited too long for review');
    return removed;
  }
}
