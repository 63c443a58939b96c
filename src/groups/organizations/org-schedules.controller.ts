import { Body, Controller, Delete, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiSuccess, INVALID_INPUT, success } from '../../common/api/envelope';
import { mapPage, PageQueryDto } from '../../common/api/pagination';
import { IdParam } from '../../common/validation/route-params';
import { ScheduleResponseDto } from '../../scheduling/schedules/dto/schedule-response.dto';
import { CreateScheduleDto, UpdateScheduleDto } from '../../scheduling/schedules/dto/schedule.dto';
import { CurrentOrg, OrgAccess } from '../access/group-access';
import { OrganizationRoute, orgPath } from '../access/group-route.decorator';
import { ListRoute } from '../routes/group-mount';
import { OrgSchedulesService } from './org-schedules.service';

/** The organization's admins see and manage every member's availability. */
@ApiTags('Organization schedules')
@Controller(orgPath())
export class OrgSchedulesController {
  constructor(private readonly schedules: OrgSchedulesService) {}

  @ListRoute(
    OrganizationRoute('ORG_SCHEDULE_READ', 'ADMIN'),
    ApiOperation({ summary: 'List every member’s schedules', description: 'Of accepted members, by member; `take` and `skip`.' }),
    ScheduleResponseDto,
    'schedules',
  )
  async list(@CurrentOrg() org: OrgAccess, @Query() query: PageQueryDto) {
    return success(mapPage(await this.schedules.list(org, query), ScheduleResponseDto.from));
  }

  @Post('users/:userId/schedules')
  @OrganizationRoute('ORG_SCHEDULE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Create a schedule for a member', description: 'As they could: their first schedule becomes their default.' })
  @ApiSuccess(ScheduleResponseDto, { status: 201 })
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async create(@CurrentOrg() org: OrgAccess, @IdParam('userId', 'User') userId: number, @Body() body: CreateScheduleDto) {
    return success(ScheduleResponseDto.from(await this.schedules.create(org, userId, body)));
  }

  @Patch('users/:userId/schedules/:scheduleId')
  @OrganizationRoute('ORG_SCHEDULE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Change a member’s schedule', description: 'Only the fields sent change; `isDefault: true` makes it their default.' })
  @ApiSuccess(ScheduleResponseDto)
  @ApiUnprocessableEntityResponse({ description: INVALID_INPUT })
  async update(
    @CurrentOrg() org: OrgAccess,
    @IdParam('userId', 'User') userId: number,
    @IdParam('scheduleId', 'Schedule') scheduleId: number,
    @Body() body: UpdateScheduleDto,
  ) {
    return success(ScheduleResponseDto.from(await this.schedules.update(org, userId, scheduleId, body)));
  }

  @Delete('users/:userId/schedules/:scheduleId')
  @HttpCode(204)
  @OrganizationRoute('ORG_SCHEDULE_WRITE', 'ADMIN')
  @ApiOperation({ summary: 'Delete a member’s schedule', description: 'Deleting their default makes their oldest remaining schedule the default.' })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentOrg() org: OrgAccess, @IdParam('userId', 'User') userId: number, @IdParam('scheduleId', 'Schedule') scheduleId: number): Promise<void> {
    await this.schedules.delete(org, userId, scheduleId);
  }
}
