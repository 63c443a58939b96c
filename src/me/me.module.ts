import { DynamicModule, Module, type Type } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { MeProfileService } from './me-profile.service';
import { MeController } from './me.controller';

/**
 * `/v2/me`. `organizationRoles` provides the `ORGANIZATION_ROLES` port (declared below, in the
 * OAuth server; the organizations' owner implements it), so this folder does not import a sibling.
 */
@Module({})
export class MeModule {
  static forRoot(organizationRoles: Type): DynamicModule {
    return {
      module: MeModule,
      imports: [AccountsModule, SchedulingModule, organizationRoles],
      controllers: [MeController],
      providers: [MeProfileService],
      exports: [MeProfileService],
    };
  }
}
