import { DynamicModule, Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MembershipModule } from '../membership/membership.module';
import { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { ClientsModule } from '../oauth/clients/clients.module';
import { AuditModule } from '../audit/audit.module';
import { RevocationModule } from '../oauth/revocation/revocation-events';
import { CLIENT_COMMANDS } from './clients.commands';
import { POLICY_COMMANDS } from './policy.commands';
import { RegistrationPolicyService } from '../oauth/registration/registration-policy.service';
import { ClockModule } from '../common/time/clock.module';
import { ORGANIZATION_COMMANDS } from './organizations.commands';
import { TEAM_COMMANDS } from './teams.commands';
import { OrganizationsService } from '../groups/organizations/organizations.service';
import { ProgramName } from './program-name';
import { UnknownOptionsFirst } from './unknown-options-first';
import { UsersCreateCommand } from './users-create.command';
import { USER_COMMANDS } from './users.commands';
import { TeamsService } from '../groups/teams/teams.service';
import { ENTITIES } from '../app/entities';
import { AppAccessModule } from '../app/app-access.module';

/** The operator CLI: the same services as the server, without HTTP. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CliModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(config, { throughRunningServer: true, entities: ENTITIES }), AuditModule, RevocationModule, AppAccessModule, AccountsModule, MembershipModule, ClientsModule, ClockModule],
      // The team and organization services need only the groups (and the audit log), so the CLI
      // does not load the scheduling and calendar modules.
      providers: [
        ProgramName,
        UnknownOptionsFirst,
        UsersCreateCommand,
        ...USER_COMMANDS,
        ...CLIENT_COMMANDS,
        RegistrationPolicyService,
        ...POLICY_COMMANDS,
        TeamsService,
        ...TEAM_COMMANDS,
        OrganizationsService,
        ...ORGANIZATION_COMMANDS,
      ],
    };
  }
}
