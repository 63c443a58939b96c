import { Global, Module } from '@nestjs/common';
import { APP_WEBHOOKS } from '../oauth/apps/app-webhooks.port';
import { APP_ACCESS_ENDED } from '../oauth/grants/app-access.port';
import { WebhookAccessService } from '../webhooks/webhook-access.service';
import { WebhooksModule } from '../webhooks/webhooks.module';

/**
 * The OAuth server's ports the webhooks provide: APP_ACCESS_ENDED (revoking an app's last grant for
 * a person, or suspending it, deletes its webhooks) and APP_WEBHOOKS (`/settings/apps` shows them). Global, for the grants module wherever it is
 * built (the server and the CLI, which suspends clients too).
 */
@Global()
@Module({
  imports: [WebhooksModule],
  providers: [
    { provide: APP_ACCESS_ENDED, useExisting: WebhookAccessService },
    { provide: APP_WEBHOOKS, useExisting: WebhookAccessService },
  ],
  exports: [APP_ACCESS_ENDED, APP_WEBHOOKS],
})
export class AppAccessModule {}
