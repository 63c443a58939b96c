import { MigrationInterface, QueryRunner } from 'typeorm';

/** Organizations, their memberships, and teams that belong to one. */
export class Organizations1764100000000 implements MigrationInterface {
  name = 'Organizations1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE organizations (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT organizations_slug_key UNIQUE (slug)
      )`);
    await q.query(`
      CREATE TABLE organization_memberships (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL,
        accepted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT organization_memberships_organization_id_user_id_key UNIQUE (organization_id, user_id),
        CONSTRAINT organization_memberships_role_check CHECK (role IN ('MEMBER', 'ADMIN', 'OWNER'))
      )`);
    await q.query(`CREATE INDEX organization_memberships_user_id_idx ON organization_memberships (user_id)`);
    // An organization's teams go only with it (there is no route that deletes an organization).
    await q.query(`ALTER TABLE teams ADD COLUMN organization_id integer REFERENCES organizations (id) ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX teams_organization_id_idx ON teams (organization_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX teams_organization_id_idx`);
    await q.query(`ALTER TABLE teams DROP COLUMN organization_id`);
    await q.query(`DROP TABLE organization_memberships`);
    await q.query(`DROP TABLE organizations`);
  }
}
