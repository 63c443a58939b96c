import { ConflictError, NotFoundError } from '../../src/common/errors/domain-errors';
import { hostScope } from '../../src/scheduling/bookings/booking-scope';
import { BookingResponseDto } from '../../src/scheduling/bookings/dto/booking-response.dto';
import { BookingsService } from '../../src/scheduling/bookings/bookings.service';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { EventTypesService } from '../../src/scheduling/event-types/event-types.service';
import { PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { bookableHost, bookingRequest, storeBooking } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

describe('Cancelling and rescheduling a booking (public, by uid)', () => {
  let t: TestApp;
  let bookings: PublicBookingsService;
  let hostBookings: BookingsService;
  beforeAll(async () => {
    t = await createTestApp();
    bookings = t.app.get(PublicBookingsService);
    hostBookings = t.app.get(BookingsService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('cancels with a reason, frees the time, and refuses a second cancel', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const booking = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    const cancelled = await bookings.cancel({ clientId: 'app-1' }, booking.uid, { reason: ' Something came up ' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationReason: 'Something came up', updatedByClientId: 'app-1' });
    expect((await hostBookings.get(hostScope(host.userId), booking.uid)).status).toBe('cancelled');
    await expect(bookings.cancel({}, booking.uid)).rejects.toThrow(new ConflictError('This booking is already cancelled.'));
    await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')))).resolves.toMatchObject({
      status: 'accepted',
    });
  });

  it('refuses to cancel an unknown, declined or finished booking', async () => {
    const { host, eventType, monday } = await bookableHost(t, { requiresConfirmation: true });
    await expect(bookings.cancel({}, 'no-such-uid')).rejects.toThrow(new NotFoundError('Booking not found.'));
    const booking = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await hostBookings.decline(host, hostScope(host.userId), booking.uid);
    await expect(bookings.cancel({}, booking.uid)).rejects.toThrow(
      new ConflictError('This booking was declined, so it cannot be cancelled.'),
    );
    const past = await storeBooking(t, eventType, '2024-05-06T09:00:00Z');
    await expect(bookings.cancel({}, past.uid)).rejects.toThrow(
      new ConflictError('This booking has already ended, so it cannot be cancelled.'),
    );
  });

  it('reschedules: the old booking is cancelled and points to the new one, which points back', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const old = await bookings.create(
      { clientId: 'app-1' },
      bookingRequest(eventType.id, monday.at('10:00'), { guests: ['bo@example.com'] }),
    );
    const moved = await bookings.reschedule({ clientId: 'app-2' }, old.uid, { start: monday.at('14:00', 1), reason: 'Clash' });
    expect(moved).toMatchObject({
      status: 'accepted',
      fromRescheduleUid: old.uid,
      attendeeEmail: old.attendeeEmail,
      guests: ['bo@example.com'],
      createdByClientId: 'app-2',
    });
    expect(moved.startTime.toISOString()).toBe(monday.at('14:00', 1));
    const before = BookingResponseDto.from(await hostBookings.get(hostScope(host.userId), old.uid));
    expect(before).toMatchObject({
      status: 'cancelled',
      rescheduled: true,
      rescheduledToUid: moved.uid,
      cancellationReason: 'Clash',
      updatedByClientId: 'app-2',
    });
    // The old time is free again; the new one is taken.
    await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')))).resolves.toBeDefined();
    await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('14:00', 1)))).rejects.toBeInstanceOf(ConflictError);
  });

  it('may move a booking onto part of its own time', async () => {
    const { eventType, monday } = await bookableHost(t, { lengthMinutes: 60, slotIntervalMinutes: 30 });
    const old = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(bookings.reschedule({}, old.uid, { start: monday.at('10:30') })).resolves.toMatchObject({ status: 'accepted' });
  });

  it('changes nothing when the new time is taken', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const old = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await bookings.create({}, bookingRequest(eventType.id, monday.at('11:00')));
    await expect(bookings.reschedule({}, old.uid, { start: monday.at('11:00') })).rejects.toThrow(
      new ConflictError('This time is already booked. Choose another slot.'),
    );
    expect(await hostBookings.get(hostScope(host.userId), old.uid)).toMatchObject({ status: 'accepted', rescheduledToUid: null });
    expect((await hostBookings.list(hostScope(host.userId))).total).toBe(2);
  });

  it('two reschedules of one booking at once: one wins, the other finds it cancelled', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const old = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    const results = await Promise.allSettled([
      bookings.reschedule({}, old.uid, { start: monday.at('13:00') }),
      bookings.reschedule({}, old.uid, { start: monday.at('14:00') }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(failed.reason).toEqual(new ConflictError('This booking is cancelled, so it cannot be rescheduled.'));
    expect((await hostBookings.list(hostScope(host.userId), { status: ['upcoming'] })).total).toBe(1);
  });

  it('reschedules a hidden event type’s booking without a private link, and keeps needing confirmation', async () => {
    const { host, eventType, monday } = await bookableHost(t, { hidden: true, requiresConfirmation: true });
    const { token } = await t.app.get(PrivateLinksService).create(host, eventType.id, { maxUses: 1 });
    const old = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00'), { privateLink: token }));
    await hostBookings.confirm(host, hostScope(host.userId), old.uid);
    await expect(bookings.reschedule({}, old.uid, { start: monday.at('15:00') })).resolves.toMatchObject({
      status: 'unconfirmed',
    });
  });

  it('refuses to reschedule when the event type is gone, or to a time that is not a slot', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const a = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(bookings.reschedule({}, a.uid, { start: monday.at('03:00') })).rejects.toThrow(
      'The start time is not one of the available slots of this event type.',
    );
    expect((await hostBookings.get(hostScope(host.userId), a.uid)).status).toBe('accepted');
    await t.app.get(EventTypesService).delete(host, eventType.id);
    await expect(bookings.reschedule({}, a.uid, { start: monday.at('11:00') })).rejects.toThrow(
      new ConflictError('The event type of this booking no longer exists, so it cannot be rescheduled.'),
    );
    await expect(bookings.reschedule({}, 'nope', { start: monday.at('11:00') })).rejects.toBeInstanceOf(NotFoundError);
  });
});
