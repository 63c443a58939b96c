import { MigrationInterface, QueryRunner } from 'typeorm';

export class OAuthClients1763710000000 implements MigrationInterface {
  name = 'OAuthClients1763710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_clients (
        client_id text PRIMARY KEY,
        owner_id integer REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        logo_uri text,
        website_uri text,
        type text NOT NULL,
        redirect_uris text[] NOT NULL,
        scopes text[] NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'pending',
        status_reason text,
        legacy boolean NOT NULL DEFAULT false,
        reviewed_by_id integer,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT oauth_clients_type_check CHECK (type IN ('confidential', 'public')),
        CONSTRAINT oauth_clients_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'suspended'))
      )`);
    await q.query(`CREATE INDEX oauth_clients_owner_id_idx ON oauth_clients (owner_id)`);
    await q.query(`CREATE INDEX oauth_clients_status_idx ON oauth_clients (status)`);
    await q.query(`
      CREATE TABLE oauth_client_secrets (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
        secret_hash bytea NOT NULL,
        hint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX oauth_client_secrets_client_id_idx ON oauth_client_secrets (client_id)`);
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        actor_user_id integer,
        actor_kind text NOT NULL,
        action text NOT NULL,
        subject_type text NOT NULL,
        subject_id text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP TABLE oauth_client_secrets`);
    await q.query(`DROP TABLE oauth_clients`);
  }
}
