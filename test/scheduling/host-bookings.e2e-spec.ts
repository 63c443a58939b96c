import { parseInput } from '../../src/common/validation/parse-input';
import { ConflictError, NotFoundError, ValidationError } from '../../src/common/errors/domain-errors';
import { BookingReassignService } from '../../src/scheduling/bookings/booking-reassign.service';
import { hostScope } from '../../src/scheduling/bookings/booking-scope';
import { BookingsService } from '../../src/scheduling/bookings/bookings.service';
import { AddGuestsDto, ListBookingsDto, UpdateBookingLocationDto } from '../../src/scheduling/bookings/dto/manage-booking.dto';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { bookableHost, bookingRequest, createEventType, createHost, storeBooking } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

describe('A host’s bookings', () => {
  let t: TestApp;
  let bookings: BookingsService;
  let book: PublicBookingsService['create'];
  beforeAll(async () => {
    t = await createTestApp();
    bookings = t.app.get(BookingsService);
    const publicBookings = t.app.get(PublicBookingsService);
    book = publicBookings.create.bind(publicBookings);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  it('another host’s booking is not found, whatever the operation', async () => {
    const { eventType, monday } = await bookableHost(t, { requiresConfirmation: true });
    const booking = await book({}, bookingRequest(eventType.id, monday.at('10:00')));
    const stranger = await createHost(t);
    const notFound = new NotFoundError('Booking not found.');
    const attempts = [
      () => bookings.get(hostScope(stranger.userId), booking.uid),
      () => bookings.confirm(stranger, hostScope(stranger.userId), booking.uid),
      () => bookings.decline(stranger, hostScope(stranger.userId), booking.uid, { reason: 'no' }),
      () => bookings.addGuests(stranger, hostScope(stranger.userId), booking.uid, { guests: ['x@example.com'] }),
      () => bookings.updateLocation(stranger, hostScope(stranger.userId), booking.uid, { type: 'phone', value: '+1 555 0100' }),
      () => t.app.get(BookingReassignService).refuseForHost(stranger.userId, booking.uid),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(notFound);
    expect((await bookings.list(hostScope(stranger.userId))).total).toBe(0);
    expect((await bookings.get(hostScope(eventType.userId!), booking.uid)).status).toBe('unconfirmed');
  });

  it('lists with status, event type and time filters, take and skip', async () => {
    const { host, eventType, monday } = await bookableHost(t, { slotIntervalMinutes: 30 });
    const other = await createEventType(t, host, { requiresConfirmation: true });
    const a = await book({}, bookingRequest(eventType.id, monday.at('09:00')));
    const b = await book({}, bookingRequest(other.id, monday.at('10:00')));
    const c = await book({}, bookingRequest(eventType.id, monday.at('09:00', 1)));
    const d = await book({}, bookingRequest(eventType.id, monday.at('11:00')));
    await t.app.get(PublicBookingsService).cancel({}, d.uid);
    const past = await storeBooking(t, eventType, '2024-05-06T09:00:00Z');
    await storeBooking(t, eventType, '2024-05-07T09:00:00Z', { status: 'rejected' });
    // As the query string arrives: `status` may be one comma-separated text, which validation splits.
    const uids = async (query: Parameters<BookingsService['list']>[1]) =>
      (await bookings.list(hostScope(host.userId), parseInput(ListBookingsDto, query))).items.map((x) => x.uid);

    expect(await uids({ status: ['upcoming'] })).toEqual([a.uid, b.uid, c.uid]);
    expect(await uids({ status: ['unconfirmed'] })).toEqual([b.uid]);
    expect(await uids({ status: ['past'] })).toEqual([past.uid]);
    expect((await bookings.list(hostScope(host.userId), { status: ['cancelled'] })).total).toBe(2);
    expect(await uids({ status: 'past,unconfirmed' as never })).toEqual([past.uid, b.uid]);
    expect(await uids({ eventTypeId: other.id })).toEqual([b.uid]);
    expect(await uids({ afterStart: monday.at('09:30'), beforeEnd: monday.at('10:30') })).toEqual([b.uid]);
    const page = await bookings.list(hostScope(host.userId), { status: ['upcoming'], take: 2, skip: 1 });
    expect(page).toMatchObject({ total: 3, take: 2, skip: 1 });
    expect(page.items.map((x) => x.uid)).toEqual([b.uid, c.uid]);
    await expect(async () => bookings.list(hostScope(host.userId), parseInput(ListBookingsDto, { status: ['soon'] }))).rejects.toThrow(
      new ValidationError('status must be among: upcoming, past, cancelled, unconfirmed'),
    );
  });

  it('confirms an unconfirmed booking, and only an unconfirmed one', async () => {
    const { host, eventType, monday } = await bookableHost(t, { requiresConfirmation: true });
    const booking = await book({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(bookings.confirm({ ...host, clientId: 'app-9' }, hostScope(host.userId), booking.uid)).resolves.toMatchObject({
      status: 'accepted',
      updatedByClientId: 'app-9',
    });
    await expect(bookings.confirm(host, hostScope(host.userId), booking.uid)).rejects.toThrow(
      new ConflictError('Only unconfirmed bookings can be confirmed; this one is accepted.'),
    );
    await expect(bookings.decline(host, hostScope(host.userId), booking.uid)).rejects.toThrow(
      new ConflictError('Only unconfirmed bookings can be declined; this one is accepted.'),
    );
  });

  it('declines with a reason, which frees the time', async () => {
    const { host, eventType, monday } = await bookableHost(t, { requiresConfirmation: true });
    const booking = await book({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(bookings.decline(host, hostScope(host.userId), booking.uid, { reason: 'On holiday' })).resolves.toMatchObject({
      status: 'rejected',
      rejectionReason: 'On holiday',
    });
    await expect(bookings.confirm(host, hostScope(host.userId), booking.uid)).rejects.toThrow('this one is rejected');
    await expect(book({}, bookingRequest(eventType.id, monday.at('10:00')))).resolves.toMatchObject({ status: 'unconfirmed' });
  });

  it('adds guests without duplicates, up to ten', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const booking = await book({}, bookingRequest(eventType.id, monday.at('10:00'), { guests: ['bo@example.com'] }));
    const updated = await bookings.addGuests(host, hostScope(host.userId), booking.uid, {
      guests: ['Bo@example.com', 'cy@example.com', 'ana@example.com'],
    });
    expect(updated.guests).toEqual(['bo@example.com', 'cy@example.com']);
    const many = Array.from({ length: 9 }, (_, i) => `g${i}@example.com`);
    await expect(bookings.addGuests(host, hostScope(host.userId), booking.uid, { guests: many })).rejects.toThrow(
      new ValidationError('A booking can have at most 10 guests; this one would have 11.'),
    );
    await expect(async () => bookings.addGuests(host, hostScope(host.userId), booking.uid, parseInput(AddGuestsDto, { guests: ['not an email'] }))).rejects.toThrow(
      'guests must be email addresses',
    );
    expect((await bookings.get(hostScope(host.userId), booking.uid)).guests).toHaveLength(2);
  });

  it('updates the location of a live booking only', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const booking = await book({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(
      bookings.updateLocation(host, hostScope(host.userId), booking.uid, { type: 'in_person', value: 'Rua Augusta 1' }),
    ).resolves.toMatchObject({
      location: { type: 'in_person', value: 'Rua Augusta 1' },
    });
    await expect(async () => bookings.updateLocation(host, hostScope(host.userId), booking.uid, parseInput(UpdateBookingLocationDto, { type: 'link', value: 'somewhere' }))).rejects.toThrow(
      'value must be an http(s) URL for a link location',
    );
    await t.app.get(PublicBookingsService).cancel({}, booking.uid);
    await expect(bookings.updateLocation(host, hostScope(host.userId), booking.uid, { type: 'phone', value: '+1 555 0100' })).rejects.toThrow(
      new ConflictError('This booking is cancelled, so it cannot be changed.'),
    );
  });

  it('refuses to reassign a personal booking', async () => {
    const { host, eventType, monday } = await bookableHost(t);
    const booking = await book({}, bookingRequest(eventType.id, monday.at('10:00')));
    await expect(t.app.get(BookingReassignService).refuseForHost(host.userId, booking.uid)).rejects.toThrow(
      new ValidationError('Personal bookings cannot be reassigned: only team bookings have other hosts to take them over.'),
    );
  });
});
