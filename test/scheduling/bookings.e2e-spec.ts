import { parseInput } from '../../src/common/validation/parse-input';
import { ConflictError, NotFoundError, ValidationError } from '../../src/common/errors/domain-errors';
import { BookingHost } from '../../src/scheduling/bookings/booking-host.entity';
import { Booking } from '../../src/scheduling/bookings/booking.entity';
import { BookingResponseDto } from '../../src/scheduling/bookings/dto/booking-response.dto';
import { CreateBookingDto } from '../../src/scheduling/bookings/dto/create-booking.dto';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { INVALID_PRIVATE_LINK, PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { SlotsService } from '../../src/scheduling/slots/slots.service';
import { attendee, bookableHost, bookingRequest, createEventType } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

const TAKEN = 'This time is already booked. Choose another slot.';

describe('Booking an event type (public)', () => {
  let t: TestApp;
  let bookings: PublicBookingsService;
  beforeAll(async () => {
    t = await createTestApp();
    bookings = t.app.get(PublicBookingsService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const rejection = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as Error) : null);

  it('books a slot: the end follows from the length, the first location is used', async () => {
    const { host, eventType, monday } = await bookableHost(t, { title: 'Intro', lengthMinutes: 45, slotIntervalMinutes: 15 });
    const booking = await bookings.create(
      { clientId: 'client-abc' },
      bookingRequest(eventType.id, monday.at('10:15'), {
        attendee: attendee('Ana Lima', 'Ana@Example.com'),
        guests: ['bo@example.com', 'BO@example.com', 'ana@example.com'],
      }),
    );
    expect(BookingResponseDto.from(booking)).toMatchObject({
      status: 'accepted',
      start: monday.at('10:15'),
      durationMinutes: 45,
      hostId: host.userId,
      eventTypeId: eventType.id,
      title: `Intro between ${host.name} and Ana Lima`,
      attendee: { name: 'Ana Lima', email: 'ana@example.com', timeZone: 'Europe/Lisbon' },
      guests: ['bo@example.com'],
      location: { type: 'video', value: 'https://meet.example.com/room' },
      rescheduled: false,
      createdByClientId: 'client-abc',
    });
    expect(booking.endTime.getTime() - booking.startTime.getTime()).toBe(45 * 60_000);
    expect(booking.uid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an event type that requires confirmation creates unconfirmed bookings', async () => {
    const { eventType, monday } = await bookableHost(t, { requiresConfirmation: true });
    const booking = await bookings.create({}, bookingRequest(eventType.id, monday.at('09:00')));
    expect(booking.status).toBe('unconfirmed');
    expect(booking.createdByClientId).toBeNull();
  });

  it('refuses a start that is not one of the slots, in the past, or too soon', async () => {
    const { eventType, monday } = await bookableHost(t);
    const notASlot = 'The start time is not one of the available slots of this event type.';
    await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('09:10')))).rejects.toThrow(
      new ValidationError(notASlot),
    );
    await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('08:30')))).rejects.toThrow(notASlot);
    await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('10:00', 5)))).rejects.toThrow(notASlot); // Saturday
    await expect(bookings.create({}, bookingRequest(eventType.id, '2020-01-06T09:00:00Z'))).rejects.toThrow(
      'The start time is in the past.',
    );
    const soon = await createEventType(t, { userId: eventType.userId! }, { minimumBookingNoticeMinutes: 60 * 24 * 30 });
    await expect(bookings.create({}, bookingRequest(soon.id, monday.at('10:00')))).rejects.toThrow(
      new ValidationError('This event type must be booked at least 43200 minutes in advance.'),
    );
  });

  it('refuses malformed requests with clear messages', async () => {
    const { eventType, monday } = await bookableHost(t);
    const attempt = async (fields: Record<string, unknown>) =>
      bookings.create({}, parseInput(CreateBookingDto, { ...bookingRequest(eventType.id, monday.at('10:00')), ...fields }));
    await expect(attempt({ start: '2030-01-01T10:00:00' })).rejects.toThrow(
      /start must be an ISO 8601 date and time with a time zone offset/,
    );
    await expect(attempt({ attendee: attendee('Ana', 'not-an-email') })).rejects.toThrow(
      'attendee.email must be an email address',
    );
    await expect(attempt({ attendee: attendee('Ana', 'a@example.com', 'Lisbon') })).rejects.toThrow(
      'attendee.timeZone must be an IANA time zone such as Europe/Berlin',
    );
    await expect(attempt({ attendee: undefined })).rejects.toThrow('attendee is required');
    await expect(attempt({ locationType: 'phone' })).rejects.toThrow(
      new ValidationError('This event type does not offer a "phone" location (it offers: video).'),
    );
    await expect(attempt({ eventTypeId: 999999 })).rejects.toThrow(new NotFoundError('Event type 999999 not found.'));
  });

  it('10 requests for one slot at once: exactly one books it, the others get 409', async () => {
    const { eventType, monday } = await bookableHost(t);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        bookings.create(
          {},
          bookingRequest(eventType.id, monday.at('11:00'), { attendee: attendee(`P${i}`, `p${i}@example.com`) }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const errors = results.map(rejection).filter((e): e is Error => e !== null);
    expect(errors).toHaveLength(9);
    for (const error of errors) expect(error).toEqual(new ConflictError(TAKEN));
    expect(await t.dataSource.getRepository(Booking).countBy({ status: 'accepted' })).toBe(1);
  });

  it('overlapping event types of one host exclude each other, buffers included; other hosts do not', async () => {
    const { host, eventType, monday } = await bookableHost(t, { lengthMinutes: 30, afterEventBufferMinutes: 15 });
    const other = await createEventType(t, host, { lengthMinutes: 30 });
    await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00'))); // blocks 10:00-10:45
    await expect(bookings.create({}, bookingRequest(other.id, monday.at('10:30')))).rejects.toThrow(new ConflictError(TAKEN));
    await expect(bookings.create({}, bookingRequest(other.id, monday.at('11:00')))).resolves.toMatchObject({
      status: 'accepted',
    });
    const elsewhere = await bookableHost(t);
    await expect(bookings.create({}, bookingRequest(elsewhere.eventType.id, monday.at('10:00')))).resolves.toBeDefined();
  });

  it('the database refuses an overlapping attendance even when the service check is bypassed, and frees it with the status', async () => {
    const { eventType, monday } = await bookableHost(t);
    const first = await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    const repo = t.dataSource.getRepository(Booking);
    const hosts = t.dataSource.getRepository(BookingHost);
    const copy = async (uid: string, status: Booking['status']) => {
      const { identifiers } = await repo.insert({ ...first, hosts: undefined, id: undefined, uid, status, createdAt: undefined, updatedAt: undefined });
      const attend = { bookingId: identifiers[0].id as number, userId: first.hostId, blockedStart: first.blockedStart, blockedEnd: first.blockedEnd };
      return hosts.insert({ ...attend, active: status !== 'cancelled' });
    };
    await expect(copy('second', 'unconfirmed')).rejects.toThrow(/booking_hosts_no_double_booking/);
    await expect(copy('third', 'cancelled')).resolves.toBeDefined(); // cancelled bookings hold no time
    // Cancelling the first booking (any code path that changes the status) frees its host's time.
    await repo.update({ id: first.id }, { status: 'cancelled' });
    expect(await hosts.findOneBy({ bookingId: first.id })).toMatchObject({ active: false });
    await expect(copy('fourth', 'accepted')).resolves.toBeDefined();
  });

  it('when requests race past the availability check, the database still refuses with a 409', async () => {
    const { eventType, monday } = await bookableHost(t);
    await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')));
    // As if a concurrent request had checked the slot before this booking committed.
    const check = jest.spyOn(t.app.get(SlotsService), 'freeHostsAt').mockResolvedValue([{ userId: eventType.userId!, priority: 2, schedule: null, busy: [] }]);
    try {
      await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')))).rejects.toThrow(
        new ConflictError(TAKEN),
      );
      expect(check).toHaveBeenCalled();
    } finally {
      check.mockRestore();
    }
  });

  describe('hidden event types and private links', () => {
    it('are not found without a link, and booked with one', async () => {
      const { host, eventType, monday } = await bookableHost(t, { hidden: true });
      await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('10:00')))).rejects.toThrow(
        new NotFoundError(`Event type ${eventType.id} not found.`),
      );
      const { token } = await t.app.get(PrivateLinksService).create(host, eventType.id, {});
      await expect(
        bookings.create({}, bookingRequest(eventType.id, monday.at('10:00'), { privateLink: token })),
      ).resolves.toMatchObject({
        status: 'accepted',
      });
      await expect(
        bookings.create({}, bookingRequest(eventType.id, monday.at('11:00'), { privateLink: 'pl_guess' })),
      ).rejects.toThrow(new NotFoundError(INVALID_PRIVATE_LINK));
    });

    it('a one-use link used by 10 bookings at once (different times) admits exactly one', async () => {
      const { host, eventType, monday } = await bookableHost(t, { hidden: true });
      const { token } = await t.app.get(PrivateLinksService).create(host, eventType.id, { maxUses: 1 });
      const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'];
      const results = await Promise.allSettled(
        times.map((time) => bookings.create({}, bookingRequest(eventType.id, monday.at(time), { privateLink: token }))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.map(rejection).filter(Boolean)).toEqual(Array(9).fill(new NotFoundError(INVALID_PRIVATE_LINK)));
    });

    it('a use is not spent when the booking fails', async () => {
      const { host, eventType, monday } = await bookableHost(t, { hidden: true });
      const links = t.app.get(PrivateLinksService);
      const { token: first } = await links.create(host, eventType.id, {});
      await bookings.create({}, bookingRequest(eventType.id, monday.at('10:00'), { privateLink: first }));
      const { token } = await links.create(host, eventType.id, { maxUses: 1 });
      await expect(
        bookings.create({}, bookingRequest(eventType.id, monday.at('10:00'), { privateLink: token })),
      ).rejects.toBeInstanceOf(ConflictError);
      expect(await links.isUsable(eventType.id, token)).toBe(true);
    });

    it('an expired link no longer books', async () => {
      const { host, eventType, monday } = await bookableHost(t, { hidden: true });
      const { link, token } = await t.app.get(PrivateLinksService).create(host, eventType.id, {
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      });
      await t.dataSource.query(`UPDATE event_type_private_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
        link.id,
      ]);
      await expect(bookings.create({}, bookingRequest(eventType.id, monday.at('10:00'), { privateLink: token }))).rejects.toThrow(
        INVALID_PRIVATE_LINK,
      );
    });
  });
});
