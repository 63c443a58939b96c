import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AuthorizedAppsPagesController } from './apps/authorized-apps.pages.controller';
import { AuthorizeController } from './authorize/authorize.controller';
import { AuthorizeService } from './authorize/authorize.service';
import { ClientsModule } from './clients/clients.module';
import { AuthorizationCodesService } from './grants/authorization-codes.service';
import { GrantsJobs } from './grants/grants.jobs';
import { GrantsService } from './grants/grants.service';
import { TokenStore } from './grants/token-store';
import { MetadataController } from './metadata/metadata.controller';
import { ClientAuthenticationService } from './token/client-authentication.service';
import { RefreshTokenGrant } from './token/refresh-token.grant';
import { TokenInspectionService } from './token/token-inspection.service';
import { TokenController } from './token/token.controller';

/** The authorization-code flow: consent, codes, tokens, refresh, revocation, introspection, metadata. */
@Module({
  imports: [AccountsModule, ClientsModule],
  controllers: [AuthorizeController, TokenController, MetadataController, AuthorizedAppsPagesController],
  providers: [
    AuthorizeService,
    AuthorizationCodesService,
    ClientAuthenticationService,
    GrantsJobs,
    GrantsService,
    RefreshTokenGrant,
    TokenInspectionService,
    TokenStore,
  ],
  exports: [GrantsService],
})
export class OAuthModule {}
