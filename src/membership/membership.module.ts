import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { GroupStandings } from './group-standings.service';
import { GroupsService } from './groups.service';
import { MembershipsService } from './memberships.service';

const SERVICES = [GroupsService, MembershipsService, GroupStandings];

/**
 * Who belongs to what: groups (teams and organizations) and their memberships, one model below
 * the features that use it (scheduling, the consent page, the team and organization routes).
 */
@Module({
  imports: [AccountsModule],
  providers: SERVICES,
  exports: SERVICES,
})
export class MembershipModule {}
