import type { EntityManager } from 'typeorm';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { memberSql } from '../../membership/member-sql';
import { Schedule } from '../../scheduling/schedules/schedule.entity';

/** The schedules of a group's accepted members (a team's or an organization's), by member. */
export function memberSchedules(m: EntityManager, groupId: number, options: { scheduleId?: number } = {}) {
  const qb = m.createQueryBuilder(Schedule, 's').where(`s.user_id IN (${memberSql.acceptedUserIds(':groupId')})`, { groupId });
  if (options.scheduleId !== undefined) qb.andWhere('s.id = :scheduleId', { scheduleId: options.scheduleId });
  return qb.orderBy('s.user_id', 'ASC').addOrderBy('s.id', 'ASC');
}

export async function memberSchedulesPage(m: EntityManager, groupId: number, query?: PageQueryDto): Promise<Page<Schedule>> {
  const { take, skip } = pageWindow(query);
  const [items, total] = await memberSchedules(m, groupId).take(take).skip(skip).getManyAndCount();
  return { items, total, take, skip };
}
