import { ValidationError } from '../errors/domain-errors';
import type { MembershipTables } from './memberships';

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
    const [team] = (await m.query(`SELECT organization_id FROM teams WHERE id = $1`, [teamId])) as { organization_id: number | null }[];
    if (team?.organization_id == null) return;
    // The organization membership is locked until the new team membership commits: a removal from
    // the organization running meanwhile either ends first (and this finds no membership) or waits,
    // then removes the person from the organization's teams, this one included. Read without the
    // lock, the two could pass each other and leave a team member outside the organization.
    const member = (await m.query(
      `SELECT id FROM organization_memberships WHERE organization_id = $1 AND user_id = $2 AND accepted FOR SHARE`,
      [team.organization_id, userId],
    )) as unknown[];
    if (member.length === 0) throw new ValidationError('This team belongs to an organization: only its members can join the team.');
  },
};

/** Organization memberships. Leaving an organization (or being removed) also leaves its teams. */
export const ORGANIZATION_MEMBERSHIPS: MembershipTables = {
  unit: 'organization',
  groups: 'organizations',
  table: 'organization_memberships',
  groupColumn: 'organization_id',
  afterRemove: async (m, organizationId, removed) => {
    await m.query(`DELETE FROM team_memberships WHERE user_id = $1 AND team_id IN (SELECT id FROM teams WHERE organization_id = $2)`, [
      removed.userId,
      organizationId,
    ]);
  },
};
