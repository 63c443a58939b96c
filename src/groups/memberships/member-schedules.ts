import type { EntityManager } from 'typeorm';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { Schedule } from '../../scheduling/schedules/schedule.entity';
import { ACCEPTED_MEMBER } from './membership-columns';
import type { MembershipTables } from './memberships';

type Group = Pick<MembershipTables, 'table' | 'groupColumn'> & { id: number };

/** The schedules of a group's accepted members (a team's or an organization's), by member. */
export function memberSchedules(m: EntityManager, group: Group, options: { scheduleId?: number } = {}) {
  const qb = m
    .createQueryBuilder(Schedule, 's')
    .where(`s.user_id IN (SELECT user_id FROM ${group.table} WHERE ${group.groupColumn} = :groupId AND ${ACCEPTED_MEMBER()})`, { groupId: group.id });
  if (options.scheduleId !== undefined) qb.andWhere('s.id = :scheduleId', { scheduleId: options.scheduleId });
  return qb.orderBy('s.user_id', 'ASC').addOrderBy('s.id', 'ASC');
}

export async function memberSchedulesPage(m: EntityManager, group: Group, query?: PageQueryDto): Promise<Page<Schedule>> {
  const { take, skip } = pageWindow(query);
  const [items, total] = await memberSchedules(m, group).take(take).skip(skip).getManyAndCount();
  return { items, total, take, skip };
}
