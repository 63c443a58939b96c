import { membershipsController } from '../memberships/memberships.controller';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';
import { OrgMembershipsService } from './org-memberships.service';

/**
 * Who is in an organization, with which role (the routes every group shares, see
 * `membershipsController`). Leaving it also leaves its teams.
 */
export const OrgMembershipsController = membershipsController<OrgAccess>({
  name: 'OrgMembershipsController',
  tag: 'Organization memberships',
  unit: 'organization',
  paths: orgPath('memberships'),
  read: OrganizationRoute('ORG_PROFILE_READ', 'MEMBER'),
  addByEmail: 'TEAM_MEMBERSHIP_WRITE',
  add: OrganizationRoute('ORG_PROFILE_WRITE', 'ADMIN'),
  change: OrganizationRoute('ORG_PROFILE_WRITE', 'ADMIN', { selfService: true }),
  access: CurrentOrg,
  service: OrgMembershipsService,
});
