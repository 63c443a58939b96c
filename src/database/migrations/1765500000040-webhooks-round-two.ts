import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks, round two: a lease per webhook (one delivery in flight per webhook, whichever instance
 * sends it), the time of its last ping (one per 10 s), the scope each queued event needs, a
 * `skipped` status for events the grant no longer covers, every attempt kept in a table of its own;
 * and the scopes an administrator narrowed a self-registered client to.
 */
export class WebhooksRoundTwo1765500000040 implements MigrationInterface {
  name = 'WebhooksRoundTwo1765500000040';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhooks ADD COLUMN sending_until timestamptz`);
    await q.query(`ALTER TABLE webhooks ADD COLUMN last_ping_at timestamptz`);
    await q.query(`ALTER TABLE webhook_deliveries ADD COLUMN required_scope text`);
    await q.query(`ALTER TABLE webhook_deliveries ADD COLUMN round_start_attempts integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check`);
    await q.query(`ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'succeeded', 'failed', 'skipped'))`);
    await q.query(`
      CREATE TABLE webhook_delivery_attempts (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        response_code integer,
        error text,
        duration_ms integer NOT NULL
      )`);
    await q.query(`CREATE INDEX webhook_delivery_attempts_delivery_id_id_idx ON webhook_delivery_attempts (delivery_id, id)`);
    // What an administrator narrowed a self-registered client to (null: the registration policy's scopes).
    await q.query(`ALTER TABLE oauth_clients ADD COLUMN scope_ceiling text[]`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients DROP COLUMN scope_ceiling`);
    await q.query(`DROP TABLE webhook_delivery_attempts`);
    await q.query(`DELETE FROM webhook_deliveries WHERE status = 'skipped'`);
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check`);
    await q.query(`ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'succeeded', 'failed'))`);
    await q.query(`ALTER TABLE webhook_deliveries DROP COLUMN round_start_attempts`);
    await q.query(`ALTER TABLE webhook_deliveries DROP COLUMN required_scope`);
    await q.query(`ALTER TABLE webhooks DROP COLUMN last_ping_at`);
    await q.query(`ALTER TABLE webhooks DROP COLUMN sending_until`);
  }
}
