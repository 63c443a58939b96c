import { type EntityManager, In } from 'typeorm';
import { BookingHost } from './booking-host.entity';
import { Booking } from './booking.entity';

/** What other representations of a booking name besides its uid: its row id, its event type's slug, its hosts' time zones. */
export interface BookingFacts {
  id: number;
  eventTypeSlug: string | null;
  hosts: { id: number; name: string; email: string; timeZone: string }[];
}

/**
 * The facts of bookings by uid, in two queries whatever their number. Read-only; the caller has
 * already read the bookings through their scope (these uids came out of an answer to it).
 */
export async function bookingFacts(m: EntityManager, uids: string[]): Promise<Map<string, BookingFacts>> {
  const facts = new Map<string, BookingFacts>();
  if (uids.length === 0) return facts;
  const bookings = await m.find(Booking, { where: { uid: In(uids) }, relations: { eventType: true }, select: { id: true, uid: true, eventType: { id: true, slug: true } } });
  const hosts = await m.find(BookingHost, { where: { bookingId: In(bookings.map((b) => b.id)) }, relations: { user: true }, order: { userId: 'ASC' } });
  for (const b of bookings) {
    const own = hosts.filter((h) => h.bookingId === b.id && h.user);
    facts.set(b.uid, {
      id: b.id,
      eventTypeSlug: b.eventType?.slug ?? null,
      hosts: own.map((h) => ({ id: h.userId, name: h.user!.name, email: h.user!.email, timeZone: h.user!.timeZone })),
    });
  }
  return facts;
}
