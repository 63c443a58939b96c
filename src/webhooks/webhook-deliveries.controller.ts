import { Controller, Get, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSuccess, success } from '../common/api/envelope';
import { IdParam } from '../common/api/route-params';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireScopes } from '../scopes/require-scopes.decorator';
import { WebhookDeliveryResponseDto } from './dto/webhook-delivery-response.dto';
import { DELIVERY_HISTORY, WebhookDeliveriesService } from './webhook-deliveries.service';

const NOT_FOUND = 'No webhook of this app, for this person, has this id';

/** What was sent to a webhook, and sending again (all need WEBHOOK_WRITE). */
@ApiTags('Webhooks')
@Controller('v2/webhooks/:id')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Post('ping')
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({ summary: 'Send a PING event', description: 'Queued at once and sent like any event (also to an inactive webhook); follow it in the deliveries.' })
  @ApiSuccess(WebhookDeliveryResponseDto, { status: 201 })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async ping(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number) {
    return success(WebhookDeliveryResponseDto.from(await this.deliveries.ping(auth, id)));
  }

  @Get('deliveries')
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({ summary: `The last ${DELIVERY_HISTORY} deliveries of a webhook, newest first` })
  @ApiSuccess(WebhookDeliveryResponseDto, { list: true })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async list(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number) {
    return success((await this.deliveries.list(auth, id)).map(WebhookDeliveryResponseDto.from));
  }

  @Post('deliveries/:deliveryId/redeliver')
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({ summary: 'Send a delivery again now', description: 'Same webhook-id and body; retried for 3 days if it fails.' })
  @ApiSuccess(WebhookDeliveryResponseDto, { status: 201 })
  @ApiNotFoundResponse({ description: `${NOT_FOUND}, or it has no delivery with this id` })
  @ApiConflictResponse({ description: 'The delivery is being sent at this moment' })
  async redeliver(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number, @IdParam('deliveryId', 'Delivery') deliveryId: number) {
    return success(WebhookDeliveryResponseDto.from(await this.deliveries.redeliver(auth, id, deliveryId)));
  }
}
