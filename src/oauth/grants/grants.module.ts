import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/time/clock.module';
import { ACCESS_TOKEN_LOOKUP } from '../../scopes/auth-principal';
import { AccessTokenVerifier } from './access-token-verifier';
import { AuthorizationCodesService } from './authorization-codes.service';
import { GrantsJobs } from './grants.jobs';
import { GrantsRepository } from './grants.repository';
import { GrantsService } from './grants.service';
import { TokenStore } from './token-store';

/**
 * Grants, codes, access and refresh tokens: their tables are this folder's alone. Others ask it:
 * the token endpoint issues and rotates through `TokenStore` and `AuthorizationCodesService`, the
 * API's bearer strategy verifies through `AccessTokenVerifier`, the apps page through `GrantsService`.
 */
@Module({
  imports: [ClockModule],
  providers: [
    GrantsRepository,
    GrantsService,
    TokenStore,
    AuthorizationCodesService,
    AccessTokenVerifier,
    { provide: ACCESS_TOKEN_LOOKUP, useExisting: AccessTokenVerifier },
    GrantsJobs,
  ],
  exports: [GrantsService, TokenStore, AuthorizationCodesService, AccessTokenVerifier, ACCESS_TOKEN_LOOKUP],
})
export class GrantsModule {}
