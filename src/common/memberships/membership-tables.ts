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
    const rows = (await m.query(
      `SELECT t.organization_id, om.id AS membership_id FROM teams t
         LEFT JOIN organization_memberships om ON om.organization_id = t.organization_id AND om.user_id = $2 AND om.accepted
        WHERE t.id = $1`,
      [teamId, userId],
    )) as { organization_id: number | null; membership_id: number | null }[];
    if (rows[0]?.organization_id != null && rows[0].membership_id === null) {
      throw new ValidationError('This team belongs to an organization: only its members can join the team.');
    }
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
