import { Module } from '@nestjs/common';
import { ClockModule } from '../common/time/clock.module';
import { GrantsModule } from '../oauth/grants/grants.module';
import { WebhookAccessService } from './webhook-access.service';
import { WebhookDeliveriesController } from './webhook-deliveries.controller';
import { WebhookDeliveriesService } from './webhook-deliveries.service';
import { WebhookDeliveryOutcomes } from './webhook-delivery.outcomes';
import { WebhookDeliveryProcessor } from './webhook-delivery.processor';
import { WebhookEventsService } from './webhook-events.service';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

@Module({
  imports: [ClockModule, GrantsModule],
  controllers: [WebhooksController, WebhookDeliveriesController],
  providers: [WebhooksService, WebhookEventsService, WebhookDeliveriesService, WebhookDeliveryProcessor, WebhookDeliveryOutcomes, WebhookAccessService],
  exports: [WebhooksService, WebhookEventsService, WebhookDeliveryProcessor, WebhookAccessService],
})
export class WebhooksModule {}
