import { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1763700000000 implements MigrationInterface {
  name = 'Accounts1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email text NOT NULL,
        name text NOT NULL,
        time_zone text NOT NULL DEFAULT 'UTC',
        week_start text NOT NULL DEFAULT 'monday',
        locale text NOT NULL DEFAULT 'en',
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'user',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_key UNIQUE (email),
        CONSTRAINT users_email_lower CHECK (email = lower(email)),
        CONSTRAINT users_role_check CHECK (role IN ('user', 'admin')),
        CONSTRAINT users_week_start_check CHECK (week_start IN ('monday','tuesday','wednesday','thursday','friday','saturday','sunday'))
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id_hash bytea PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        csrf_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
    await q.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);
    await q.query(`
      CREATE TABLE auth_failures (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        window_end timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      )`);
    await q.query(`CREATE INDEX auth_failures_window_end_idx ON auth_failures (window_end)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE auth_failures`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
