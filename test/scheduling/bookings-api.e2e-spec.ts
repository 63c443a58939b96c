import { issueAccessToken } from '../factories/oauth';
import { bookableHost } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';

/** A host's app manages bookings that bookers made and change through the public endpoints. */
describe('Booking lifecycle over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  async function setUp(eventType: object = {}) {
    const setup = await bookableHost(t, eventType);
    const { token, clientId } = await issueAccessToken(t, { user: { id: setup.host.userId } as never, scopes: ['BOOKING_READ', 'BOOKING_WRITE'] });
    const booker = apiAs(t);
    const book = async (time: string, email = 'ana@example.com') =>
      (
        await booker
          .post('/v2/bookings', { eventTypeId: setup.eventType.id, start: setup.monday.at(time), attendee: { name: 'Ana', email, timeZone: 'Europe/Lisbon' } })
          .expect(201)
      ).body.data;
    const slotTimes = async () => {
      const query = new URLSearchParams({ eventTypeId: String(setup.eventType.id), start: setup.monday.date, end: `${setup.monday.date}T23:59`, timeZone: 'Europe/Berlin' });
      const res = await booker.get(`/v2/slots?${query}`).expect(200);
      return (res.body.data.slots[setup.monday.date] ?? []).map((s: { localStart: string }) => s.localStart.slice(11, 16));
    };
    return { ...setup, host: apiAs(t, token), clientId, booker, book, slotTimes };
  }

  it('an event type that requires confirmation: the host confirms one booking and declines another', async () => {
    const { host, clientId, book, slotTimes } = await setUp({ requiresConfirmation: true });
    const first = await book('10:00');
    const second = await book('11:00', 'bo@example.com');
    expect([first.status, second.status]).toEqual(['unconfirmed', 'unconfirmed']);
    expect(await slotTimes()).not.toContain('11:00'); // unconfirmed bookings hold the time

    const waiting = await host.get('/v2/bookings?status=unconfirmed').expect(200);
    expect(waiting.body.data.items.map((b: { uid: string }) => b.uid)).toEqual([first.uid, second.uid]);

    const confirmed = await host.post(`/v2/bookings/${first.uid}/confirm`).expect(200);
    expect(confirmed.body.data).toMatchObject({ uid: first.uid, status: 'accepted', updatedByClientId: clientId, createdByClientId: null });
    const again = await host.post(`/v2/bookings/${first.uid}/confirm`).expect(409);
    expect(again.body.error.message).toBe('Only unconfirmed bookings can be confirmed; this one is accepted.');

    const declined = await host.post(`/v2/bookings/${second.uid}/decline`, { reason: 'On holiday' }).expect(200);
    expect(declined.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'On holiday', updatedByClientId: clientId });
    await host.post(`/v2/bookings/${second.uid}/confirm`).expect(409);
    expect(await slotTimes()).toContain('11:00'); // a declined booking frees its time

    const cancelledList = await host.get('/v2/bookings?status=cancelled').expect(200);
    expect(cancelledList.body.data.items.map((b: { uid: string }) => b.uid)).toEqual([second.uid]);
  });

  it('the booker cancels: the time comes back, and a second cancel is refused', async () => {
    const { host, booker, book, slotTimes } = await setUp();
    const booking = await book('10:00');
    expect(await slotTimes()).not.toContain('10:00');
    const res = await booker.post(`/v2/bookings/${booking.uid}/cancel`, { reason: 'Something came up' }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancellationReason: 'Something came up', rescheduled: false });
    expect(await slotTimes()).toContain('10:00');
    const again = await booker.post(`/v2/bookings/${booking.uid}/cancel`, {}).expect(409);
    expect(again.body.error.message).toBe('This booking is already cancelled.');
    expect((await host.get(`/v2/bookings/${booking.uid}`).expect(200)).body.data.status).toBe('cancelled');
    await booker.post('/v2/bookings/no-such-booking/cancel', {}).expect(404);
  });

  it('the booker reschedules: the old booking points to the new one and back', async () => {
    const { host, booker, book, monday, slotTimes } = await setUp();
    const old = await book('10:00');
    const res = await booker.post(`/v2/bookings/${old.uid}/reschedule`, { start: monday.at('14:30'), reason: 'Clash' }).expect(201);
    const moved = res.body.data;
    expect(moved).toMatchObject({ status: 'accepted', start: monday.at('14:30'), end: monday.at('15:00'), fromRescheduleUid: old.uid, attendee: old.attendee });
    expect(moved.uid).not.toBe(old.uid);

    const before = (await host.get(`/v2/bookings/${old.uid}`).expect(200)).body.data;
    expect(before).toMatchObject({ status: 'cancelled', rescheduled: true, rescheduledToUid: moved.uid, cancellationReason: 'Clash' });
    const times = await slotTimes();
    expect(times).toContain('10:00');
    expect(times).not.toContain('14:30');

    const stale = await booker.post(`/v2/bookings/${old.uid}/reschedule`, { start: monday.at('16:00') }).expect(409);
    expect(stale.body.error.message).toBe('This booking is cancelled, so it cannot be rescheduled.');
    const notASlot = await booker.post(`/v2/bookings/${moved.uid}/reschedule`, { start: monday.at('14:10') }).expect(422);
    expect(notASlot.body.error.message).toBe('The start time is not one of the available slots of this event type.');
  });

  it('the host adds guests, moves the meeting to a phone call, and cannot reassign it', async () => {
    const { host, clientId, book } = await setUp();
    const booking = await book('10:00');
    const withGuests = await host.post(`/v2/bookings/${booking.uid}/guests`, { guests: ['Cy@Example.com', 'ana@example.com'] }).expect(200);
    expect(withGuests.body.data).toMatchObject({ guests: ['cy@example.com'], updatedByClientId: clientId });
    const phoned = await host.patch(`/v2/bookings/${booking.uid}/location`, { type: 'phone', value: '+351 210 000 000' }).expect(200);
    expect(phoned.body.data.location).toEqual({ type: 'phone', value: '+351 210 000 000' });
    const reassign = await host.post(`/v2/bookings/${booking.uid}/reassign`).expect(422);
    expect(reassign.body.error).toEqual({
      code: 'validation_failed',
      message: 'Personal bookings cannot be reassigned: only team bookings have other hosts to take them over.',
    });
  });

  it('lists by status, event type and time range, a page at a time', async () => {
    const { host, book, booker, eventType, monday } = await setUp({ slotIntervalMinutes: 30 });
    const uids: string[] = [];
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00']) uids.push((await book(time)).uid);
    await booker.post(`/v2/bookings/${uids[4]}/cancel`, {}).expect(200);
    const list = async (query: Record<string, string>) => {
      const res = await host.get(`/v2/bookings?${new URLSearchParams(query)}`).expect(200);
      return { uids: res.body.data.items.map((b: { uid: string }) => b.uid), total: res.body.data.total, take: res.body.data.take, skip: res.body.data.skip };
    };
    expect(await list({})).toEqual({ uids, total: 5, take: 100, skip: 0 });
    expect((await list({ status: 'upcoming' })).uids).toEqual(uids.slice(0, 4));
    expect((await list({ status: 'upcoming,cancelled' })).total).toBe(5);
    expect((await list({ status: 'past' })).uids).toEqual([]);
    expect((await list({ eventTypeId: String(eventType.id + 1000) })).uids).toEqual([]);
    expect((await list({ afterStart: monday.at('10:00'), beforeEnd: monday.at('12:00') })).uids).toEqual(uids.slice(1, 3));
    expect(await list({ status: 'upcoming', take: '2', skip: '1' })).toEqual({ uids: uids.slice(1, 3), total: 4, take: 2, skip: 1 });
    const tooMany = await host.get('/v2/bookings?take=251').expect(422);
    expect(tooMany.body.error.message).toBe('take must be at most 250');
  });
});
