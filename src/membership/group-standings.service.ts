import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { sql } from '../database/sql';
import { hasRole, type MemberRole } from './member-role';
import { ACCEPTED_MEMBER } from './membership.entity';

/** Where a person stands in a group (a team or an organization), as it counts for access. */
export interface Standing {
  /** The team's or the organization's id. */
  groupId: number;
  /** The team's organization, if any; for an organization, itself. */
  organizationId: number | null;
  /** The person's role in the group; null without one. */
  role: MemberRole | null;
  /** Whether that role comes from an accepted membership (false: an invitation pending). */
  accepted: boolean;
}

interface TeamRow {
  organization_id: number | null;
  team_role: MemberRole | null;
  team_accepted: boolean | null;
  org_role: MemberRole | null;
}

/**
 * Where a person stands in a group: one indexed query on the membership rows, for the access guard
 * of every team and organization route. Null when there is no such group for this person to see.
 */
@Injectable()
export class GroupStandings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * In a team. Through an organization (the `/v2/organizations/:orgId/teams/:teamId` mount) the
   * team must belong to that organization and the person be its accepted member; its admins and
   * owners then act as the team's owners whether they are in the team or not.
   */
  async inTeam(userId: number, teamId: number, viaOrganizationId?: number): Promise<Standing | null> {
    const rows = (await sql<TeamRow>(
      this.dataSource,
      `SELECT t.parent_id AS organization_id, tm.role AS team_role, ${ACCEPTED_MEMBER('tm')} AS team_accepted, om.role AS org_role
         FROM groups t
         LEFT JOIN memberships tm ON tm.group_id = t.id AND tm.user_id = $2
         LEFT JOIN memberships om ON om.group_id = t.parent_id AND om.user_id = $2 AND ${ACCEPTED_MEMBER('om')}
        WHERE t.id = $1 AND t.kind = 'team'`,
      [teamId, userId],
    )).rows;
    const row = rows[0];
    if (!row) return null;
    const standing = { groupId: teamId, organizationId: row.organization_id, role: row.team_role, accepted: row.team_accepted === true };
    if (viaOrganizationId === undefined) return standing;
    if (row.organization_id !== viaOrganizationId || row.org_role === null) return null;
    return hasRole(row.org_role, 'ADMIN') ? { ...standing, role: 'OWNER', accepted: true } : standing;
  }

  /** In an organization: their membership row, invitation or not. */
  async inOrganization(userId: number, organizationId: number): Promise<Standing | null> {
    const rows = (await sql<{ role: MemberRole; accepted: boolean }>(
      this.dataSource,
      `SELECT m.role, ${ACCEPTED_MEMBER('m')} AS accepted FROM memberships m JOIN groups g ON g.id = m.group_id
        WHERE m.group_id = $1 AND g.kind = 'organization' AND m.user_id = $2`,
      [organizationId, userId],
    )).rows;
    const membership = rows[0];
    return membership ? { groupId: organizationId, organizationId, role: membership.role, accepted: membership.accepted } : null;
  }
}
