import { DateTime } from 'luxon';
import { createUser } from '../factories';
import { issueAccessToken } from '../factories/oauth';
import { futureMonday } from '../factories/scheduling';
import { createTestApp, TestApp } from '../setup/test-app';
import { apiAs } from './support/http';

type SlotMap = Record<string, { start: string; localStart: string }[]>;
const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The last Sunday of `month` in the next year where it is still at least two weeks away. */
function nextLastSunday(month: number): DateTime {
  const now = DateTime.utc();
  for (let year = now.year; ; year++) {
    let day = DateTime.utc(year, month, 1).endOf('month').startOf('day');
    while (day.weekday !== 7) day = day.minus({ days: 1 });
    if (day > now.plus({ weeks: 2 })) return day;
  }
}

/**
 * Slots as a booker sees them through `GET /v2/slots`, with the host's schedule and event types set
 * up by an app through the API.
 */
describe('GET /v2/slots over HTTP', () => {
  let t: TestApp;
  let host: ReturnType<typeof apiAs>;
  const anyone = () => apiAs(t);
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await t.reset();
    const { token } = await issueAccessToken(t, { scopes: ['SCHEDULE_WRITE', 'EVENT_TYPE_WRITE'] });
    host = apiAs(t, token);
  });
  afterAll(() => t.close());

  async function setUp(schedule: object, eventTypes: object[]) {
    const created = await host.post('/v2/schedules', { name: 'Hours', ...schedule }).expect(201);
    const types: number[] = [];
    for (const [i, e] of eventTypes.entries()) {
      const res = await host.post('/v2/event-types', { title: `Type ${i}`, slug: `type-${i}`, minimumBookingNoticeMinutes: 0, ...e }).expect(201);
      types.push(res.body.data.id);
    }
    return { scheduleId: created.body.data.id as number, types };
  }

  async function slots(eventTypeId: number, start: string, end: string, timeZone: string): Promise<SlotMap> {
    const res = await anyone().get(`/v2/slots?${new URLSearchParams({ eventTypeId: String(eventTypeId), start, end, timeZone })}`).expect(200);
    expect(res.body).toMatchObject({ status: 'success', data: { eventTypeId, timeZone } });
    return res.body.data.slots;
  }
  const firstOfEachDay = (map: SlotMap) => Object.entries(map).map(([date, s]) => [date, s[0].start, s[0].localStart]);
  const localTimes = (map: SlotMap, date: string) => (map[date] ?? []).map((s) => s.localStart.slice(11, 16));

  const book = (eventTypeId: number, start: string) =>
    anyone().post('/v2/bookings', { eventTypeId, start, attendee: { name: 'Bo', email: 'bo@example.com', timeZone: 'UTC' } });

  it('keeps 09:00 Berlin time across the spring change: the UTC start moves an hour earlier', async () => {
    const sunday = nextLastSunday(3);
    const { types } = await setUp({ timeZone: 'Europe/Berlin', availability: [{ days: EVERY_DAY, startTime: '09:00', endTime: '17:00' }] }, [{ lengthMinutes: 60 }]);
    const [saturday, monday] = [sunday.minus({ days: 1 }).toISODate()!, sunday.plus({ days: 1 }).toISODate()!];
    const berlin = await slots(types[0], saturday, sunday.plus({ days: 2 }).toISODate()!, 'Europe/Berlin');
    expect(firstOfEachDay(berlin)).toEqual([
      [saturday, `${saturday}T08:00:00.000Z`, `${saturday}T09:00:00+01:00`],
      [sunday.toISODate(), `${sunday.toISODate()}T07:00:00.000Z`, `${sunday.toISODate()}T09:00:00+02:00`],
      [monday, `${monday}T07:00:00.000Z`, `${monday}T09:00:00+02:00`],
    ]);
    expect(Object.values(berlin).map((day) => day.length)).toEqual([8, 8, 8]);
    // A booker in New York (already on summer time) sees the host's day start an hour earlier.
    const newYork = await slots(types[0], saturday, sunday.plus({ days: 2 }).toISODate()!, 'America/New_York');
    expect(firstOfEachDay(newYork).map(([, , local]) => local)).toEqual([
      `${saturday}T04:00:00-04:00`,
      `${sunday.toISODate()}T03:00:00-04:00`,
      `${monday}T03:00:00-04:00`,
    ]);
  });

  it('keeps 09:00 Berlin time across the autumn change: the UTC start moves an hour later', async () => {
    const sunday = nextLastSunday(10);
    const { types } = await setUp({ timeZone: 'Europe/Berlin', availability: [{ days: EVERY_DAY, startTime: '09:00', endTime: '10:00' }] }, [{ lengthMinutes: 60 }]);
    const utc = await slots(types[0], sunday.minus({ days: 1 }).toISODate()!, sunday.plus({ days: 1 }).toISODate()!, 'UTC');
    expect(Object.values(utc).flat().map((s) => s.start)).toEqual([
      `${sunday.minus({ days: 1 }).toISODate()}T07:00:00.000Z`,
      `${sunday.toISODate()}T08:00:00.000Z`,
    ]);
  });

  it('date overrides: a day off, other hours, and an extra day', async () => {
    const monday = futureMonday('Europe/Berlin');
    const date = (plusDays: number) => DateTime.fromISO(monday.date).plus({ days: plusDays }).toISODate()!;
    const { types } = await setUp(
      {
        timeZone: 'Europe/Berlin',
        overrides: [
          { date: date(0), ranges: [] },
          { date: date(1), ranges: [{ startTime: '13:00', endTime: '14:00' }] },
          { date: date(5), ranges: [{ startTime: '10:00', endTime: '11:00' }] },
        ],
      },
      [{ lengthMinutes: 30 }],
    );
    const week = await slots(types[0], date(0), date(7), 'Europe/Berlin');
    expect(Object.keys(week)).toEqual([date(1), date(2), date(3), date(4), date(5)]); // no Monday, no Sunday
    expect(localTimes(week, date(1))).toEqual(['13:00', '13:30']);
    expect(localTimes(week, date(2))).toHaveLength(16); // Wednesday: the weekly 09:00-17:00
    expect(localTimes(week, date(5))).toEqual(['10:00', '10:30']);
  });

  it('a booked slot disappears, and buffers keep their margin around it', async () => {
    const monday = futureMonday('Europe/Berlin');
    const { types } = await setUp({ timeZone: 'Europe/Berlin' }, [
      { lengthMinutes: 60 },
      { lengthMinutes: 30, beforeEventBufferMinutes: 15, afterEventBufferMinutes: 15 },
    ]);
    const [hour, buffered] = types;
    const day = (eventTypeId: number) => slots(eventTypeId, monday.date, `${monday.date}T23:59`, 'Europe/Berlin').then((m) => localTimes(m, monday.date));
    expect(await day(hour)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);

    const booking = (await book(hour, monday.at('10:00')).expect(201)).body.data;
    expect(await day(hour)).toEqual(['09:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    // 09:30 and 11:00 would put their 15-minute buffers over the booked hour.
    expect(await day(buffered)).toEqual(['09:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30']);

    // A buffered booking at 14:00 blocks 13:45 to 14:45: the hour at 13:00 goes, the one at 15:00 stays.
    await book(buffered, monday.at('14:00')).expect(201);
    expect(await day(hour)).toEqual(['09:00', '11:00', '12:00', '15:00', '16:00']);
    await book(hour, monday.at('13:00')).expect(409);

    await anyone().post(`/v2/bookings/${booking.uid}/cancel`, {}).expect(200);
    expect(await day(hour)).toContain('10:00');
  });

  it('an owner without a schedule: no slots, and the answer says why, naming them; with hours set up, nothing stands in the way', async () => {
    const ana = await createUser(t, { name: 'Ana Lima' });
    const { token } = await issueAccessToken(t, { user: ana, scopes: ['SCHEDULE_WRITE', 'EVENT_TYPE_WRITE'] });
    const created = await apiAs(t, token).post('/v2/event-types', { title: 'Intro call', slug: 'intro', lengthMinutes: 30, minimumBookingNoticeMinutes: 0 }).expect(201);
    const monday = futureMonday('UTC');
    const ask = () => anyone().get(`/v2/slots?eventTypeId=${created.body.data.id}&start=${monday.date}&end=${monday.date}T23:59`).expect(200);
    expect((await ask()).body.data).toEqual({
      eventTypeId: created.body.data.id,
      timeZone: 'UTC',
      slots: {},
      reasons: [
        {
          code: 'host_without_schedule',
          userId: ana.id,
          message: 'Ana Lima, who owns this event type, has no default schedule (and the event type names none), so it offers no times until they set their hours.',
        },
      ],
    });
    await apiAs(t, token).post('/v2/schedules', { name: 'Hours', timeZone: 'UTC' }).expect(201);
    const after = (await ask()).body.data;
    expect(Object.keys(after.slots)).toEqual([monday.date]);
    expect(after.reasons).toEqual([]);
  });

  it('respects the minimum booking notice', async () => {
    const notice = 3 * 24 * 60;
    const { types } = await setUp({ timeZone: 'UTC', availability: [{ days: EVERY_DAY, startTime: '00:00', endTime: '24:00' }] }, [
      { lengthMinutes: 60, minimumBookingNoticeMinutes: notice },
    ]);
    const before = Date.now();
    const map = await slots(types[0], DateTime.utc().toISODate()!, DateTime.utc().plus({ days: 6 }).toISODate()!, 'UTC');
    const first = new Date(Object.values(map).flat()[0].start).getTime();
    // The first slot is the first whole hour at least three days from the moment of the request.
    expect(first).toBeGreaterThanOrEqual(before + notice * 60_000);
    expect(first).toBeLessThanOrEqual(Date.now() + notice * 60_000 + 3_600_000);

    const tooSoon = await book(types[0], new Date(first - 3_600_000).toISOString()).expect(422);
    expect(tooSoon.body.error.message).toBe(`This event type must be booked at least ${notice} minutes in advance.`);
  });

  it('answers at most 1,000 slots, and says where the rest begins; asking from there goes on without a gap', async () => {
    const { types } = await setUp({ timeZone: 'UTC', availability: [{ days: EVERY_DAY, startTime: '00:00', endTime: '24:00' }] }, [{ lengthMinutes: 1 }]);
    const monday = futureMonday();
    const end = new Date(Date.parse(`${monday.date}T00:00:00Z`) + 31 * 86_400_000).toISOString();
    const ask = async (start: string) => (await anyone().get(`/v2/slots?${new URLSearchParams({ eventTypeId: String(types[0]), start, end, timeZone: 'UTC' })}`).expect(200)).body.data;
    const first = await ask(`${monday.date}T00:00:00Z`);
    const starts = (page: { slots: SlotMap }) => Object.values(page.slots).flat().map((s) => s.start);
    expect(starts(first)).toHaveLength(1000);
    expect(first.nextStart).toBe(new Date(Date.parse(`${monday.date}T00:00:00Z`) + 1000 * 60_000).toISOString());
    const second = await ask(first.nextStart);
    expect(starts(second)[0]).toBe(first.nextStart);
    expect(starts(second)).toHaveLength(1000);
    // The last page of the range has no nextStart.
    const last = await ask(new Date(Date.parse(end) - 30 * 60_000).toISOString());
    expect(starts(last)).toHaveLength(30);
    expect(last.nextStart).toBeUndefined();
  });
});
