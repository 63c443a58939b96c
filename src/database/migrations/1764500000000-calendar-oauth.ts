import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Google and Microsoft calendars: the pending OAuth authorizations (state, PKCE verifier), the
 * expiry of a connection's provider access token, and the `reconnect_needed` status.
 */
export class CalendarOAuth1764500000000 implements MigrationInterface {
  name = 'CalendarOAuth1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE calendar_connections ADD COLUMN token_expires_at timestamptz`);
    await q.query(`ALTER TABLE calendar_connections DROP CONSTRAINT calendar_connections_status_check`);
    await q.query(`ALTER TABLE calendar_connections ADD CONSTRAINT calendar_connections_status_check CHECK (status IN ('ok', 'failing', 'reconnect_needed'))`);
    await q.query(`
      CREATE TABLE calendar_oauth_states (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        state_hash text NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL,
        code_verifier text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT calendar_oauth_states_state_hash_key UNIQUE (state_hash),
        CONSTRAINT calendar_oauth_states_kind_check CHECK (kind IN ('google', 'office365'))
      )`);
    await q.query(`CREATE INDEX calendar_oauth_states_expires_at_idx ON calendar_oauth_states (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_oauth_states`);
    await q.query(`UPDATE calendar_connections SET status = 'failing' WHERE status = 'reconnect_needed'`);
    await q.query(`ALTER TABLE calendar_connections DROP CONSTRAINT calendar_connections_status_check`);
    await q.query(`ALTER TABLE calendar_connections ADD CONSTRAINT calendar_connections_status_check CHECK (status IN ('ok', 'failing'))`);
    await q.query(`ALTER TABLE calendar_connections DROP COLUMN token_expires_at`);
  }
}
