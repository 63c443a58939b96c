import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a client came to be: registered by a person (the developer form, the API, the CLI, or built
 * in), by itself through dynamic registration (RFC 7591), or by its Client ID Metadata Document
 * (whose `client_id` is the document's URL). The review queue says which.
 */
export class ClientKind1765000000000 implements MigrationInterface {
  name = 'ClientKind1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE oauth_clients ADD COLUMN kind text NOT NULL DEFAULT 'registered',
         ADD CONSTRAINT oauth_clients_kind_check CHECK (kind IN ('registered', 'dynamic', 'metadata_document'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE oauth_clients DROP COLUMN kind`);
  }
}
