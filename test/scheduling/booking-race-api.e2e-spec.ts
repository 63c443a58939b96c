import { Booking } from '../../src/scheduling/bookings/booking.entity';
import { issueAccessToken } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';

/**
 * Many people (and apps) ask for the same time at once, through the public endpoint. On PostgreSQL
 * (DATABASE_URL) the requests really run in parallel, on separate connections; the database's
 * exclusion constraint lets exactly one through.
 */
describe('Simultaneous POST /v2/bookings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const attendee = (i: number) => ({ name: `Booker ${i}`, email: `booker${i}@example.com`, timeZone: 'Europe/Lisbon' });

  it('10 requests for one slot: exactly one 201, nine 409, one booking stored', async () => {
    const { eventType, monday } = await bookableHost(t, { lengthMinutes: 60, beforeEventBufferMinutes: 10 });
    const { token } = await issueAccessToken(t, { scopes: ['PROFILE_READ'] });
    const start = monday.at('10:00');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => apiAs(t, i % 2 ? token : undefined).post('/v2/bookings', { eventTypeId: eventType.id, start, attendee: attendee(i) })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({ status: 'error', error: { code: 'conflict', message: 'This time is already booked. Choose another slot.' } });
    }
    const winner = responses.find((r) => r.status === 201)!.body.data;
    const stored = await t.dataSource.getRepository(Booking).findBy({ eventTypeId: eventType.id });
    expect(stored.map((b) => [b.uid, b.status, b.startTime.toISOString()])).toEqual([[winner.uid, 'accepted', start]]);
  });

  it('10 requests for 10 different slots at once all succeed', async () => {
    const { eventType, monday } = await bookableHost(t, { lengthMinutes: 30 });
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].map((time) => monday.at(time));
    const responses = await Promise.all(
      starts.map((start, i) => apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start, attendee: attendee(i) })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await t.dataSource.getRepository(Booking).countBy({ eventTypeId: eventType.id, status: 'accepted' })).toBe(10);
  });

  it('10 reschedules of different bookings onto one slot: one moves, nine change nothing', async () => {
    const { eventType, monday } = await bookableHost(t, { lengthMinutes: 30 });
    const uids: string[] = [];
    for (const [i, time] of ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].entries()) {
      uids.push((await apiAs(t).post('/v2/bookings', { eventTypeId: eventType.id, start: monday.at(time), attendee: attendee(i) }).expect(201)).body.data.uid);
    }
    const target = monday.at('15:00');
    const responses = await Promise.all(uids.map((uid) => apiAs(t).post(`/v2/bookings/${uid}/reschedule`, { start: target })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const bookings = t.dataSource.getRepository(Booking);
    expect(await bookings.countBy({ eventTypeId: eventType.id, status: 'accepted' })).toBe(10);
    expect(await bookings.countBy({ eventTypeId: eventType.id, status: 'cancelled' })).toBe(1);
  });
});
