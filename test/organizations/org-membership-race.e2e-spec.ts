import type { QueryRunner } from 'typeorm';
import { ValidationError } from '../../src/common/errors/domain-errors';
import { TeamMembershipsService } from '../../src/teams/team-memberships.service';
import { createUser } from '../factories';
import { addOrgMember, createOrganization, createOrgTeam } from '../factories/organizations';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Adding someone to an organization's team while they are being removed from the organization.
 * Needs two database sessions at once, so it runs on PostgreSQL (DATABASE_URL) only: the embedded
 * database has one.
 */
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('An organization team and a removal from the organization, at once', () => {
  let t: TestApp;
  let other: QueryRunner;
  beforeAll(async () => {
    t = await createTestApp();
    other = t.dataSource.createQueryRunner(); // a session of its own, beside the app's
    await other.connect();
  });
  afterAll(async () => {
    await other.release();
    await t.close();
  });

  it('the add waits for the removal, then refuses: no team member is left outside the organization', async () => {
    const { organization, owner } = await createOrganization(t);
    const team = await createOrgTeam(t, organization.id, owner);
    const person = await createUser(t);
    const membership = await addOrgMember(t, organization.id, person);

    // The removal, in another session, stopped between its delete and its commit.
    await other.query('BEGIN');
    await other.query('DELETE FROM organization_memberships WHERE id = $1', [membership.id]);
    const access = { teamId: team.id, organizationId: organization.id, userId: owner.id, clientId: 'race-test', role: 'OWNER' as const };
    const adding = t.app.get(TeamMembershipsService).add(access, { userId: person.id }).then(
      () => 'added',
      (error: unknown) => error,
    );
    // The add must wait on the removal's row lock (read without one, it would have added already).
    let settled = false;
    void adding.then(() => (settled = true));
    const waiting = async () => {
      while (!settled) {
        // From the pool, not from `other`: inside its transaction, the statistics views hold still.
        const rows = (await t.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM organization_memberships%'`)) as unknown[];
        if (rows.length > 0) return 'waiting';
        await new Promise((resolve) => setImmediate(resolve));
      }
      return 'settled';
    };
    expect(await Promise.race([adding.then(() => 'settled'), waiting()])).toBe('waiting');
    await other.query('DELETE FROM team_memberships WHERE user_id = $1 AND team_id = $2', [person.id, team.id]); // what the removal does next
    await other.query('COMMIT');

    const outcome = await adding;
    expect(outcome).toBeInstanceOf(ValidationError);
    expect((outcome as Error).message).toBe('This team belongs to an organization: only its members can join the team.');
    expect(await t.dataSource.query('SELECT 1 FROM team_memberships WHERE user_id = $1', [person.id])).toEqual([]);
  });
});
