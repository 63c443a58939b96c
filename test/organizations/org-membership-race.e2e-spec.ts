import type { QueryRunner } from 'typeorm';
import { ValidationError } from '../../src/common/errors/domain-errors';
import { TeamMembershipsService } from '../../src/groups/teams/team-memberships.service';
import { TeamsService } from '../../src/groups/teams/teams.service';
import { createUser } from '../factories';
import { addOrgMember, createOrganization, createOrgTeam } from '../factories/organizations';
import { createTestApp, TestApp } from '../setup/test-app';

/**
 * Putting someone in an organization's team (adding them, or creating a team they own) while they
 * are being removed from the organization. Needs two database sessions at once, so it runs on
 * PostgreSQL (DATABASE_URL) only: the embedded database has one.
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

  /**
   * Runs `work` while another session holds the person's removal from the organization between its
   * delete and its commit. `work` must wait on the removal's row lock (reading without one, it would
   * have finished already); then the removal finishes, as the service does, and commits.
   */
  async function duringRemoval(membershipId: number, person: { id: number }, work: () => Promise<unknown>): Promise<unknown> {
    await other.query('BEGIN');
    await other.query('DELETE FROM memberships WHERE id = $1', [membershipId]);
    const outcome = work().then(
      () => 'done',
      (error: unknown) => error,
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    const waiting = async () => {
      while (!settled) {
        // From the pool, not from `other`: inside its transaction, the statistics views hold still.
        const rows = (await t.dataSource.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM memberships%'`,
        )) as unknown[];
        if (rows.length > 0) return 'waiting';
        await new Promise((resolve) => setImmediate(resolve));
      }
      return 'settled';
    };
    try {
      expect(await Promise.race([outcome.then(() => 'settled'), waiting()])).toBe('waiting');
      await other.query('DELETE FROM memberships WHERE user_id = $1 AND group_id IN (SELECT id FROM groups WHERE kind = \'team\')', [person.id]); // what the removal does next
      await other.query('COMMIT');
    } catch (error) {
      await other.query('ROLLBACK');
      throw error;
    }
    return outcome;
  }

  it('adding them to a team waits for the removal, then refuses: no team member is left outside the organization', async () => {
    const { organization, owner } = await createOrganization(t);
    const team = await createOrgTeam(t, organization.id, owner);
    const person = await createUser(t);
    const membership = await addOrgMember(t, organization.id, person);
    const access = { teamId: team.id, organizationId: organization.id, userId: owner.id, clientId: 'race-test', role: 'OWNER' as const };

    const outcome = await duringRemoval(membership.id, person, () => t.app.get(TeamMembershipsService).add(access, { userId: person.id }));
    expect(outcome).toBeInstanceOf(ValidationError);
    expect((outcome as Error).message).toBe('This team belongs to an organization: only its members can join the team.');
    expect(await t.dataSource.query('SELECT 1 FROM memberships WHERE user_id = $1 AND group_id IN (SELECT id FROM groups WHERE kind = \'team\')', [person.id])).toEqual([]);
  });

  it('creating a team they own waits for the removal, then refuses', async () => {
    const { organization } = await createOrganization(t);
    const person = await createUser(t);
    const membership = await addOrgMember(t, organization.id, person);

    const outcome = await duringRemoval(membership.id, person, () =>
      t.app.get(TeamsService).create(person.id, { name: 'Racing', slug: 'racing' }, organization.id),
    );
    expect(outcome).toBeInstanceOf(ValidationError);
    expect((outcome as Error).message).toBe('A team of an organization is owned by one of its members.');
    expect(await t.dataSource.query('SELECT 1 FROM groups WHERE parent_id = $1', [organization.id])).toEqual([]);
  });
});
