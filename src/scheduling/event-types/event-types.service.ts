import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { prepared, sql } from '../../database/sql';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import type { UserActor } from '../actor';
import { violates } from '../../database/db-errors';
import { Page, PageQueryDto, pageWindow } from '../../common/api/pagination';
import { SchedulesService } from '../schedules/schedules.service';
import { CreateEventTypeDto, UpdateEventTypeDto } from './dto/event-type.dto';
import { EventType } from './event-type.entity';
import { applyEventTypeFields, eventTypeDefaults } from './event-type-fields';
import { BOOKABLE_COLUMNS, BOOKABLE_FROM, bookableFrom, BookableRow } from './bookable';

const BOOKABLE = prepared('event_types_bookable', `SELECT ${BOOKABLE_COLUMNS} FROM ${BOOKABLE_FROM} WHERE e.id = $1`);

/** A person's event types. Another person's event type is "not found", never "forbidden". */
@Injectable()
export class EventTypesService {
  constructor(
    @InjectRepository(EventType) private readonly eventTypes: Repository<EventType>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: SchedulesService,
  ) {}

  async create(actor: UserActor, dto: CreateEventTypeDto): Promise<EventType> {
    if (dto.scheduleId != null) await this.schedules.assertOwned(actor, dto.scheduleId);
    const eventType = this.eventTypes.create({ ...eventTypeDefaults(), userId: actor.userId, scheduleId: dto.scheduleId ?? null });
    applyEventTypeFields(eventType, dto);
    return this.saving(eventType);
  }

  async list(actor: UserActor, query?: PageQueryDto): Promise<Page<EventType>> {
    const { take, skip } = pageWindow(query);
    const [items, total] = await this.eventTypes.findAndCount({
      where: { userId: actor.userId },
      order: { id: 'ASC' },
      take,
      skip,
    });
    return { items, total, take, skip };
  }

  async get(actor: UserActor, id: number): Promise<EventType> {
    const eventType = Number.isSafeInteger(id) ? await this.eventTypes.findOneBy({ id, userId: actor.userId }) : null;
    if (!eventType) throw new NotFoundError(`Event type ${id} not found.`);
    return eventType;
  }

  async update(actor: UserActor, id: number, dto: UpdateEventTypeDto): Promise<EventType> {
    const eventType = await this.get(actor, id);
    if (dto.scheduleId != null) await this.schedules.assertOwned(actor, dto.scheduleId);
    if (dto.scheduleId !== undefined) eventType.scheduleId = dto.scheduleId;
    applyEventTypeFields(eventType, dto);
    return this.saving(eventType);
  }

  /** Deletes an event type. Its bookings stay (with no event type); its private links go. */
  async delete(actor: UserActor, id: number): Promise<void> {
    const eventType = await this.get(actor, id);
    await this.eventTypes.delete({ id: eventType.id, userId: actor.userId });
  }

  /**
   * An event type as the public sees it: by id, with its owner's or team's name for the booking.
   * One prepared statement: slots and bookings ask for it on every request.
   */
  async findBookable(id: number): Promise<EventType | null> {
    if (!Number.isSafeInteger(id)) return null;
    const { rows: [row] } = await sql<BookableRow>(this.dataSource, BOOKABLE, [id]);
    return row ? bookableFrom(row) : null;
  }

  private async saving(eventType: EventType): Promise<EventType> {
    try {
      return await this.eventTypes.save(eventType);
    } catch (error) {
      if (violates(error, 'event_types_user_id_slug_key')) {
        throw new ConflictError(`You already have an event type with the slug "${eventType.slug}".`);
      }
      // The schedule was deleted between the ownership check and the save.
      if (violates(error, 'event_types_schedule_id_fkey')) throw new NotFoundError(`Schedule ${eventType.scheduleId} not found.`);
      throw error;
    }
  }
}
