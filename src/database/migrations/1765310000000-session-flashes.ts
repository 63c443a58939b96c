import { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time values a page shows after a redirect (a new client secret), per session, sealed. */
export class SessionFlashes1765310000000 implements MigrationInterface {
  name = 'SessionFlashes1765310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE session_flashes (
        session_id_hash bytea NOT NULL REFERENCES sessions (id_hash) ON DELETE CASCADE,
        name text NOT NULL,
        sealed text NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (session_id_hash, name)
      )`);
    await q.query(`CREATE INDEX session_flashes_expires_at_idx ON session_flashes (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session_flashes`);
  }
}
