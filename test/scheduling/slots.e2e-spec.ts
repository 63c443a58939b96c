import { DateTime } from 'luxon';
import { parseInput } from '../../src/common/validation/parse-input';
import { NotFoundError, ValidationError } from '../../src/common/errors/domain-errors';
import { PublicBookingsService } from '../../src/scheduling/bookings/public-bookings.service';
import { INVALID_PRIVATE_LINK, PrivateLinksService } from '../../src/scheduling/event-types/private-links.service';
import { GetSlotsDto, SlotsResponseDto } from '../../src/scheduling/slots/dto/slots.dto';
import { SlotsService } from '../../src/scheduling/slots/slots.service';
import { bookableHost, bookingRequest, createEventType, createHost, createSchedule } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';

describe('Slots of an event type (public)', () => {
  let t: TestApp;
  let slots: SlotsService;
  beforeAll(async () => {
    t = await createTestApp();
    slots = t.app.get(SlotsService);
  });
  beforeEach(() => t.reset());
  afterAll(() => t.close());

  const localTimes = (day: { slots: { localStart: string }[] } | undefined) =>
    day?.slots.map((s) => s.localStart.slice(11, 16)) ?? [];

  it('offers the host’s schedule, shown in the booker’s time zone', async () => {
    const { eventType, monday } = await bookableHost(t, { lengthMinutes: 60 });
    const result = SlotsResponseDto.from(
      await slots.getSlots({
        eventTypeId: eventType.id,
        start: monday.date,
        end: monday.date + 'T23:59:59',
        timeZone: 'Europe/Berlin',
      }),
    );
    expect(Object.keys(result.slots)).toEqual([monday.date]);
    expect(result.slots[monday.date].map((s) => s.localStart.slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    expect(result.slots[monday.date][0].start).toBe(monday.at('09:00'));

    // The same Monday, seen from New York: 09:00 Berlin is 03:00 (or 04:00) there, the same instants.
    const fromNewYork = await slots.getSlots({
      eventTypeId: eventType.id,
      start: monday.date,
      end: monday.date + 'T23:59:59',
      timeZone: 'America/New_York',
    });
    expect(fromNewYork.days[0].slots.map((s) => s.start)).toEqual(result.slots[monday.date].map((s) => s.start));
    expect(fromNewYork.days[0].slots[0].localStart).toBe(
      DateTime.fromISO(monday.at('09:00')).setZone('America/New_York').toISO({ suppressMilliseconds: true }),
    );
  });

  it('a booked slot disappears and comes back when the booking is cancelled', async () => {
    const { eventType, monday } = await bookableHost(t, { lengthMinutes: 60 });
    const query = { eventTypeId: eventType.id, start: monday.at('00:00'), end: monday.at('23:00'), timeZone: 'Europe/Berlin' };
    const booking = await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00')));
    expect(localTimes((await slots.getSlots(query)).days[0])).toEqual([
      '09:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    await t.app.get(PublicBookingsService).cancel({}, booking.uid);
    expect(localTimes((await slots.getSlots(query)).days[0])).toContain('10:00');
  });

  it('bookings of the host’s other event types take the time too, with their buffers', async () => {
    const { host, eventType, monday } = await bookableHost(t, { lengthMinutes: 60 });
    const buffered = await createEventType(t, host, { lengthMinutes: 30, afterEventBufferMinutes: 30 });
    await t.app.get(PublicBookingsService).create({}, bookingRequest(buffered.id, monday.at('12:00'))); // blocks 12:00-13:00
    const day = (
      await slots.getSlots({
        eventTypeId: eventType.id,
        start: monday.at('00:00'),
        end: monday.at('23:00'),
        timeZone: 'Europe/Berlin',
      })
    ).days[0];
    expect(localTimes(day)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00']);
  });

  it('uses the event type’s own schedule, and offers nothing to a host without schedules', async () => {
    const { host, eventType, monday } = await bookableHost(t, { lengthMinutes: 60 });
    const mornings = await createSchedule(t, host, {
      name: 'Mornings',
      timeZone: 'Europe/Berlin',
      availability: [{ days: ['monday'], startTime: '07:00', endTime: '09:00' }],
    });
    const early = await createEventType(t, host, { lengthMinutes: 60, scheduleId: mornings.id });
    const range = { start: monday.at('00:00'), end: monday.at('23:00'), timeZone: 'Europe/Berlin' };
    expect(localTimes((await slots.getSlots({ eventTypeId: early.id, ...range })).days[0])).toEqual(['07:00', '08:00']);
    expect(localTimes((await slots.getSlots({ eventTypeId: eventType.id, ...range })).days[0])).toHaveLength(8);

    const newcomer = await createHost(t);
    const lonely = await createEventType(t, newcomer);
    expect((await slots.getSlots({ eventTypeId: lonely.id, ...range })).days).toEqual([]);
  });

  it('a hidden event type shows slots only with a usable private link', async () => {
    const { host, eventType, monday } = await bookableHost(t, { hidden: true });
    const query = { eventTypeId: eventType.id, start: monday.date, end: monday.at('23:00') };
    await expect(slots.getSlots(query)).rejects.toThrow(new NotFoundError(`Event type ${eventType.id} not found.`));
    const { token } = await t.app.get(PrivateLinksService).create(host, eventType.id, { maxUses: 1 });
    expect((await slots.getSlots({ ...query, privateLink: token })).days).toHaveLength(1);
    expect((await slots.getSlots({ ...query, privateLink: token })).days).toHaveLength(1); // looking does not use it
    await t.app.get(PublicBookingsService).create({}, bookingRequest(eventType.id, monday.at('10:00'), { privateLink: token }));
    await expect(slots.getSlots({ ...query, privateLink: token })).rejects.toThrow(new NotFoundError(INVALID_PRIVATE_LINK));
    await expect(slots.getSlots({ ...query, eventTypeId: 999999, privateLink: token })).rejects.toThrow(INVALID_PRIVATE_LINK);
  });

  describe('validation', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'a range longer than 31 days',
        { start: '2030-01-01', end: '2030-02-01T00:00:01Z' },
        'The range from start to end can span at most 31 days.',
      ],
      ['an end before the start', { start: '2030-01-10', end: '2030-01-09' }, 'end must be after start.'],
      [
        'an unknown time zone',
        { start: '2030-01-01', end: '2030-01-02', timeZone: 'Europe/Atlantis' },
        'timeZone must be an IANA time zone such as Europe/Berlin',
      ],
      ['a start that is not a date', { start: 'tomorrow', end: '2030-01-02' }, 'start must be an ISO 8601 date or date and time'],
    ];
    it.each(cases)('refuses %s', async (_, fields, message) => {
      const { eventType } = await bookableHost(t);
      const attempt = (async () => slots.getSlots(parseInput(GetSlotsDto, { eventTypeId: eventType.id, start: '', end: '', ...fields })))();
      await expect(attempt).rejects.toBeInstanceOf(ValidationError);
      await expect(attempt).rejects.toThrow(message);
    });

    it('accepts exactly 31 days, and reports an unknown event type as not found', async () => {
      const { eventType } = await bookableHost(t);
      await expect(slots.getSlots({ eventTypeId: eventType.id, start: '2030-01-01', end: '2030-02-01' })).resolves.toBeDefined();
      await expect(slots.getSlots({ eventTypeId: 999999, start: '2030-01-01', end: '2030-01-02' })).rejects.toThrow(
        new NotFoundError('Event type 999999 not found.'),
      );
    });
  });
});
