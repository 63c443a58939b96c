import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors';
import { Page, PageQueryDto, pageWindow } from '../../scheduling/common/pagination';
import { parseInput } from '../../scheduling/common/parse-input';
import { UpdateScheduleDto } from '../../scheduling/schedules/dto/schedule.dto';
import { Schedule } from '../../scheduling/schedules/schedule.entity';
import { SchedulesService } from '../../scheduling/schedules/schedules.service';
import type { TeamAccess } from '../access/team-access';

const OF_ACCEPTED_MEMBERS = `s.user_id IN (SELECT user_id FROM team_memberships WHERE team_id = :teamId AND accepted)`;

/** Team admins see and adjust the schedules of the team's (accepted) members. */
@Injectable()
export class TeamSchedulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: SchedulesService,
  ) {}

  async list(access: TeamAccess, query?: PageQueryDto): Promise<Page<Schedule>> {
    const { take, skip } = pageWindow(parseInput(PageQueryDto, query ?? {}));
    const [items, total] = await this.dataSource.manager
      .createQueryBuilder(Schedule, 's')
      .where(OF_ACCEPTED_MEMBERS, { teamId: access.teamId })
      .orderBy('s.user_id', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .take(take)
      .skip(skip)
      .getManyAndCount();
    return { items, total, take, skip };
  }

  /** Changes a member's schedule as they could themselves (the same rules, e.g. one default). */
  async update(access: TeamAccess, scheduleId: number, input: UpdateScheduleDto): Promise<Schedule> {
    const schedule = Number.isSafeInteger(scheduleId)
      ? await this.dataSource.manager
          .createQueryBuilder(Schedule, 's')
          .where('s.id = :scheduleId', { scheduleId })
          .andWhere(OF_ACCEPTED_MEMBERS, { teamId: access.teamId })
          .getOne()
      : null;
    if (!schedule) throw new NotFoundError(`Schedule ${scheduleId} not found.`);
    return this.schedules.update({ userId: schedule.userId, clientId: access.clientId }, schedule.id, input);
  }
}
