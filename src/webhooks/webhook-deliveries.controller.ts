import { Controller, Get, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ApiSuccess, success } from '../common/api/envelope';
import { RETRY_AFTER } from '../common/api/error-responses';
import { mapPage, PageQueryDto } from '../common/api/pagination';
import { IdParam } from '../common/validation/route-params';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireScopes } from '../scopes/require-scopes.decorator';
import { WebhookDeliveryResponseDto } from './dto/webhook-delivery-response.dto';
import { PING_INTERVAL_SECONDS, WebhookDeliveriesService } from './webhook-deliveries.service';

const NOT_FOUND = 'No webhook of this app, for this person, has this id';

/** What was sent to a webhook (WEBHOOK_READ), and sending again (WEBHOOK_WRITE). */
@ApiTags('Webhooks')
@Controller('v2/webhooks/:id')
export class WebhookDeliveriesController {
  constructor(private readonly deliveries: WebhookDeliveriesService) {}

  @Post('ping')
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({
    summary: 'Send a PING event',
    description: `Queued at once and sent like any event (also to an inactive webhook); follow it in the deliveries. One per webhook every ${PING_INTERVAL_SECONDS} seconds.`,
  })
  @ApiSuccess(WebhookDeliveryResponseDto, { status: 201 })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiTooManyRequestsResponse({ description: `This webhook was pinged less than ${PING_INTERVAL_SECONDS} seconds ago`, headers: RETRY_AFTER })
  async ping(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number) {
    return success(WebhookDeliveryResponseDto.from(await this.deliveries.ping(auth, id)));
  }

  @Get('deliveries')
  @RequireScopes('WEBHOOK_READ')
  @ApiOperation({ summary: 'The deliveries of a webhook, newest first, each with its attempts', description: 'Paged with `take` and `skip`.' })
  @ApiSuccess(WebhookDeliveryResponseDto, { page: true })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async list(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number, @Query() query: PageQueryDto) {
    return success(mapPage(await this.deliveries.list(auth, id, query), WebhookDeliveryResponseDto.from));
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
