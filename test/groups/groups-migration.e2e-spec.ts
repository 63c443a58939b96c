import type { DataSource, QueryRunner } from 'typeorm';
import { createDataSource } from '../../src/database/data-source.factory';
import { MIGRATIONS } from '../../src/database/migrations';
import { Groups1765500000041 } from '../../src/database/migrations/1765500000041-groups';

/**
 * Teams, organizations and their memberships made before groups were one table are carried over:
 * every row, with its fields, its relations, and the ids the API has published. Teams and team
 * memberships keep theirs (event types, bookings and hosts point at them); organizations and their
 * memberships move past the highest team (membership) id, all by the same offset. The migrations
 * run one by one on an empty engine of the spec's own, the rows going in between.
 */
describe('Migration to one groups table', () => {
  let dataSource: DataSource;
  let q: QueryRunner;
  const before = MIGRATIONS.slice(0, MIGRATIONS.indexOf(Groups1765500000041));
  const ids = <T>(rows: { id: T }[]) => rows.map((r) => r.id);
  const one = async <T>(text: string, params: unknown[] = []): Promise<T> => ((await q.query(text, params)) as T[])[0];

  beforeAll(async () => {
    dataSource = createDataSource({ database: { kind: 'embedded', dataDir: 'memory://' } });
    await dataSource.initialize();
    q = dataSource.createQueryRunner();
    for (const Migration of before) await new Migration().up(q);
  });
  afterAll(async () => {
    await q.release();
    await dataSource.destroy();
  });

  it('carries every team, organization and membership over, with their relations', async () => {
    const users = ids(
      (await q.query(
        `INSERT INTO users (email, name, password_hash) SELECT 'p' || n || '@example.com', 'Person ' || n, 'x' FROM generate_series(1, 5) n RETURNING id`,
      )) as { id: number }[],
    );
    const [acme, globex] = ids((await q.query(`INSERT INTO organizations (name, slug) VALUES ('Acme', 'acme'), ('Globex', 'globex') RETURNING id`)) as { id: number }[]);
    const [sales, support, solo] = ids(
      (await q.query(
        `INSERT INTO teams (name, slug, logo_url, bio, time_zone, organization_id) VALUES
           ('Sales', 'sales', 'https://acme.example/logo.png', 'We sell.', 'Europe/Berlin', $1),
           ('Support', 'support', NULL, NULL, 'UTC', $2),
           ('Solo', 'acme', NULL, 'Same slug as an organization', 'America/New_York', NULL) RETURNING id`,
        [acme, globex],
      )) as { id: number }[],
    );
    await q.query(
      `INSERT INTO team_memberships (team_id, user_id, role, accepted) VALUES
         ($1, $3, 'OWNER', true), ($1, $4, 'MEMBER', true), ($1, $5, 'ADMIN', false), ($2, $3, 'OWNER', true), ($6, $7, 'OWNER', true)`,
      [sales, support, users[0], users[1], users[2], solo, users[3]],
    );
    await q.query(
      `INSERT INTO organization_memberships (organization_id, user_id, role, accepted) VALUES
         ($1, $3, 'OWNER', true), ($1, $4, 'MEMBER', true), ($1, $5, 'ADMIN', false), ($2, $3, 'OWNER', true), ($2, $6, 'MEMBER', false)`,
      [acme, globex, users[0], users[1], users[2], users[4]],
    );
    const [eventType] = ids(
      (await q.query(
        `INSERT INTO event_types (team_id, user_id, scheduling_type, title, slug, length_minutes) VALUES ($1, NULL, 'COLLECTIVE', 'Demo', 'demo', 30) RETURNING id`,
        [sales],
      )) as { id: number }[],
    );
    const host = await one<{ id: number }>(`SELECT id FROM team_memberships WHERE team_id = $1 AND user_id = $2`, [sales, users[1]]);
    await q.query(`INSERT INTO event_type_hosts (event_type_id, membership_id, priority) VALUES ($1, $2, 3)`, [eventType, host.id]);
    await q.query(
      `INSERT INTO audit_log (actor_kind, action, subject_type, subject_id, details) VALUES ('system', 'organization.created', 'organization', $1, '{}'), ('system', 'client.created', 'client', $1, '{}')`,
      [String(globex)],
    );

    const teams = await q.query(`SELECT id, name, slug, logo_url, bio, time_zone, organization_id, created_at, updated_at FROM teams ORDER BY id`);
    const organizations = await q.query(`SELECT id, name, slug, created_at, updated_at FROM organizations ORDER BY id`);
    const teamMemberships = await q.query(`SELECT id, team_id, user_id, role, accepted, created_at, updated_at FROM team_memberships ORDER BY id`);
    const orgMemberships = await q.query(`SELECT id, organization_id, user_id, role, accepted, created_at, updated_at FROM organization_memberships ORDER BY id`);

    await new Groups1765500000041().up(q);

    const groupShift = Math.max(...ids(teams as { id: number }[]));
    const membershipShift = Math.max(...ids(teamMemberships as { id: number }[]));
    const groups = await q.query(`SELECT id, kind, parent_id, name, slug, logo_url, bio, time_zone, created_at, updated_at FROM groups ORDER BY id`);
    const status = (accepted: boolean) => (accepted ? 'active' : 'invited');
    expect(groups).toEqual(
      [
        ...(teams as Record<string, unknown>[]).map((t) => ({
          id: t.id,
          kind: 'team',
          parent_id: t.organization_id === null ? null : (t.organization_id as number) + groupShift,
          name: t.name,
          slug: t.slug,
          logo_url: t.logo_url,
          bio: t.bio,
          time_zone: t.time_zone,
          created_at: t.created_at,
          updated_at: t.updated_at,
        })),
        ...(organizations as Record<string, unknown>[]).map((o) => ({
          id: (o.id as number) + groupShift,
          kind: 'organization',
          parent_id: null,
          name: o.name,
          slug: o.slug,
          logo_url: null,
          bio: null,
          time_zone: 'UTC',
          created_at: o.created_at,
          updated_at: o.updated_at,
        })),
      ].sort((a, b) => (a.id as number) - (b.id as number)),
    );
    expect(groups).toHaveLength(5);

    const memberships = await q.query(`SELECT id, group_id, user_id, role, status, created_at, updated_at FROM memberships ORDER BY id`);
    expect(memberships).toEqual([
      ...(teamMemberships as Record<string, unknown>[]).map((m) => ({
        id: m.id,
        group_id: m.team_id,
        user_id: m.user_id,
        role: m.role,
        status: status(m.accepted as boolean),
        created_at: m.created_at,
        updated_at: m.updated_at,
      })),
      ...(orgMemberships as Record<string, unknown>[]).map((m) => ({
        id: (m.id as number) + membershipShift,
        group_id: (m.organization_id as number) + groupShift,
        user_id: m.user_id,
        role: m.role,
        status: status(m.accepted as boolean),
        created_at: m.created_at,
        updated_at: m.updated_at,
      })),
    ]);
    expect(memberships).toHaveLength(10);

    // What pointed at the team and its member still does.
    expect(await q.query(`SELECT team_id FROM event_types WHERE id = $1`, [eventType])).toEqual([{ team_id: sales }]);
    expect(await q.query(`SELECT m.user_id, h.priority FROM event_type_hosts h JOIN memberships m ON m.id = h.membership_id`)).toEqual([
      { user_id: users[1], priority: 3 },
    ]);
    // The audit entry about the organization follows it; another subject's entry keeps its id.
    expect(await q.query(`SELECT subject_type, subject_id FROM audit_log ORDER BY id`)).toEqual([
      { subject_type: 'organization', subject_id: String(globex + groupShift) },
      { subject_type: 'client', subject_id: String(globex) },
    ]);
    // The old tables are gone, and new rows take ids after the carried-over ones.
    expect(await q.query(`SELECT to_regclass('teams') AS t, to_regclass('team_memberships') AS tm, to_regclass('organizations') AS o, to_regclass('organization_memberships') AS om`)).toEqual([
      { t: null, tm: null, o: null, om: null },
    ]);
    const fresh = await one<{ id: number }>(`INSERT INTO groups (kind, name, slug) VALUES ('team', 'New', 'new') RETURNING id`);
    expect(fresh.id).toBe(globex + groupShift + 1);
    const freshMembership = await one<{ id: number }>(`INSERT INTO memberships (group_id, user_id, role) VALUES ($1, $2, 'OWNER') RETURNING id`, [fresh.id, users[0]]);
    expect(freshMembership.id).toBe(Math.max(...ids(orgMemberships as { id: number }[])) + membershipShift + 1);
  });

  it('refuses what the two tables could not hold: an organization with a parent, a person twice in one group', async () => {
    const [org] = ids((await q.query(`SELECT id FROM groups WHERE kind = 'organization' ORDER BY id LIMIT 1`)) as { id: number }[]);
    await expect(q.query(`INSERT INTO groups (kind, name, slug, parent_id) VALUES ('organization', 'Sub', 'sub', $1)`, [org])).rejects.toThrow(/groups_parent_check/);
    const [m] = (await q.query(`SELECT group_id, user_id FROM memberships LIMIT 1`)) as { group_id: number; user_id: number }[];
    await expect(q.query(`INSERT INTO memberships (group_id, user_id, role) VALUES ($1, $2, 'MEMBER')`, [m.group_id, m.user_id])).rejects.toThrow(/memberships_group_id_user_id_key/);
  });

  it('goes back to the two tables of each, every row keeping its id', async () => {
    const groups = await q.query(`SELECT id, kind, parent_id, name, slug FROM groups ORDER BY id`);
    const memberships = await q.query(`SELECT m.id, g.kind, m.group_id, m.user_id, m.role, m.status FROM memberships m JOIN groups g ON g.id = m.group_id ORDER BY m.id`);
    await new Groups1765500000041().down(q);
    const teams = await q.query(`SELECT id, 'team' AS kind, organization_id AS parent_id, name, slug FROM teams`);
    const organizations = await q.query(`SELECT id, 'organization' AS kind, NULL::int AS parent_id, name, slug FROM organizations`);
    expect([...teams, ...organizations].sort((a, b) => a.id - b.id)).toEqual(groups);
    const back = [
      ...(await q.query(`SELECT id, 'team' AS kind, team_id AS group_id, user_id, role, CASE WHEN accepted THEN 'active' ELSE 'invited' END AS status FROM team_memberships`)),
      ...(await q.query(
        `SELECT id, 'organization' AS kind, organization_id AS group_id, user_id, role, CASE WHEN accepted THEN 'active' ELSE 'invited' END AS status FROM organization_memberships`,
      )),
    ];
    expect(back.sort((a, b) => a.id - b.id)).toEqual(memberships);
    expect(await q.query(`SELECT to_regclass('groups') AS g, to_regclass('memberships') AS m`)).toEqual([{ g: null, m: null }]);
  });
});
