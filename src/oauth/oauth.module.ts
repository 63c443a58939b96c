import { DynamicModule, Module, Type } from '@nestjs/common';
import { AdminClientScopesController } from './client-review/admin-client-scopes.controller';
import { ClientScopesNarrowingService } from './client-review/client-scopes-narrowing.service';
import { AccountsModule } from '../accounts/accounts.module';
import { MembershipModule } from '../membership/membership.module';
import { ClockModule } from '../common/time/clock.module';
import { AuthorizedAppsPagesController } from './apps/authorized-apps.pages.controller';
import { AuthorizeController } from './authorize/authorize.controller';
import { AuthorizeService } from './authorize/authorize.service';
import { ClientsModule } from './clients/clients.module';
import { ClientUsagePagesController } from './client-review/client-usage.pages.controller';
import { GrantsModule } from './grants/grants.module';
import { MetadataController } from './metadata/metadata.controller';
import { ProtectedResourceController } from './metadata/protected-resource.controller';
import { DynamicRegistrationController } from './registration/dynamic-registration.controller';
import { DynamicRegistrationService } from './registration/dynamic-registration.service';
import { MetadataDocumentsService } from './registration/metadata-documents.service';
import { RegistrationPolicyController } from './registration/registration-policy.controller';
import { RegistrationPolicyPagesController } from './registration/registration-policy.pages.controller';
import { RegistrationPolicyService } from './registration/registration-policy.service';
import { ClientAuthenticationService } from './token/client-authentication.service';
import { AuthorizationCodeGrant } from './token/grant-types/authorization-code.grant';
import { RefreshTokenGrant } from './token/grant-types/refresh-token.grant';
import { TokenEndpointService } from './token/token-endpoint.service';
import { TokenInspectionService } from './token/token-inspection.service';
import { TokenMetrics } from './token/token-metrics';
import { TokenController } from './token/token.controller';

/** The authorization-code flow: consent, codes, tokens, refresh, revocation, introspection, metadata. */
@Module({
  imports: [AccountsModule, ClientsModule, GrantsModule, ClockModule, MembershipModule],
  controllers: [AdminClientScopesController, AuthorizeController, TokenController, MetadataController, ProtectedResourceController, AuthorizedAppsPagesController, RegistrationPolicyController, RegistrationPolicyPagesController, DynamicRegistrationController, ClientUsagePagesController],
  providers: [ClientScopesNarrowingService, RegistrationPolicyService, DynamicRegistrationService, MetadataDocumentsService, AuthorizeService, ClientAuthenticationService, AuthorizationCodeGrant, RefreshTokenGrant, TokenEndpointService, TokenInspectionService, TokenMetrics],
  exports: [GrantsModule, TokenMetrics],
})
export class OAuthModule {}
