import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pending changes: an owner's edit of an approved client that needs review is held beside the live
 * client (one at a time, so a column rather than a table), with the reason the last one was rejected.
 */
export class ClientPendingChanges1764600000000 implements MigrationInterface {
  name = 'ClientPendingChanges1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients ADD COLUMN pending_change jsonb`);
    await q.query(`ALTER TABLE oauth_clients ADD COLUMN change_rejection jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients DROP COLUMN change_rejection`);
    await q.query(`ALTER TABLE oauth_clients DROP COLUMN pending_change`);
  }
}
