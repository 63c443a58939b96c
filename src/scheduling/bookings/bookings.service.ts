import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { BOOKING_CHANGES, type BookingChangeKind, type BookingChanges } from '../scheduling.ports';
import { ConflictError, ValidationError } from '../../common/errors/domain-errors';
import type { Actor } from '../actor';
import { Page, pageWindow } from '../../common/api/pagination';
import { parseInstant } from '../../common/validation/validators';
import { Booking } from './booking.entity';
import { assertLive, normalizeGuests } from './booking-rules';
import { BookingScope, bookingInScope, inScope, withHosts } from './booking-scope';
import type { BookingStatus } from './booking-status';
import { CancelBookingDto, MAX_GUESTS } from './dto/create-booking.dto';
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
 * What hosts and team admins do with bookings, within a scope (see `BookingScope`): the person's
 * own, a team's or an organization's. `actor` is who acts (its app is recorded on the booking).
 */
@Injectable()
export class BookingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(BOOKING_CHANGES) private readonly bookingChanges: BookingChanges,
  ) {}

  async list(scope: BookingScope, dto: ListBookingsDto = {}): Promise<Page<Booking>> {
    const { take, skip } = pageWindow(dto);
    const qb = inScope(this.dataSource.manager.createQueryBuilder(Booking, 'b').where('TRUE'), scope);
    if (dto.status?.length) {
      qb.andWhere(new Brackets((or) => dto.status!.forEach((s) => or.orWhere(`(${LIST_FILTERS[s]})`))));
    }
    if (dto.eventTypeId !== undefined) qb.andWhere('b.event_type_id = :eventTypeId', { eventTypeId: dto.eventTypeId });
    if (dto.afterStart) qb.andWhere('b.start_time >= :afterStart', { afterStart: parseInstant(dto.afterStart) });
    if (dto.beforeEnd) qb.andWhere('b.end_time <= :beforeEnd', { beforeEnd: parseInstant(dto.beforeEnd) });
    const [items, total] = await qb.orderBy('b.start_time', 'ASC').addOrderBy('b.id', 'ASC').take(take).skip(skip).getManyAndCount();
    return { items: await withHosts(this.dataSource.manager, items), total, take, skip };
  }

  async get(scope: BookingScope, uid: string): Promise<Booking> {
    return this.reload(await bookingInScope(this.dataSource.manager, scope, uid));
  }

  async confirm(actor: Actor, scope: BookingScope, uid: string): Promise<Booking> {
    return this.decide(actor, scope, uid, 'accepted', { rejectionReason: null });
  }

  async decline(actor: Actor, scope: BookingScope, uid: string, dto: DeclineBookingDto = {}): Promise<Booking> {
    return this.decide(actor, scope, uid, 'rejected', { rejectionReason: dto.reason?.trim() || null });
  }

  /** Cancels a live booking of the scope (team and organization routes; anyone holding the uid uses the public route). */
  async cancel(actor: Actor, scope: BookingScope, uid: string, dto: CancelBookingDto = {}): Promise<Booking> {
    return this.changeLive(actor, scope, uid, 'cancelled', (booking) => {
      booking.status = 'cancelled';
      booking.cancellationReason = dto.reason?.trim() || null;
    });
  }

  async addGuests(actor: Actor, scope: BookingScope, uid: string, dto: AddGuestsDto): Promise<Booking> {
    return this.changeLive(actor, scope, uid, 'changed', (booking) => {
      const guests = normalizeGuests([...booking.guests, ...dto.guests], booking.attendeeEmail);
      if (guests.length > MAX_GUESTS) {
        throw new ValidationError(`A booking can have at most ${MAX_GUESTS} guests; this one would have ${guests.length}.`);
      }
      booking.guests = guests;
    });
  }

  async updateLocation(actor: Actor, scope: BookingScope, uid: string, dto: UpdateBookingLocationDto): Promise<Booking> {
    return this.changeLive(actor, scope, uid, 'changed', (booking) => {
      booking.location = { type: dto.type, value: dto.value.trim() };
    });
  }

  /**
   * Confirms or declines an unconfirmed booking under a row lock, so a confirm and a decline racing
   * each other cannot both succeed.
   */
  private async decide(actor: Actor, scope: BookingScope, uid: string, to: BookingStatus, fields: Partial<Booking>): Promise<Booking> {
    return this.dataSource.transaction(async (m) => {
      const booking = await bookingInScope(m, scope, uid, true);
      if (booking.status !== 'unconfirmed') {
        const verb = to === 'accepted' ? 'confirmed' : 'declined';
        throw new ConflictError(`Only unconfirmed bookings can be ${verb}; this one is ${booking.status}.`);
      }
      Object.assign(booking, fields, { status: to, updatedByClientId: actor.clientId ?? null });
      await m.save(booking);
      return this.changed(m, booking, to === 'accepted' ? 'confirmed' : 'rejected');
    });
  }

  /** Changes a live booking under a row lock, so concurrent changes apply one after the other. */
  private async changeLive(actor: Actor, scope: BookingScope, uid: string, action: string, change: (b: Booking) => void): Promise<Booking> {
    return this.dataSource.transaction(async (m) => {
      const booking = await bookingInScope(m, scope, uid, true);
      assertLive(booking, action);
      change(booking);
      booking.updatedByClientId = actor.clientId ?? null;
      await m.save(booking);
      return this.changed(m, booking, action === 'cancelled' ? 'cancelled' : 'updated');
    });
  }

  private async reload(booking: Booking, m = this.dataSource.manager): Promise<Booking> {
    return (await withHosts(m, [booking]))[0];
  }

  /** Tells the listeners (calendar writes, webhooks) of the change, in its transaction. */
  private async changed(m: EntityManager, booking: Booking, kind: BookingChangeKind): Promise<Booking> {
    const loaded = await this.reload(booking, m);
    await this.bookingChanges.bookingChanged(m, { kind, booking: loaded, userIds: loaded.hosts!.map((h) => h.userId) });
    return loaded;
  }
}
