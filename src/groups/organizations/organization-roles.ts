import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ACCEPTED_MEMBER } from '../memberships/membership-columns';
import { ORGANIZATION_ROLES, type OrganizationRole, type OrganizationRolesLookup } from '../../oauth/authorize/organization-roles.port';
import { sql } from '../../database/sql';

/** The consent page's question to the organizations: where does this person hold a role? */
@Injectable()
export class OrganizationRoles implements OrganizationRolesLookup {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rolesOf(userId: number): Promise<OrganizationRole[]> {
    return (await sql<OrganizationRole>(
      this.dataSource,
      `SELECT o.name, om.role FROM organization_memberships om JOIN organizations o ON o.id = om.organization_id
        WHERE om.user_id = $1 AND ${ACCEPTED_MEMBER('om')} ORDER BY o.name`,
      [userId],
    )).rows;
  }
}

/** Provides the OAuth server's ORGANIZATION_ROLES port, and nothing else of the organizations. */
@Module({
  providers: [{ provide: ORGANIZATION_ROLES, useClass: OrganizationRoles }],
  exports: [ORGANIZATION_ROLES],
})
export class OrganizationRolesModule {}
