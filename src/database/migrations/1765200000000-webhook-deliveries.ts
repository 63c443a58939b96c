import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook deliveries: queued with the booking change, worked through by the job queue, kept as a history. */
export class WebhookDeliveries1765200000000 implements MigrationInterface {
  name = 'WebhookDeliveries1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE webhook_deliveries (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        webhook_id integer NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
        message_id text NOT NULL,
        event_type text NOT NULL,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        locked_until timestamptz,
        retry_until timestamptz NOT NULL,
        response_code integer,
        last_error text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT webhook_deliveries_message_id_key UNIQUE (message_id),
        CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'succeeded', 'failed'))
      )`);
    await q.query(`CREATE INDEX webhook_deliveries_webhook_id_id_idx ON webhook_deliveries (webhook_id, id)`);
    await q.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE (status = 'pending')`);
    await q.query(`ALTER TABLE webhooks ADD COLUMN failing_since timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhooks DROP COLUMN failing_since`);
    await q.query(`DROP TABLE webhook_deliveries`);
  }
}
