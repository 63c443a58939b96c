import type { DataSource } from 'typeorm';
import type { MemberRole } from '../../common/access/member-role';

export interface OrganizationRole {
  name: string;
  role: MemberRole;
}

/** The organizations where a person holds a role (accepted memberships), by name: for the consent page. */
export async function organizationRolesOf(dataSource: DataSource, userId: number): Promise<OrganizationRole[]> {
  return (await dataSource.query(
    `SELECT o.name, om.role FROM organization_memberships om JOIN organizations o ON o.id = om.organization_id
      WHERE om.user_id = $1 AND om.accepted ORDER BY o.name`,
    [userId],
  )) as OrganizationRole[];
}
