import { MigrationInterface, QueryRunner } from 'typeorm';

export class OAuthGrants1763720000000 implements MigrationInterface {
  name = 'OAuthGrants1763720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE oauth_grants (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        unrestricted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason text
      )`);
    await q.query(`CREATE INDEX oauth_grants_client_id_idx ON oauth_grants (client_id)`);
    await q.query(`CREATE INDEX oauth_grants_user_id_idx ON oauth_grants (user_id)`);
    await q.query(`
      CREATE TABLE oauth_authorization_codes (
        code_hash bytea PRIMARY KEY,
        client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        redirect_uri text NOT NULL,
        scopes text[] NOT NULL,
        unrestricted boolean NOT NULL,
        code_challenge text,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        grant_id bigint REFERENCES oauth_grants (id) ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX oauth_authorization_codes_expires_at_idx ON oauth_authorization_codes (expires_at)`);
    await q.query(`
      CREATE TABLE oauth_access_tokens (
        token_hash bytea PRIMARY KEY,
        grant_id bigint NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
        scopes text[] NOT NULL,
        unrestricted boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX oauth_access_tokens_grant_id_idx ON oauth_access_tokens (grant_id)`);
    await q.query(`CREATE INDEX oauth_access_tokens_expires_at_idx ON oauth_access_tokens (expires_at)`);
    await q.query(`
      CREATE TABLE oauth_refresh_tokens (
        token_hash bytea PRIMARY KEY,
        grant_id bigint NOT NULL REFERENCES oauth_grants (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX oauth_refresh_tokens_grant_id_idx ON oauth_refresh_tokens (grant_id)`);
    await q.query(`CREATE INDEX oauth_refresh_tokens_expires_at_idx ON oauth_refresh_tokens (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE oauth_refresh_tokens`);
    await q.query(`DROP TABLE oauth_access_tokens`);
    await q.query(`DROP TABLE oauth_authorization_codes`);
    await q.query(`DROP TABLE oauth_grants`);
  }
}
