import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts/accounts.module';
import { MembershipModule } from '../../membership/membership.module';
import { AuditModule } from '../../audit/audit.module';
import { SchedulingModule } from '../../scheduling/scheduling.module';
import { TeamsModule } from '../teams/teams.module';
import { GroupAccessGuard } from '../access/group-access.guard';
import { AdminOrganizationsController } from './admin/admin-organizations.controller';
import { AdminOrganizationsPagesController } from './admin/admin-organizations.pages.controller';
import { OrgBookingsController } from './org-bookings.controller';
import { OrgEventTypesController } from './org-event-types.controller';
import { OrgEventTypesService } from './org-event-types.service';
import { OrgMembershipsController } from './org-memberships.controller';
import { OrgMembershipsService } from './org-memberships.service';
import { OrgSchedulesController } from './org-schedules.controller';
import { OrgSchedulesService } from './org-schedules.service';
import { OrgTeamsController } from './org-teams.controller';
import { OrgTeamsService } from './org-teams.service';
import { OrganizationsService } from './organizations.service';

const SERVICES = [OrganizationsService, OrgMembershipsService, OrgTeamsService, OrgEventTypesService, OrgSchedulesService];

/**
 * Organizations under /v2/organizations/:orgId/...: memberships, the team directory, and event
 * types, bookings and schedules across all its teams and members. Routes about one of its teams
 * are the team routes, also mounted here (see `teamPaths`). Administrators create organizations
 * (`/v2/admin/organizations`, `/settings/admin/organizations`).
 */
@Module({
  imports: [AccountsModule, AuditModule, SchedulingModule, MembershipModule, TeamsModule],
  controllers: [
    OrgTeamsController,
    OrgMembershipsController,
    OrgEventTypesController,
    OrgBookingsController,
    OrgSchedulesController,
    AdminOrganizationsController,
    AdminOrganizationsPagesController,
  ],
  providers: [...SERVICES, GroupAccessGuard],
  exports: SERVICES,
})
export class OrganizationsModule {}
