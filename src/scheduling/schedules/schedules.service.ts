import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import type { UserActor } from '../actor';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import {
  availabilityProblems,
  type DateOverride,
  DEFAULT_AVAILABILITY,
  minutesOfDay,
  WEEKDAYS,
  type WeeklyRange,
} from './availability';
import { CreateScheduleDto, UpdateScheduleDto } from './dto/schedule.dto';
import { Schedule } from './schedule.entity';
import { sql } from '../../database/sql';
import { lockPerson } from '../../accounts/person-lock';

/**
 * A person's schedules. Whoever has schedules has exactly one default: the first one becomes the
 * default, another can take its place, and deleting the default promotes the oldest remaining one
 * (so event types that follow "the default" keep offering times). Every change that moves the
 * default runs in a transaction holding a lock on the person's row, so two concurrent changes
 * cannot leave zero or two defaults; the partial unique index is the backstop for "two".
 */
@Injectable()
export class SchedulesService {
  constructor(
    @InjectRepository(Schedule) private readonly schedules: Repository<Schedule>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async create(actor: UserActor, dto: CreateScheduleDto): Promise<Schedule> {
    const availability = normalizeWeekly(dto.availability ?? DEFAULT_AVAILABILITY);
    const overrides = normalizeOverrides(dto.overrides ?? []);
    assertUsable(availability, overrides);
    return this.dataSource.transaction(async (m) => {
      const owner = await lockOwner(m, actor.userId);
      const hasDefault = await m.existsBy(Schedule, { userId: actor.userId, isDefault: true });
      const isDefault = !hasDefault || dto.isDefault === true;
      if (isDefault && hasDefault) await clearDefault(m, actor.userId);
      const schedule = m.create(Schedule, {
        userId: actor.userId,
        name: dto.name.trim(),
        timeZone: dto.timeZone ?? owner.timeZone,
        availability,
        overrides,
        isDefault,
      });
      return m.save(schedule);
    });
  }

  async list(actor: UserActor, query?: PageQueryDto): Promise<Page<Schedule>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.schedules.findAndCount({
      where: { userId: actor.userId },
      order: { id: 'ASC' },
      take,
      skip,
    });
    return { items, total, take, skip };
  }

  async get(actor: UserActor, id: number): Promise<Schedule> {
    return owned(this.dataSource.manager, actor.userId, id);
  }

  async getDefault(actor: UserActor): Promise<Schedule> {
    const schedule = await this.schedules.findOneBy({ userId: actor.userId, isDefault: true });
    if (!schedule) throw new NotFoundError('You have no schedule yet.');
    return schedule;
  }

  async update(actor: UserActor, id: number, dto: UpdateScheduleDto): Promise<Schedule> {
    return this.dataSource.transaction(async (m) => {
      await lockOwner(m, actor.userId);
      const schedule = await owned(m, actor.userId, id);
      if (dto.isDefault === false && schedule.isDefault) {
        throw new ValidationError('This is your default schedule: make another schedule the default instead.');
      }
      if (dto.name != null) schedule.name = dto.name.trim();
      if (dto.timeZone != null) schedule.timeZone = dto.timeZone;
      if (dto.availability != null) schedule.availability = normalizeWeekly(dto.availability);
      if (dto.overrides != null) schedule.overrides = normalizeOverrides(dto.overrides);
      assertUsable(schedule.availability, schedule.overrides);
      if (dto.isDefault === true && !schedule.isDefault) {
        await clearDefault(m, actor.userId);
        schedule.isDefault = true;
      }
      return m.save(schedule);
    });
  }

  async setDefault(actor: UserActor, id: number): Promise<Schedule> {
    return this.update(actor, id, { isDefault: true });
  }

  /** Deletes a schedule. Deleting the default makes the oldest remaining schedule the default. */
  async delete(actor: UserActor, id: number): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await lockOwner(m, actor.userId);
      const schedule = await owned(m, actor.userId, id);
      await m.delete(Schedule, { id: schedule.id });
      if (!schedule.isDefault) return;
      await sql(
        m,
        `UPDATE schedules SET is_default = true, updated_at = now()
          WHERE id = (SELECT id FROM schedules WHERE user_id = $1 ORDER BY id LIMIT 1)`,
        [actor.userId],
      );
    });
  }

  /** Throws `NotFoundError` unless the schedule is the person's own. */
  async assertOwned(actor: UserActor, id: number): Promise<void> {
    await owned(this.dataSource.manager, actor.userId, id);
  }
}

async function owned(m: EntityManager, userId: number, id: number): Promise<Schedule> {
  const schedule = Number.isSafeInteger(id) ? await m.findOneBy(Schedule, { id, userId }) : null;
  // Another person's schedule is "not found" too: its existence is none of the caller's business.
  if (!schedule) throw new NotFoundError(`Schedule ${id} not found.`);
  return schedule;
}

async function lockOwner(m: EntityManager, userId: number): Promise<{ timeZone: string }> {
  const owner = await lockPerson(m, userId, 'NO KEY UPDATE');
  if (!owner) throw new NotFoundError('This account no longer exists.');
  return owner;
}

async function clearDefault(m: EntityManager, userId: number): Promise<void> {
  await m.update(Schedule, { userId, isDefault: true }, { isDefault: false });
}

function assertUsable(weekly: WeeklyRange[], overrides: DateOverride[]): void {
  const problems = availabilityProblems(weekly, overrides);
  if (problems.length > 0) throw new ValidationError(problems.join(' '));
}

function normalizeWeekly(ranges: WeeklyRange[]): WeeklyRange[] {
  return ranges.map((r) => ({
    days: WEEKDAYS.filter((day) => r.days.includes(day)),
    startTime: r.startTime,
    endTime: r.endTime,
  }));
}

function normalizeOverrides(overrides: DateOverride[]): DateOverride[] {
  return [...overrides]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((o) => ({
      date: o.date,
      ranges: [...o.ranges]
        .sort((a, b) => minutesOfDay(a.startTime) - minutesOfDay(b.startTime))
        .map((r) => ({ startTime: r.startTime, endTime: r.endTime })),
    }));
}
