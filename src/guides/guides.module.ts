import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ApiDocsAssetsController } from './api-docs-assets.controller';
import { GuidesPagesController } from './guides.pages.controller';
import { GuidesService } from './guides.service';

/** The developer guides of `docs/` as pages, and what the API reference (`/docs`) adds to Swagger UI. */
@Module({
  imports: [AccountsModule],
  controllers: [GuidesPagesController, ApiDocsAssetsController],
  providers: [GuidesService],
})
export class GuidesModule {}
