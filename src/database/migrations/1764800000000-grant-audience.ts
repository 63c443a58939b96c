import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['oauth_authorization_codes', 'oauth_grants', 'oauth_access_tokens'] as const;

/**
 * The audience of codes, grants and access tokens (RFC 8707): the resource they are for, by its
 * path under BASE_URL (`/v2` the REST API, `/mcp` the MCP endpoint, `''` both), so a change of
 * BASE_URL does not strand them. Everything issued before is for the REST API, as every token
 * without a `resource` still is.
 */
export class GrantAudience1764800000000 implements MigrationInterface {
  name = 'GrantAudience1764800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN audience text NOT NULL DEFAULT '/v2',
           ADD CONSTRAINT ${table}_audience_check CHECK (audience IN ('', '/v2', '/mcp'))`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN audience`);
  }
}
