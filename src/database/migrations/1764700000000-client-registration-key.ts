import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The registration form's one-time key: a form submitted twice (a reload of the page it answered,
 * a double click) registers one client, not two. Unique per owner; clients registered otherwise
 * (the JSON API, the CLI) have none.
 */
export class ClientRegistrationKey1764700000000 implements MigrationInterface {
  name = 'ClientRegistrationKey1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients ADD COLUMN registration_key text`);
    await q.query(
      `CREATE UNIQUE INDEX oauth_clients_owner_registration_key ON oauth_clients (owner_id, registration_key) WHERE registration_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX oauth_clients_owner_registration_key`);
    await q.query(`ALTER TABLE oauth_clients DROP COLUMN registration_key`);
  }
}
