import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AuthPrincipal, CurrentAuth } from '../../scopes/auth-principal';
import { RequireScopes } from '../../scopes/require-scopes.decorator';
import { actorOf } from '../actor';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/validation/route-params';
import { ScheduleResponseDto } from './dto/schedule-response.dto';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/schedule.dto';
import { SchedulesService } from './schedules.service';


/**
 * The authorized user's availability. `default` is declared before `:id`: Express matches routes in
 * the order they are registered, and "default" must not reach the id pipe as an id.
 */
@ApiTags('Schedules')
@Controller('v2/schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  @Get()
  @RequireScopes('SCHEDULE_READ')
  @ApiOperation({ summary: 'List your schedules', description: 'Oldest first; `take` (default 100, at most 250) and `skip`.' })
  @ApiSuccess(ScheduleResponseDto, { page: true })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async list(@CurrentAuth() auth: AuthPrincipal, @Query() query: PageQueryDto) {
    return success(mapPage(await this.schedules.list(actorOf(auth), query), ScheduleResponseDto.from));
  }

  @Get('default')
  @RequireScopes('SCHEDULE_READ')
  @ApiOperation({ summary: 'Get your default schedule', description: 'Event types without a schedule of their own offer its times.' })
  @ApiSuccess(ScheduleResponseDto)
  @ApiNotFoundResponse({ description: 'You have no schedule yet' })
  async getDefault(@CurrentAuth() auth: AuthPrincipal) {
    return success(ScheduleResponseDto.from(await this.schedules.getDefault(actorOf(auth))));
  }

  @Get(':id')
  @RequireScopes('SCHEDULE_READ')
  @ApiOperation({ summary: 'Get one of your schedules' })
  @ApiSuccess(ScheduleResponseDto)
  @ApiNotFoundResponse({ description: 'No schedule of yours has this id' })
  async get(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Schedule') id: number) {
    return success(ScheduleResponseDto.from(await this.schedules.get(actorOf(auth), id)));
  }

  @Post()
  @RequireScopes('SCHEDULE_WRITE')
  @ApiOperation({
    summary: 'Create a schedule',
    description:
      'Weekly hours and date overrides are wall-clock times in the schedule’s time zone (yours by default). ' +
      'Without `availability`: Monday to Friday, 09:00 to 17:00. Your first schedule becomes the default.',
  })
  @ApiSuccess(ScheduleResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async create(@CurrentAuth() auth: AuthPrincipal, @Body() body: CreateScheduleDto) {
    return success(ScheduleResponseDto.from(await this.schedules.create(actorOf(auth), body)));
  }

  @Patch(':id')
  @RequireScopes('SCHEDULE_WRITE')
  @ApiOperation({
    summary: 'Change a schedule',
    description: 'Only the fields sent change; `availability` and `overrides` are replaced whole. `isDefault: true` makes it the default.',
  })
  @ApiSuccess(ScheduleResponseDto)
  @ApiNotFoundResponse({ description: 'No schedule of yours has this id' })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Schedule') id: number, @Body() body: UpdateScheduleDto) {
    return success(ScheduleResponseDto.from(await this.schedules.update(actorOf(auth), id, body)));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('SCHEDULE_WRITE')
  @ApiOperation({
    summary: 'Delete a schedule',
    description: 'Deleting the default makes your oldest remaining schedule the default; event types using it fall back to the default.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No schedule of yours has this id' })
  async remove(@CurrentAuth() auth: AuthPrincipal, @IdParam('id', 'Schedule') id: number): Promise<void> {
    await this.schedules.delete(actorOf(auth), id);
  }
}
