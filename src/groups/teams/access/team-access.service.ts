import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hasRole, type MemberRole } from '../../../common/access/member-role';

export interface TeamStanding {
  teamId: number;
  /** The organization the team belongs to, if any. */
  organizationId: number | null;
  /** The person's role in the team, as it counts for access; null without one. */
  role: MemberRole | null;
  /** Whether that role comes from an accepted membership (false: an invitation pending). */
  accepted: boolean;
}

interface Row {
  organization_id: number | null;
  team_role: MemberRole | null;
  team_accepted: boolean | null;
  org_role: MemberRole | null;
}

/**
 * Where a person stands in a team: one indexed query on the membership rows. Through an
 * organization (the `/v2/organizations/:orgId/teams/:teamId` mount) the team must belong to that
 * organization and the person be its accepted member; its admins and owners then act as the
 * team's owners whether they are in the team or not.
 */
@Injectable()
export class TeamAccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when there is no such team (in that organization, when one is given) for this person to see. */
  async standing(userId: number, teamId: number, viaOrganizationId?: number): Promise<TeamStanding | null> {
    const rows = (await this.dataSource.query(
      `SELECT t.organization_id, tm.role AS team_role, tm.accepted AS team_accepted, om.role AS org_role
         FROM teams t
         LEFT JOIN team_memberships tm ON tm.team_id = t.id AND tm.user_id = $2
         LEFT JOIN organization_memberships om ON om.organization_id = t.organization_id AND om.user_id = $2 AND om.accepted
        WHERE t.id = $1`,
      [teamId, userId],
    )) as Row[];
    const row = rows[0];
    if (!row) return null;
    const standing = { teamId, organizationId: row.organization_id, role: row.team_role, accepted: row.team_accepted === true };
    if (viaOrganizationId === undefined) return standing;
    if (row.organization_id !== viaOrganizationId || row.org_role === null) return null;
    return hasRole(row.org_role, 'ADMIN') ? { ...standing, role: 'OWNER', accepted: true } : standing;
  }
}
