import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sql } from '../../database/sql';

/**
 * Purges what can no longer be used. Every statement is an idempotent DELETE in bounded batches,
 * so several instances running it at once only share the work; no lock or leader is needed.
 * Used codes are kept an hour past expiry so that a late replay is still recognised and punished;
 * used refresh tokens until their own expiry, for the same reason.
 */
@Injectable()
export class GrantsJobs {
  private readonly logger = new Logger(GrantsJobs.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Interval('purge-expired-oauth-rows', 5 * 60 * 1000)
  async purge(): Promise<Record<string, number>> {
    const removed = {
      codes: await this.deleteBatches(`DELETE FROM oauth_authorization_codes WHERE code_hash IN (SELECT code_hash FROM oauth_authorization_codes WHERE expires_at < now() - interval '1 hour' LIMIT 5000)`),
      accessTokens: await this.deleteBatches(`DELETE FROM oauth_access_tokens WHERE token_hash IN (SELECT token_hash FROM oauth_access_tokens WHERE expires_at < now() LIMIT 5000)`),
      refreshTokens: await this.deleteBatches(`DELETE FROM oauth_refresh_tokens WHERE token_hash IN (SELECT token_hash FROM oauth_refresh_tokens WHERE expires_at < now() LIMIT 5000)`),
      // A grant with no token left can never be used again; revoked ones are kept a while for the record.
      grants: await this.deleteBatches(`DELETE FROM oauth_grants WHERE id IN (
        SELECT g.id FROM oauth_grants g
         WHERE (g.revoked_at IS NOT NULL AND g.revoked_at < now() - interval '30 days')
            OR (g.revoked_at IS NULL AND g.created_at < now() - interval '1 day'
                AND NOT EXISTS (SELECT 1 FROM oauth_refresh_tokens r WHERE r.grant_id = g.id)
                AND NOT EXISTS (SELECT 1 FROM oauth_access_tokens a WHERE a.grant_id = g.id))
         LIMIT 5000)`),
    };
    if (Object.values(removed).some((n) => n > 0)) this.logger.log(removed, 'Purged expired OAuth rows');
    return removed;
  }

  private async deleteBatches(statement: string): Promise<number> {
    let total = 0;
    for (;;) {
      const { affected } = await sql(this.dataSource, statement);
      total += affected;
      if (affected < 5000) return total;
    }
  }
}
