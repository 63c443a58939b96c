import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { actorOf } from '../actor';
import { ApiSuccess, success } from '../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/validation/route-params';
import { CreatedPrivateLinkResponseDto, CreatePrivateLinkDto, PrivateLinkResponseDto, UpdatePrivateLinkDto } from './dto/private-link.dto';
import { PrivateLinksService } from './private-links.service';

/** Secret booking addresses of an event type. The token is shown once, in the creation response. */
@ApiTags('Event types')
@ApiNotFoundResponse({ description: 'No event type of yours has this id' })
@Controller('v2/event-types/:id/private-links')
export class PrivateLinksController {
  constructor(private readonly links: PrivateLinksService) {}

  @Get()
  @RequireScopes('EVENT_TYPE_READ')
  @ApiOperation({ summary: "List an event type's private links", description: 'Hints only: the tokens are never shown again.' })
  @ApiSuccess(PrivateLinkResponseDto, { page: true })
  async list(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Event type') id: number, @Query() query: PageQueryDto) {
    return success(mapPage(await this.links.list(actorOf(auth), id, query), (l) => PrivateLinkResponseDto.from(l)));
  }

  @Post()
  @RequireScopes('EVENT_TYPE_WRITE')
  @ApiOperation({
    summary: 'Create a private link',
    description: 'The response carries the token, this once; only its hash is kept. Optionally expiring or limited in uses.',
  })
  @ApiSuccess(CreatedPrivateLinkResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: '`expiresAt` in the past, or `maxUses` out of range' })
  async create(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Event type') id: number, @Body() body: CreatePrivateLinkDto) {
    const { link, token } = await this.links.create(actorOf(auth), id, body);
    return success(CreatedPrivateLinkResponseDto.withToken(link, token));
  }

  @Patch(':linkId')
  @RequireScopes('EVENT_TYPE_WRITE')
  @ApiOperation({ summary: 'Change a private link', description: 'Its expiry or its limit of uses (null: none); the uses so far are kept.' })
  @ApiSuccess(PrivateLinkResponseDto)
  @ApiNotFoundResponse({ description: 'No such link of your event type' })
  @ApiUnprocessableEntityResponse({ description: '`expiresAt` in the past, or `maxUses` out of range' })
  async update(
    @CurrentAuth() auth: AuthPrincipal,
    @IdParam('id', 'Event type') id: number,
    @IdParam('linkId', 'Private link') linkId: number,
    @Body() body: UpdatePrivateLinkDto,
  ) {
    return success(PrivateLinkResponseDto.from(await this.links.update(actorOf(auth), id, linkId, body)));
  }

  @Delete(':linkId')
  @HttpCode(204)
  @RequireScopes('EVENT_TYPE_WRITE')
  @ApiOperation({ summary: 'Delete a private link', description: 'It stops working at once.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(
    @CurrentAuth() auth: AuthPrincipal,
    @IdParam('id', 'Event type') id: number,
    @IdParam('linkId', 'Private link') linkId: number,
  ): Promise<void> {
    await this.links.delete(actorOf(auth), id, linkId);
  }
}
