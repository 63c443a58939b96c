import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { actorOf } from '../actor';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/validation/route-params';
import { EventTypeResponseDto } from './dto/event-type-response.dto';
import { CreateEventTypeDto, UpdateEventTypeDto } from './dto/event-type.dto';
import { EventTypesService } from './event-types.service';


/** The authorized user's event types: the kinds of meeting they offer. */
@ApiTags('Event types')
@Controller('v2/event-types')
export class EventTypesController {
  constructor(private readonly eventTypes: EventTypesService) {}

  @Get()
  @RequireScopes('EVENT_TYPE_READ')
  @ApiOperation({ summary: 'List your event types', description: 'Oldest first; `take` (default 100, at most 250) and `skip`.' })
  @ApiSuccess(EventTypeResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentAuth() auth: AuthPrincipal, @Query() query: PageQueryDto) {
    return success(mapPage(await this.eventTypes.list(actorOf(auth), query), EventTypeResponseDto.from));
  }

  @Get(':id')
  @RequireScopes('EVENT_TYPE_READ')
  @ApiOperation({ summary: 'Get one of your event types' })
  @ApiSuccess(EventTypeResponseDto)
  @ApiNotFoundResponse({ description: 'No event type of yours has this id' })
  async get(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Event type') id: number) {
    return success(EventTypeResponseDto.from(await this.eventTypes.get(actorOf(auth), id)));
  }

  @Post()
  @RequireScopes('EVENT_TYPE_WRITE')
  @ApiOperation({
    summary: 'Create an event type',
    description: 'Without `scheduleId` it offers the times of your default schedule. Hidden event types are booked through private links.',
  })
  @ApiSuccess(EventTypeResponseDto, { status: 201 })
  @ApiNotFoundResponse({ description: '`scheduleId` is not one of your schedules' })
  @ApiConflictResponse({ description: 'You already have an event type with this slug' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async create(@CurrentAuth() auth: AuthPrincipal, @Body() body: CreateEventTypeDto) {
    return success(EventTypeResponseDto.from(await this.eventTypes.create(actorOf(auth), body)));
  }

  @Patch(':id')
  @RequireScopes('EVENT_TYPE_WRITE')
  @ApiOperation({ summary: 'Change an event type', description: 'Only the fields sent change. Existing bookings keep their times.' })
  @ApiSuccess(EventTypeResponseDto)
  @ApiNotFoundResponse({ description: 'No event type of yours has this id, or `scheduleId` is not one of your schedules' })
  @ApiConflictResponse({ description: 'You already have an event type with this slug' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Event type') id: number, @Body() body: UpdateEventTypeDto) {
    return success(EventTypeResponseDto.from(await this.eventTypes.update(actorOf(auth), id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('EVENT_TYPE_WRITE')
  @ApiOperation({ summary: 'Delete an event type', description: 'Its private links go with it; its bookings stay.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No event type of yours has this id' })
  async remove(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Event type') id: number): Promise<void> {
    await this.eventTypes.delete(actorOf(auth), id);
  }
}
