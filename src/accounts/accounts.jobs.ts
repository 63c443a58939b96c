import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { AuthFailuresService } from './auth-failures.service';
import { SessionFlashService } from './session-flash.service';
import { SessionsService } from './sessions.service';

/**
 * Housekeeping. Each run is a plain `DELETE ... WHERE expires < now()`, so any number of instances
 * may run it at once: they delete disjoint or already-deleted rows and never conflict.
 */
@Injectable()
export class AccountsJobs {
  private readonly logger = new Logger(AccountsJobs.name);

  constructor(
    private readonly sessions: SessionsService,
    private readonly failures: AuthFailuresService,
    private readonly flashes: SessionFlashService,
  ) {}

  @Interval('purge-expired-sessions', 10 * 60 * 1000)
  async purge(): Promise<void> {
    const sessions = await this.sessions.purgeExpired();
    const failures = await this.failures.purgeExpired();
    const flashes = await this.flashes.purgeExpired();
    if (sessions + failures + flashes > 0) this.logger.log({ sessions, failures, flashes }, 'Purged expired rows');
  }
}
