import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { prepared, runPrepared } from '../../database/sql';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import type { UserActor } from '../actor';
import { violates } from '../common/db-errors';
import { Page, PageQueryDto, pageWindow } from '../common/pagination';
import { parseInput } from '../common/parse-input';
import { SchedulesService } from '../schedules/schedules.service';
import { CreateEventTypeDto, UpdateEventTypeDto } from './dto/event-type.dto';
import { EventType } from './event-type.entity';
import { applyEventTypeFields, eventTypeDefaults } from './event-type-fields';

const BOOKABLE = prepared(
  'event_types_bookable',
  `SELECT e.id, e.user_id AS "userId", e.team_id AS "teamId", e.scheduling_type AS "schedulingType", e.title, e.slug,
          e.description, e.length_minutes AS "lengthMinutes", e.locations, e.schedule_id AS "scheduleId",
          e.requires_confirmation AS "requiresConfirmation", e.minimum_booking_notice_minutes AS "minimumBookingNoticeMinutes",
          e.before_event_buffer_minutes AS "beforeEventBufferMinutes", e.after_event_buffer_minutes AS "afterEventBufferMinutes",
          e.slot_interval_minutes AS "slotIntervalMinutes", e.hidden, e.created_at AS "createdAt", e.updated_at AS "updatedAt",
          u.name AS "ownerName", u.email AS "ownerEmail", t.name AS "teamName"
     FROM event_types e LEFT JOIN users u ON u.id = e.user_id LEFT JOIN teams t ON t.id = e.team_id
    WHERE e.id = $1`,
);

/** A person's event types. Another person's event type is "not found", never "forbidden". */
@Injectable()
export class EventTypesService {
  constructor(
    @InjectRepository(EventType) private readonly eventTypes: Repository<EventType>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedules: SchedulesService,
  ) {}

  async create(actor: UserActor, input: CreateEventTypeDto): Promise<EventType> {
    const dto = parseInput(CreateEventTypeDto, input);
    if (dto.scheduleId != null) await this.schedules.assertOwned(actor, dto.scheduleId);
    const eventType = this.eventTypes.create({ ...eventTypeDefaults(), userId: actor.userId, scheduleId: dto.scheduleId ?? null });
    applyEventTypeFields(eventType, dto);
    return this.saving(eventType);
  }

  async list(actor: UserActor, query?: PageQueryDto): Promise<Page<EventType>> {
    const { take, skip } = pageWindow(parseInput(PageQueryDto, query ?? {}));
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

  async update(actor: UserActor, id: number, input: UpdateEventTypeDto): Promise<EventType> {
    const dto = parseInput(UpdateEventTypeDto, input);
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
    const [row] = await runPrepared<EventType & { ownerName: string | null; ownerEmail: string | null; teamName: string | null }>(this.dataSource, BOOKABLE, [id]);
    if (!row) return null;
    const { ownerName, ownerEmail, teamName, ...fields } = row;
    return Object.assign(new EventType(), fields, {
      user: fields.userId === null ? null : { id: fields.userId, name: ownerName, email: ownerEmail },
      team: fields.teamId === null ? null : { id: fields.teamId, name: teamName },
    });
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
