import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors';
import { memberSchedulesPage } from '../memberships/member-schedules';
import { GroupsService } from '../../membership/groups.service';
import { Page, PageQueryDto } from '../../common/api/pagination';
import { CreateScheduleDto, UpdateScheduleDto } from '../../scheduling/schedules/dto/schedule.dto';
import { Schedule } from '../../scheduling/schedules/schedule.entity';
import { SchedulesService } from '../../scheduling/schedules/schedules.service';
import type { OrgAccess } from '../access/group-access';

/**
 * The organization's admins see every member's availability and manage it as the member could
 * (the same rules: one default schedule each). Someone who is not an accepted member is not found.
 */
@Injectable()
export class OrgSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: SchedulesService,
    private readonly groups: GroupsService,
  ) {}

  list(access: OrgAccess, query?: PageQueryDto): Promise<Page<Schedule>> {
    return memberSchedulesPage(this.dataSource.manager, access.organizationId, query);
  }

  async create(access: OrgAccess, userId: number, input: CreateScheduleDto): Promise<Schedule> {
    return this.schedules.create(await this.member(access, userId), input);
  }

  async update(access: OrgAccess, userId: number, scheduleId: number, input: UpdateScheduleDto): Promise<Schedule> {
    return this.schedules.update(await this.member(access, userId), scheduleId, input);
  }

  async delete(access: OrgAccess, userId: number, scheduleId: number): Promise<void> {
    await this.schedules.delete(await this.member(access, userId), scheduleId);
  }

  private async member(access: OrgAccess, userId: number): Promise<{ userId: number; clientId: string }> {
    const member = await this.groups.isAcceptedMember(access.organizationId, userId);
    if (!member) throw new NotFoundError(`User ${userId} not found in this organization.`);
    return { userId, clientId: access.clientId };
  }
}
