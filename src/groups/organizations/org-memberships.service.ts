import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { UsersService } from '../../accounts/users.service';
import { GroupMemberships } from '../memberships/group-memberships';
import { ORGANIZATION_MEMBERSHIPS } from '../memberships/membership-tables';
import type { OrgAccess } from '../access/group-access';

/**
 * An organization's memberships, under the rules every group shares (see `membershipRules`).
 * Leaving the organization (or being removed) also leaves its teams (see `ORGANIZATION_MEMBERSHIPS`).
 */
@Injectable()
export class OrgMembershipsService extends GroupMemberships<OrgAccess> {
  constructor(@InjectDataSource() dataSource: DataSource, users: UsersService) {
    super(dataSource, users, ORGANIZATION_MEMBERSHIPS, (access) => access.organizationId);
  }
}
