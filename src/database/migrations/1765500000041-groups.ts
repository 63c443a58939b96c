import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams and organizations become one kind of row, a group, and their two membership tables one
 * table of memberships with a role and a status (`invited`, then `active`). An organization is a
 * group without a parent; its teams point at it.
 *
 * The two kinds share one id space from now on. Teams and their memberships keep their ids (event
 * types, bookings and hosts refer to them); organizations and their memberships move past the
 * highest team (membership) id, by the same offset for every row, so each keeps its relations, and
 * the audit entries about an organization follow it to its new id.
 */
export class Groups1765500000041 implements MigrationInterface {
  name = 'Groups1765500000041';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE groups (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL,
        parent_id integer REFERENCES groups (id) ON DELETE RESTRICT,
        name text NOT NULL,
        slug text NOT NULL,
        logo_url text,
        bio text,
        time_zone text NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT groups_kind_slug_key UNIQUE (kind, slug),
        CONSTRAINT groups_kind_check CHECK (kind IN ('team', 'organization')),
        CONSTRAINT groups_parent_check CHECK (kind = 'team' OR parent_id IS NULL)
      )`);
    await q.query(`CREATE INDEX groups_parent_id_idx ON groups (parent_id)`);
    await q.query(`
      CREATE TABLE memberships (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        group_id integer NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL,
        status text NOT NULL DEFAULT 'invited',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT memberships_group_id_user_id_key UNIQUE (group_id, user_id),
        CONSTRAINT memberships_role_check CHECK (role IN ('MEMBER', 'ADMIN', 'OWNER')),
        CONSTRAINT memberships_status_check CHECK (status IN ('invited', 'active'))
      )`);
    await q.query(`CREATE INDEX memberships_user_id_idx ON memberships (user_id)`);

    const [{ groups, memberships }] = (await q.query(
      `SELECT (SELECT coalesce(max(id), 0) FROM teams)::int AS groups, (SELECT coalesce(max(id), 0) FROM team_memberships)::int AS memberships`,
    )) as { groups: number; memberships: number }[];
    await q.query(
      `INSERT INTO groups (id, kind, parent_id, name, slug, logo_url, bio, time_zone, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT id + $1, 'organization', NULL, name, slug, NULL, NULL, 'UTC', created_at, updated_at FROM organizations`,
      [groups],
    );
    await q.query(
      `INSERT INTO groups (id, kind, parent_id, name, slug, logo_url, bio, time_zone, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT id, 'team', organization_id + $1, name, slug, logo_url, bio, time_zone, created_at, updated_at FROM teams`,
      [groups],
    );
    await q.query(
      `INSERT INTO memberships (id, group_id, user_id, role, status, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT id, team_id, user_id, role, CASE WHEN accepted THEN 'active' ELSE 'invited' END, created_at, updated_at FROM team_memberships`,
    );
    await q.query(
      `INSERT INTO memberships (id, group_id, user_id, role, status, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT id + $1, organization_id + $2, user_id, role, CASE WHEN accepted THEN 'active' ELSE 'invited' END, created_at, updated_at
         FROM organization_memberships`,
      [memberships, groups],
    );
    await q.query(
      `UPDATE audit_log SET subject_id = (subject_id::bigint + $1)::text WHERE subject_type = 'organization' AND subject_id ~ '^[0-9]{1,9}$'`,
      [groups],
    );
    await restartIds(q, 'groups');
    await restartIds(q, 'memberships');

    // What pointed at a team, or at a team membership, now points at the same id in the new tables.
    await q.query(`ALTER TABLE event_types DROP CONSTRAINT event_types_team_id_fkey`);
    await q.query(`ALTER TABLE event_types ADD CONSTRAINT event_types_team_id_fkey FOREIGN KEY (team_id) REFERENCES groups (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_team_id_fkey`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_team_id_fkey FOREIGN KEY (team_id) REFERENCES groups (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE event_type_hosts DROP CONSTRAINT event_type_hosts_membership_id_fkey`);
    await q.query(
      `ALTER TABLE event_type_hosts ADD CONSTRAINT event_type_hosts_membership_id_fkey FOREIGN KEY (membership_id) REFERENCES memberships (id) ON DELETE CASCADE`,
    );
    await q.query(`DROP TABLE organization_memberships`);
    await q.query(`DROP TABLE team_memberships`);
    await q.query(`DROP TABLE teams`);
    await q.query(`DROP TABLE organizations`);
  }

  /** Back to two tables of each; every row keeps the id it has now. */
  async down(q: QueryRunner): Promise<void> {
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
      CREATE TABLE teams (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL,
        logo_url text,
        bio text,
        time_zone text NOT NULL DEFAULT 'UTC',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        organization_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
        CONSTRAINT teams_slug_key UNIQUE (slug)
      )`);
    await q.query(`CREATE INDEX teams_organization_id_idx ON teams (organization_id)`);
    for (const [table, column, groups] of [
      ['team_memberships', 'team_id', 'teams'],
      ['organization_memberships', 'organization_id', 'organizations'],
    ] as const) {
      await q.query(`
        CREATE TABLE ${table} (
          id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
          ${column} integer NOT NULL REFERENCES ${groups} (id) ON DELETE CASCADE,
          user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
          role text NOT NULL,
          accepted boolean NOT NULL DEFAULT false,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          CONSTRAINT ${table}_${column}_user_id_key UNIQUE (${column}, user_id),
          CONSTRAINT ${table}_role_check CHECK (role IN ('MEMBER', 'ADMIN', 'OWNER'))
        )`);
      await q.query(`CREATE INDEX ${table}_user_id_idx ON ${table} (user_id)`);
    }
    await q.query(
      `INSERT INTO organizations (id, name, slug, created_at, updated_at) OVERRIDING SYSTEM VALUE
       SELECT id, name, slug, created_at, updated_at FROM groups WHERE kind = 'organization'`,
    );
    await q.query(
      `INSERT INTO teams (id, name, slug, logo_url, bio, time_zone, created_at, updated_at, organization_id) OVERRIDING SYSTEM VALUE
       SELECT id, name, slug, logo_url, bio, time_zone, created_at, updated_at, parent_id FROM groups WHERE kind = 'team'`,
    );
    for (const [table, column, kind] of [
      ['team_memberships', 'team_id', 'team'],
      ['organization_memberships', 'organization_id', 'organization'],
    ] as const) {
      await q.query(
        `INSERT INTO ${table} (id, ${column}, user_id, role, accepted, created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT m.id, m.group_id, m.user_id, m.role, m.status = 'active', m.created_at, m.updated_at
           FROM memberships m JOIN groups g ON g.id = m.group_id WHERE g.kind = '${kind}'`,
      );
    }
    for (const table of ['organizations', 'teams', 'team_memberships', 'organization_memberships']) await restartIds(q, table);
    await q.query(`ALTER TABLE event_types DROP CONSTRAINT event_types_team_id_fkey`);
    await q.query(`ALTER TABLE event_types ADD CONSTRAINT event_types_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE CASCADE`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_team_id_fkey`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_team_id_fkey FOREIGN KEY (team_id) REFERENCES teams (id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE event_type_hosts DROP CONSTRAINT event_type_hosts_membership_id_fkey`);
    await q.query(
      `ALTER TABLE event_type_hosts ADD CONSTRAINT event_type_hosts_membership_id_fkey FOREIGN KEY (membership_id) REFERENCES team_memberships (id) ON DELETE CASCADE`,
    );
    await q.query(`DROP TABLE memberships`);
    await q.query(`DROP TABLE groups`);
  }
}

/** New rows of the table get ids after those carried over. */
async function restartIds(q: QueryRunner, table: string): Promise<void> {
  const [{ next }] = (await q.query(`SELECT (coalesce(max(id), 0) + 1)::int AS next FROM ${table}`)) as { next: number }[];
  await q.query(`ALTER TABLE ${table} ALTER COLUMN id RESTART WITH ${next}`);
}
