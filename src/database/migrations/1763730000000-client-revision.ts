import { MigrationInterface, QueryRunner } from 'typeorm';

/** A client's revision: bumped by every owner edit, so a review applies to the version reviewed. */
export class ClientRevision1763730000000 implements MigrationInterface {
  name = 'ClientRevision1763730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients ADD COLUMN revision integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients DROP COLUMN revision`);
  }
}
