import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../../accounts/accounts.module';
import { AdminClientsController } from '../client-review/admin-clients.controller';
import { AdminClientsPagesController } from '../client-review/admin-clients.pages.controller';
import { ClientReviewJobs } from '../client-review/client-review.jobs';
import { ClientReviewService } from '../client-review/client-review.service';
import { ClockModule } from '../../common/time/clock.module';
import { PendingChangeReviewService } from '../client-review/pending-change-review.service';
import { GrantsModule } from '../grants/grants.module';
import { ClientCredentialsService } from './client-credentials.service';
import { ClientSecret } from './client-secret.entity';
import { ClientSecretsService } from './client-secrets.service';
import { OAuthClient } from './client.entity';
import { ClientsService } from './clients.service';
import { DeveloperClientsController } from './developer-clients.controller';
import { DeveloperClientsPagesController } from './developer-clients.pages.controller';

/** OAuth clients: owners' developer settings, administrators' review, and the credential checks the flow uses. */
@Module({
  imports: [TypeOrmModule.forFeature([OAuthClient, ClientSecret]), AccountsModule, GrantsModule, ClockModule],
  controllers: [DeveloperClientsController, DeveloperClientsPagesController, AdminClientsController, AdminClientsPagesController],
  providers: [ClientsService, ClientSecretsService, ClientReviewService, ClientReviewJobs, PendingChangeReviewService, ClientCredentialsService],
  exports: [ClientsService, ClientReviewService, PendingChangeReviewService, ClientCredentialsService],
})
export class ClientsModule {}
