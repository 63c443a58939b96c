import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiNoContent, ApiSuccess, INVALID_INPUT, success } from '../common/api/envelope';
import { mapPage, PageQueryDto } from '../common/api/pagination';
import { IdParam } from '../common/validation/route-params';
import { AuthPrincipal, CurrentAuth } from '../scopes/auth-principal';
import { RequireScopes } from '../scopes/require-scopes.decorator';
import { CreateWebhookDto, UpdateWebhookDto } from './dto/webhook-input.dto';
import { WebhookResponseDto, WebhookWithSecretResponseDto } from './dto/webhook-response.dto';
import { MAX_WEBHOOKS, WebhooksService } from './webhooks.service';

const NOT_FOUND = 'No webhook of this app, for this person, has this id';

/** The app's webhooks for the person whose token it holds. */
@ApiTags('Webhooks')
@Controller('v2/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({ summary: 'Create a webhook', description: `Answers the signing secret, once. At most ${MAX_WEBHOOKS} webhooks per app and person.` })
  @ApiSuccess(WebhookWithSecretResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: `${INVALID_INPUT}; or the app already holds ${MAX_WEBHOOKS} webhooks for this person` })
  async create(@CurrentAuth() auth: AuthPrincipal, @Body() body: CreateWebhookDto) {
    const { webhook, secret } = await this.webhooks.create(auth, body);
    return success(WebhookWithSecretResponseDto.withSecret(webhook, secret));
  }

  @Get()
  @RequireScopes('WEBHOOK_READ')
  @ApiOperation({ summary: "This app's webhooks for you" })
  @ApiSuccess(WebhookResponseDto, { page: true })
  async list(@CurrentAuth() auth: AuthPrincipal, @Query() query: PageQueryDto) {
    return success(mapPage(await this.webhooks.list(auth, query), WebhookResponseDto.from));
  }

  @Get(':id')
  @RequireScopes('WEBHOOK_READ')
  @ApiOperation({ summary: 'One of your webhooks' })
  @ApiSuccess(WebhookResponseDto)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async get(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number) {
    return success(WebhookResponseDto.from(await this.webhooks.get(auth, id)));
  }

  @Patch(':id')
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({ summary: 'Change the URL or triggers of a webhook, or turn it on or off' })
  @ApiSuccess(WebhookResponseDto)
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number, @Body() body: UpdateWebhookDto) {
    return success(WebhookResponseDto.from(await this.webhooks.update(auth, id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({ summary: 'Delete a webhook; its queued deliveries are dropped' })
  @ApiNoContent()
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async remove(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number): Promise<void> {
    await this.webhooks.remove(auth, id);
  }

  @Post(':id/secret')
  @RequireScopes('WEBHOOK_WRITE')
  @ApiOperation({
    summary: 'Rotate the signing secret',
    description:
      'Answers the new secret, once. For 24 hours (until `previousSecretExpiresAt`) the previous secret signs too (two signatures per delivery), so the receiver can switch without missing one. A second rotation within those 24 hours ends the first previous secret at once: only the secret it replaces keeps signing beside the new one.',
  })
  @ApiSuccess(WebhookWithSecretResponseDto, { status: 201 })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async rotate(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Webhook') id: number) {
    const { webhook, secret } = await this.webhooks.rotateSecret(auth, id);
    return success(WebhookWithSecretResponseDto.withSecret(webhook, secret));
  }
}
