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
    await pointReferencesAt(q, { groups: 'groups', memberships: 'memberships' });
    await q.query(`DROP TABLE organization_memberships`);
    await q.query(`DROP TABLE team_memberships`);
    await q.query(`DROP TABLE teams`);
    await q.query(`DROP TABLE organizations`);
  }

  /** Back to two tables of each; every row keeps the id it has now. */
  async down(q: QueryRunner): Promise<void> {
    const legacy = [
      { groups: 'organizations', kind: 'organization', memberships: 'organization_memberships', column: 'organization_id', profile: '' },
      { groups: 'teams', kind: 'team', memberships: 'team_memberships', column: 'team_id', profile: PROFILE_COLUMNS },
    ] as const;
    for (const t of legacy) {
      await q.query(`CREATE TABLE ${t.groups} (${IDENTITY}, name text NOT NULL, slug text NOT NULL, ${t.profile}${TIMESTAMPS}, CONSTRAINT ${t.groups}_slug_key UNIQUE (slug))`);
      await q.query(
        `CREATE TABLE ${t.memberships} (${IDENTITY}, ${t.column} integer NOT NULL REFERENCES ${t.groups} (id) ON DELETE CASCADE,
           user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE, role text NOT NULL, accepted boolean NOT NULL DEFAULT false, ${TIMESTAMPS},
           CONSTRAINT ${t.memberships}_${t.column}_user_id_key UNIQUE (${t.column}, user_id), CONSTRAINT ${t.memberships}_role_check CHECK (role IN ('MEMBER', 'ADMIN', 'OWNER')))`,
      );
      await q.query(`CREATE INDEX ${t.memberships}_user_id_idx ON ${t.memberships} (user_id)`);
      const profile = t.kind === 'team' ? ', logo_url, bio, time_zone' : '';
      await q.query(
        `INSERT INTO ${t.groups} (id, name, slug${profile}, created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT id, name, slug${profile}, created_at, updated_at FROM groups WHERE kind = '${t.kind}'`,
      );
      await q.query(
        `INSERT INTO ${t.memberships} (id, ${t.column}, user_id, role, accepted, created_at, updated_at) OVERRIDING SYSTEM VALUE
         SELECT m.id, m.group_id, m.user_id, m.role, m.status = 'active', m.created_at, m.updated_at
           FROM memberships m JOIN groups g ON g.id = m.group_id WHERE g.kind = '${t.kind}'`,
      );
      await restartIds(q, t.groups);
      await restartIds(q, t.memberships);
    }
    await q.query(`ALTER TABLE teams ADD COLUMN organization_id integer REFERENCES organizations (id) ON DELETE RESTRICT`);
    await q.query(`UPDATE teams t SET organization_id = g.parent_id FROM groups g WHERE g.id = t.id`);
    await q.query(`CREATE INDEX teams_organization_id_idx ON teams (organization_id)`);
    await pointReferencesAt(q, { groups: 'teams', memberships: 'team_memberships' });
    await q.query(`DROP TABLE memberships`);
    await q.query(`DROP TABLE groups`);
  }
}

const IDENTITY = 'id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY';
const TIMESTAMPS = 'created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()';
const PROFILE_COLUMNS = `logo_url text, bio text, time_zone text NOT NULL DEFAULT 'UTC', `;

/** Points scheduling's references to a team and to a team membership at these tables (same ids, same actions). */
async function pointReferencesAt(q: QueryRunner, to: { groups: string; memberships: string }): Promise<void> {
  for (const [table, column, target, action] of [
    ['event_types', 'team_id', to.groups, 'CASCADE'],
    ['bookings', 'team_id', to.groups, 'SET NULL'],
    ['event_type_hosts', 'membership_id', to.memberships, 'CASCADE'],
  ]) {
    await q.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_${column}_fkey`);
    await q.query(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_fkey FOREIGN KEY (${column}) REFERENCES ${target} (id) ON DELETE ${action}`);
  }
}

/** New rows of the table get ids after those carried over. */
async function restartIds(q: QueryRunner, table: string): Promise<void> {
  const [{ next }] = (await q.query(`SELECT (coalesce(max(id), 0) + 1)::int AS next FROM ${table}`)) as { next: number }[];
  await q.query(`ALTER TABLE ${table} ALTER COLUMN id RESTART WITH ${next}`);
}
