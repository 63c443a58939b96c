import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts/accounts.module';
import { MembershipModule } from '../../membership/membership.module';
import { OwnMembershipsService } from '../memberships/own-memberships.service';
import { SchedulingModule } from '../../scheduling/scheduling.module';
import { GroupAccessGuard } from '../access/group-access.guard';
import { TeamBookingsController } from './bookings/team-bookings.controller';
import { TeamEventTypesController } from './event-types/team-event-types.controller';
import { TeamEventTypesService } from './event-types/team-event-types.service';
import { TeamSchedulesController } from './schedules/team-schedules.controller';
import { TeamSchedulesService } from './schedules/team-schedules.service';
import { TeamsPagesController } from './pages/teams.pages.controller';
import { TeamMembershipsController } from './team-memberships.controller';
import { TeamMembershipsService } from './team-memberships.service';
import { TeamProfileController } from './team-profile.controller';
import { TeamsController } from './teams.controller';
import { TeamsService } from './teams.service';

const SERVICES = [TeamsService, TeamMembershipsService, TeamEventTypesService, TeamSchedulesService, OwnMembershipsService];

/**
 * Teams under /v2/teams/:teamId/...: profile, memberships, event types (booked through the public
 * slots and bookings routes), bookings and members' schedules. Who may do what is decided once per
 * route by `@TeamRoute` (scope, then the person's role in the team, see `GroupAccessGuard`).
 */
@Module({
  imports: [SchedulingModule, AccountsModule, MembershipModule],
  controllers: [TeamsController, TeamProfileController, TeamMembershipsController, TeamEventTypesController, TeamBookingsController, TeamSchedulesController, TeamsPagesController],
  providers: [...SERVICES, GroupAccessGuard],
  exports: SERVICES,
})
export class TeamsModule {}
