import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager, Repository } from 'typeorm';
import { CalendarSyncService } from '../../calendars/outbox/calendar-sync.service';
import { ConflictError, NotFoundError, ValidationError } from '../../common/errors/domain-errors';
import type { UserActor } from '../actor';
import { Page, pageWindow } from '../common/pagination';
import { parseInput } from '../common/parse-input';
import { parseInstant } from '../common/validators';
import { Booking } from './booking.entity';
import { assertLive, normalizeGuests } from './booking-rules';
import type { BookingStatus } from './booking-status';
import { MAX_GUESTS } from './dto/create-booking.dto';
import {
  AddGuestsDto,
  BookingListStatus,
  DeclineBookingDto,
  ListBookingsDto,
  UpdateBookingLocationDto,
} from './dto/manage-booking.dto';

const LIST_FILTERS: Record<BookingListStatus, string> = {
  upcoming: `b.end_time >= now() AND b.status IN ('accepted', 'unconfirmed')`,
  past: `b.end_time < now() AND b.status IN ('accepted', 'unconfirmed')`,
  cancelled: `b.status IN ('cancelled', 'rejected')`,
  unconfirmed: `b.end_time >= now() AND b.status = 'unconfirmed'`,
};

/**
 * What a host does with the bookings made with them. Every query is scoped to the host: someone
 * else's booking is "not found", never "forbidden", so its existence does not leak.
 */
@Injectable()
export class BookingsService {
  constructor(
    @InjectRepository(Booking) private readonly bookings: Repository<Booking>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly calendarSync: CalendarSyncService,
  ) {}

  async list(actor: UserActor, query: ListBookingsDto = {}): Promise<Page<Booking>> {
    const dto = parseInput(ListBookingsDto, query);
    const { take, skip } = pageWindow(dto);
    const qb = this.bookings.createQueryBuilder('b').where('b.host_id = :hostId', { hostId: actor.userId });
    if (dto.status?.length) {
      qb.andWhere(new Brackets((or) => dto.status!.forEach((s) => or.orWhere(`(${LIST_FILTERS[s]})`))));
    }
    if (dto.eventTypeId !== undefined) qb.andWhere('b.event_type_id = :eventTypeId', { eventTypeId: dto.eventTypeId });
    if (dto.afterStart) qb.andWhere('b.start_time >= :afterStart', { afterStart: parseInstant(dto.afterStart) });
    if (dto.beforeEnd) qb.andWhere('b.end_time <= :beforeEnd', { beforeEnd: parseInstant(dto.beforeEnd) });
    const [items, total] = await qb
      .orderBy('b.start_time', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .take(take)
      .skip(skip)
      .getManyAndCount();
    return { items, total, take, skip };
  }

  async get(actor: UserActor, uid: string): Promise<Booking> {
    return hostsBooking(this.dataSource.manager, actor, uid);
  }

  async confirm(actor: UserActor, uid: string): Promise<Booking> {
    return this.decide(actor, uid, 'accepted', { rejectionReason: null });
  }

  async decline(actor: UserActor, uid: string, input: DeclineBookingDto = {}): Promise<Booking> {
    const dto = parseInput(DeclineBookingDto, input);
    return this.decide(actor, uid, 'rejected', { rejectionReason: dto.reason?.trim() || null });
  }

  /** Only team bookings have other hosts to hand over to; personal ones have none. */
  async reassign(actor: UserActor, uid: string): Promise<never> {
    await this.get(actor, uid);
    throw new ValidationError('Personal bookings cannot be reassigned: only team bookings have other hosts to take them over.');
  }

  async addGuests(actor: UserActor, uid: string, input: AddGuestsDto): Promise<Booking> {
    const dto = parseInput(AddGuestsDto, input);
    return this.changeLive(actor, uid, 'changed', (booking) => {
      const guests = normalizeGuests([...booking.guests, ...dto.guests], booking.attendeeEmail);
      if (guests.length > MAX_GUESTS) {
        throw new ValidationError(`A booking can have at most ${MAX_GUESTS} guests; this one would have ${guests.length}.`);
      }
      booking.guests = guests;
    });
  }

  async updateLocation(actor: UserActor, uid: string, input: UpdateBookingLocationDto): Promise<Booking> {
    const dto = parseInput(UpdateBookingLocationDto, input);
    return this.changeLive(actor, uid, 'changed', (booking) => {
      booking.location = { type: dto.type, value: dto.value.trim() };
    });
  }

  /**
   * Confirms or declines an unconfirmed booking. One conditional UPDATE decides, so a confirm and
   * a decline racing each other cannot both succeed.
   */
  private async decide(actor: UserActor, uid: string, to: BookingStatus, fields: Partial<Booking>): Promise<Booking> {
    return this.dataSource.transaction(async (m) => {
      const result = await m
        .createQueryBuilder()
        .update(Booking)
        .set({ ...fields, status: to, updatedByClientId: actor.clientId ?? null })
        .where(`uid = :uid AND host_id = :hostId AND status = 'unconfirmed'`, { uid, hostId: actor.userId })
        .execute();
      const booking = await hostsBooking(m, actor, uid);
      if (!result.affected) {
        const verb = to === 'accepted' ? 'confirmed' : 'declined';
        throw new ConflictError(`Only unconfirmed bookings can be ${verb}; this one is ${booking.status}.`);
      }
      await this.calendarSync.bookingChanged(m, booking);
      return booking;
    });
  }

  /** Changes a live booking under a row lock, so concurrent changes apply one after the other. */
  private async changeLive(actor: UserActor, uid: string, action: string, change: (b: Booking) => void): Promise<Booking> {
    return this.dataSource.transaction(async (m) => {
      const booking = await hostsBooking(m, actor, uid, true);
      assertLive(booking, action);
      change(booking);
      booking.updatedByClientId = actor.clientId ?? null;
      await m.save(booking);
      await this.calendarSync.bookingChanged(m, booking);
      return booking;
    });
  }
}

async function hostsBooking(m: EntityManager, actor: UserActor, uid: string, lock = false): Promise<Booking> {
  const booking =
    typeof uid === 'string'
      ? await m.findOne(Booking, {
          where: { uid, hostId: actor.userId },
          ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
        })
      : null;
  if (!booking) throw new NotFoundError('Booking not found.');
  return booking;
}
