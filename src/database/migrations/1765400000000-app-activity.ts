import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What apps did for people (`app_activity`: their changes, kept ACTIVITY_RETENTION_DAYS), and how
 * much they called: per app per day (`app_usage_days`), and per person and app, with the scopes
 * used (`app_person_usage`). No foreign keys, as in the audit log: rows are purged with the retention.
 */
export class AppActivity1765400000000 implements MigrationInterface {
  name = 'AppActivity1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE app_activity (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        occurred_at timestamptz NOT NULL,
        user_id integer NOT NULL,
        client_id text NOT NULL,
        channel text NOT NULL,
        action text NOT NULL,
        target text,
        status smallint NOT NULL,
        CONSTRAINT app_activity_channel_check CHECK (channel IN ('api', 'mcp'))
      )`);
    await q.query(`CREATE INDEX app_activity_person_app_idx ON app_activity (user_id, client_id, occurred_at)`);
    await q.query(`CREATE INDEX app_activity_occurred_at_idx ON app_activity (occurred_at)`);
    await q.query(`
      CREATE TABLE app_usage_days (
        client_id text NOT NULL,
        day date NOT NULL,
        requests bigint NOT NULL DEFAULT 0,
        errors bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (client_id, day)
      )`);
    await q.query(`CREATE INDEX app_usage_days_day_idx ON app_usage_days (day)`);
    await q.query(`
      CREATE TABLE app_person_usage (
        user_id integer NOT NULL,
        client_id text NOT NULL,
        last_used_at timestamptz NOT NULL,
        scopes_used jsonb NOT NULL DEFAULT '{}',
        PRIMARY KEY (user_id, client_id)
      )`);
    await q.query(`CREATE INDEX app_person_usage_client_id_idx ON app_person_usage (client_id)`);
    await q.query(`CREATE INDEX app_person_usage_last_used_at_idx ON app_person_usage (last_used_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE app_person_usage`);
    await q.query(`DROP TABLE app_usage_days`);
    await q.query(`DROP TABLE app_activity`);
  }
}
