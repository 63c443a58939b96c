import type { EntityManager } from 'typeorm';
import { ValidationError } from '../../common/errors/domain-errors';
import { ACCEPTED_MEMBER } from './membership-columns';
import type { MembershipTables } from './memberships';
import { sql } from '../../database/sql';

/**
 * Team memberships. A team that belongs to an organization takes only the organization's (accepted)
 * members.
 */
export const TEAM_MEMBERSHIPS: MembershipTables = {
  unit: 'team',
  groups: 'teams',
  table: 'team_memberships',
  groupColumn: 'team_id',
  beforeAdd: async (m, teamId, userId) => {
    const [team] = (await sql<{ organization_id: number | null }>(m, `SELECT organization_id FROM teams WHERE id = $1`, [teamId])).rows;
    if (team?.organization_id == null) return;
    if (!(await isOrganizationMemberLocked(m, team.organization_id, userId))) {
      throw new ValidationError('This team belongs to an organization: only its members can join the team.');
    }
  },
};

/**
 * Whether the person is an accepted member of the group (a team or an organization). `lock` keeps
 * their membership until the caller's transaction commits (see `isOrganizationMemberLocked`).
 */
export async function isAcceptedMember(
  m: EntityManager,
  group: Pick<MembershipTables, 'table' | 'groupColumn'>,
  groupId: number,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<boolean> {
  const rows = (await sql<unknown>(
    m,
    `SELECT id FROM ${group.table} WHERE ${group.groupColumn} = $1 AND user_id = $2 AND ${ACCEPTED_MEMBER()}${options.lock ? ' FOR KEY SHARE' : ''}`,
    [groupId, userId],
  )).rows;
  return rows.length > 0;
}

/**
 * Whether the person is an accepted member of the organization, their membership then locked until
 * the caller's transaction commits: a removal from the organization running meanwhile either ends
 * first (and this finds no membership) or waits, then removes the person from the organization's
 * teams, including the one the caller is adding them to or creating. Read without the lock, the two
 * could pass each other and leave a team member outside the organization. `FOR KEY SHARE` blocks
 * the removal's delete but not a role change; `accepted` never goes back to false.
 */
export function isOrganizationMemberLocked(m: EntityManager, organizationId: number, userId: number): Promise<boolean> {
  return isAcceptedMember(m, ORGANIZATION_MEMBERSHIPS, organizationId, userId, { lock: true });
}

/** Organization memberships. Leaving an organization (or being removed) also leaves its teams. */
export const ORGANIZATION_MEMBERSHIPS: MembershipTables = {
  unit: 'organization',
  groups: 'organizations',
  table: 'organization_memberships',
  groupColumn: 'organization_id',
  afterRemove: async (m, organizationId, removed) => {
    await sql(m, `DELETE FROM team_memberships WHERE user_id = $1 AND team_id IN (SELECT id FROM teams WHERE organization_id = $2)`, [
      removed.userId,
      organizationId,
    ]);
  },
};
