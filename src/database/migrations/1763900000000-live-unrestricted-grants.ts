import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every code redemption looks for the person's live unrestricted (legacy) grants to the same app,
 * to supersede them. Through `oauth_grants_user_id_idx` that read visits every grant the person
 * ever gave; this partial index holds only the few it is looking for, so the cost stays flat.
 */
export class LiveUnrestrictedGrants1763900000000 implements MigrationInterface {
  name = 'LiveUnrestrictedGrants1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX oauth_grants_live_unrestricted_idx ON oauth_grants (user_id, client_id) WHERE unrestricted AND revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX oauth_grants_live_unrestricted_idx`);
  }
}
