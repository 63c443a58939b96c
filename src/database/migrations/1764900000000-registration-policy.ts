import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' registration policy: whether clients may register themselves (RFC 7591, or
 * a Client ID Metadata Document), for which scopes, and which of them count as reviewed. One row;
 * without it the default applies (both off).
 */
export class RegistrationPolicy1764900000000 implements MigrationInterface {
  name = 'RegistrationPolicy1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_registration_policy (
        id smallint PRIMARY KEY,
        dynamic_registration boolean NOT NULL,
        metadata_documents boolean NOT NULL,
        scopes text[] NOT NULL,
        auto_approve_hosts text[] NOT NULL,
        updated_by_id integer,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oauth_registration_policy_single_row CHECK (id = 1)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oauth_registration_policy`);
  }
}
