import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhooks: an app's subscriptions to a person's booking changes. */
export class Webhooks1765100000000 implements MigrationInterface {
  name = 'Webhooks1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhooks (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        client_id text NOT NULL REFERENCES oauth_clients (client_id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        subscriber_url text NOT NULL,
        triggers text[] NOT NULL,
        active boolean NOT NULL DEFAULT true,
        disabled_reason text,
        secret text NOT NULL,
        previous_secret text,
        previous_secret_expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX webhooks_client_id_user_id_idx ON webhooks (client_id, user_id)`);
    await q.query(`CREATE INDEX webhooks_user_id_idx ON webhooks (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE webhooks`);
  }
}
