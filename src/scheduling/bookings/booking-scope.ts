import { type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors';
import { memberSql } from '../../membership/member-sql';
import { clientNames } from '../../oauth/clients/client-names';
import { BookingHost } from './booking-host.entity';
import { Booking } from './booking.entity';

/**
 * Whose bookings a route reaches: the ones a person attends as a host (the personal routes), a
 * team's, or (see organizations) every booking of an organization's teams and members. Every
 * booking query of the host-side routes is filtered by one of these, so a booking outside the
 * scope is "not found", never "forbidden", and its existence does not leak.
 */
export type BookingScope = { kind: 'host'; userId: number } | { kind: 'team'; teamId: number } | { kind: 'organization'; organizationId: number };

export const hostScope = (userId: number): BookingScope => ({ kind: 'host', userId });

/** The scope as a condition on the bookings alias `b`. */
export function inScope<T extends SelectQueryBuilder<Booking>>(qb: T, scope: BookingScope): T {
  switch (scope.kind) {
    case 'host':
      // A team's booking, only while its host is still an accepted member of the team: someone who
      // left or was removed keeps their host rows (past bookings keep their hosts), but not the
      // attendee's details or the right to change the booking. The team reassigns it.
      return qb.andWhere(
        `EXISTS (SELECT 1 FROM booking_hosts sh WHERE sh.booking_id = b.id AND sh.user_id = :scopeUserId)
         AND (b.team_id IS NULL
              OR ${memberSql.isAcceptedMember('b.team_id', ':scopeUserId')})`,
        { scopeUserId: scope.userId },
      ) as T;
    case 'team':
      return qb.andWhere('b.team_id = :scopeTeamId', { scopeTeamId: scope.teamId }) as T;
    case 'organization':
      // Its teams' bookings, and its members' personal bookings (never another organization's team bookings).
      return qb.andWhere(
        `(b.team_id IN (${memberSql.teamIdsOf(':scopeOrgId')})
          OR (b.team_id IS NULL AND EXISTS (SELECT 1 FROM booking_hosts sh
                                            WHERE sh.booking_id = b.id AND ${memberSql.isAcceptedMember(':scopeOrgId', 'sh.user_id')})))`,
        { scopeOrgId: scope.organizationId },
      ) as T;
  }
}

/** The booking with this uid in the scope, optionally locked for a change; 404 otherwise. */
export async function bookingInScope(m: EntityManager, scope: BookingScope, uid: string, lock = false): Promise<Booking> {
  const qb = inScope(m.createQueryBuilder(Booking, 'b').where('b.uid = :uid', { uid }), scope);
  // FOR UPDATE OF b: the scope's subqueries read other tables, which need no lock.
  if (lock) qb.setLock('pessimistic_write', undefined, ['b']);
  const booking = typeof uid === 'string' ? await qb.getOne() : null;
  if (!booking) throw new NotFoundError('Booking not found.');
  return booking;
}

/**
 * Fills what an answer shows beside the booking's own columns: its `hosts` (with each host's user),
 * in one query, and the name of the app that created it (`createdByClientName`), in one more when
 * an app created any of them.
 */
export async function withHosts(m: EntityManager, bookings: Booking[]): Promise<Booking[]> {
  if (bookings.length === 0) return bookings;
  const creators = bookings.flatMap((b) => (b.createdByClientId ? [b.createdByClientId] : []));
  const [rows, names] = await Promise.all([
    m.find(BookingHost, { where: bookings.map((b) => ({ bookingId: b.id })), relations: { user: true }, order: { userId: 'ASC' } }),
    clientNames(m, creators),
  ]);
  for (const b of bookings) {
    b.hosts = rows.filter((h) => h.bookingId === b.id);
    b.createdByClientName = b.createdByClientId ? (names.get(b.createdByClientId) ?? null) : null;
  }
  return bookings;
}
