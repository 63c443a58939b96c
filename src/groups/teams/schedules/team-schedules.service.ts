import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { memberSchedules, memberSchedulesPage } from '../../memberships/member-schedules';
import { NotFoundError } from '../../../common/errors/domain-errors';
import { Page, PageQueryDto } from '../../../common/api/pagination';
import { UpdateScheduleDto } from '../../../scheduling/schedules/dto/schedule.dto';
import { Schedule } from '../../../scheduling/schedules/schedule.entity';
import { SchedulesService } from '../../../scheduling/schedules/schedules.service';
import type { TeamAccess } from '../../access/group-access';

/** Team admins see and adjust the schedules of the team's (accepted) members. */
@Injectable()
export class TeamSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: SchedulesService,
  ) {}

  list(access: TeamAccess, query?: PageQueryDto): Promise<Page<Schedule>> {
    return memberSchedulesPage(this.dataSource.manager, access.teamId, query);
  }

  /** Changes a member's schedule as they could themselves (the same rules, e.g. one default). */
  async update(access: TeamAccess, scheduleId: number, input: UpdateScheduleDto): Promise<Schedule> {
    const schedule = Number.isSafeInteger(scheduleId) ? await memberSchedules(this.dataSource.manager, access.teamId, { scheduleId }).getOne() : null;
    if (!schedule) throw new NotFoundError(`Schedule ${scheduleId} not found.`);
    return this.schedules.update({ userId: schedule.userId, clientId: access.clientId }, schedule.id, input);
  }
}
