import { WEEKDAYS } from '../schedules/availability';
import { availableStarts, computeSlots, SlotInput } from './compute-slots';

const EVERY_DAY = [...WEEKDAYS];
const utc = (iso: string) => new Date(iso);

/** Input with one hour meetings, no buffers, no notice, asked long before. */
function input(overrides: Partial<SlotInput> & { range: SlotInput['range'] }): SlotInput {
  return {
    schedule: { timeZone: 'UTC', availability: [{ days: EVERY_DAY, startTime: '09:00', endTime: '12:00' }], overrides: [] },
    busy: [],
    lengthMinutes: 60,
    beforeBufferMinutes: 0,
    afterBufferMinutes: 0,
    minimumNoticeMinutes: 0,
    now: utc('2020-01-01T00:00:00Z'),
    timeZone: 'UTC',
    ...overrides,
  };
}

const starts = (i: SlotInput) => availableStarts(i).map((d) => d.toISOString().slice(0, 16));
const day = (date: string) => ({ start: utc(`${date}T00:00:00Z`), end: utc(`${date}T23:59:59Z`) });

describe('computeSlots', () => {
  it('offers the length-spaced starts that fit in the hours, range end excluded', () => {
    expect(starts(input({ range: day('2026-01-05') }))).toEqual(['2026-01-05T09:00', '2026-01-05T10:00', '2026-01-05T11:00']);
    const cut = input({ range: { start: utc('2026-01-05T09:30:00Z'), end: utc('2026-01-05T11:00:00Z') } });
    expect(starts(cut)).toEqual(['2026-01-05T10:00']);
  });

  it('steps by the slot interval when one is set', () => {
    const i = input({ range: day('2026-01-05'), lengthMinutes: 60, intervalMinutes: 30 });
    expect(starts(i)).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T09:30',
      '2026-01-05T10:00',
      '2026-01-05T10:30',
      '2026-01-05T11:00',
    ]);
  });

  describe('a daylight-saving change in the schedule’s time zone (Europe/Berlin)', () => {
    const berlin = {
      timeZone: 'Europe/Berlin',
      availability: [{ days: EVERY_DAY, startTime: '09:00', endTime: '17:00' }],
      overrides: [],
    };
    const range = (from: string, to: string) => ({ start: utc(from), end: utc(to) });

    it('keeps 09:00 to 17:00 local over the last Sunday of March, so UTC moves an hour earlier', () => {
      const days = computeSlots(
        input({ schedule: berlin, timeZone: 'Europe/Berlin', range: range('2026-03-27T23:00:00Z', '2026-03-30T22:00:00Z') }),
      );
      expect(days.map((d) => [d.date, d.slots.length, d.slots[0].start, d.slots.at(-1)!.localStart])).toEqual([
        ['2026-03-28', 8, '2026-03-28T08:00:00.000Z', '2026-03-28T16:00:00+01:00'],
        ['2026-03-29', 8, '2026-03-29T07:00:00.000Z', '2026-03-29T16:00:00+02:00'],
        ['2026-03-30', 8, '2026-03-30T07:00:00.000Z', '2026-03-30T16:00:00+02:00'],
      ]);
    });

    it('keeps 09:00 to 17:00 local over the last Sunday of October, so UTC moves an hour later', () => {
      const days = computeSlots(
        input({ schedule: berlin, timeZone: 'Europe/Berlin', range: range('2026-10-23T22:00:00Z', '2026-10-26T23:00:00Z') }),
      );
      expect(days.map((d) => [d.date, d.slots[0].start, d.slots[0].localStart])).toEqual([
        ['2026-10-24', '2026-10-24T07:00:00.000Z', '2026-10-24T09:00:00+02:00'],
        ['2026-10-25', '2026-10-25T08:00:00.000Z', '2026-10-25T09:00:00+01:00'],
        ['2026-10-26', '2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00+01:00'],
      ]);
    });

    it('a whole-Sunday availability on the change days has 23 and 25 hourly slots', () => {
      const sundays = { ...berlin, availability: [{ days: ['sunday' as const], startTime: '00:00', endTime: '24:00' }] };
      const count = (from: string, to: string) =>
        computeSlots(input({ schedule: sundays, timeZone: 'Europe/Berlin', range: range(from, to) })).map((d) => [
          d.date,
          d.slots.length,
        ]);
      expect(count('2026-03-27T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([['2026-03-29', 23]]);
      expect(count('2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z')).toEqual([['2026-10-25', 25]]);
      expect(count('2026-01-02T00:00:00Z', '2026-01-06T00:00:00Z')).toEqual([['2026-01-04', 24]]);
    });
  });

  it('groups by local date in the requested time zone when it differs from the schedule’s', () => {
    // Mondays 09:00-17:00 in New York (UTC-5 in January) are 23:00 Monday to 07:00 Tuesday in Tokyo.
    const newYork = {
      timeZone: 'America/New_York',
      availability: [{ days: ['monday' as const], startTime: '09:00', endTime: '17:00' }],
      overrides: [],
    };
    const days = computeSlots(
      input({
        schedule: newYork,
        timeZone: 'Asia/Tokyo',
        range: { start: utc('2026-01-04T15:00:00Z'), end: utc('2026-01-06T15:00:00Z') },
      }),
    );
    expect(days.map((d) => d.date)).toEqual(['2026-01-05', '2026-01-06']);
    expect(days[0].slots).toEqual([{ start: '2026-01-05T14:00:00.000Z', localStart: '2026-01-05T23:00:00+09:00' }]);
    expect(days[1].slots.map((s) => s.localStart.slice(11, 16))).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
    ]);
  });

  describe('date overrides', () => {
    const weekdays = {
      timeZone: 'UTC',
      availability: [{ days: ['monday' as const, 'tuesday' as const], startTime: '09:00', endTime: '11:00' }],
      overrides: [
        { date: '2026-01-05', ranges: [] }, // Monday off
        { date: '2026-01-06', ranges: [{ startTime: '14:00', endTime: '15:00' }] }, // Tuesday: other hours
        { date: '2026-01-10', ranges: [{ startTime: '10:00', endTime: '12:00' }] }, // Saturday: extra hours
      ],
    };
    const week = { start: utc('2026-01-05T00:00:00Z'), end: utc('2026-01-14T00:00:00Z') };

    it('a day off has no slots, other hours replace the weekly ones, extra hours add a day', () => {
      expect(starts(input({ schedule: weekdays, range: week }))).toEqual([
        '2026-01-06T14:00',
        '2026-01-10T10:00',
        '2026-01-10T11:00',
        '2026-01-12T09:00', // the next Monday and Tuesday follow the weekly hours again
        '2026-01-12T10:00',
        '2026-01-13T09:00',
        '2026-01-13T10:00',
      ]);
    });

    it('override dates are local dates of the schedule’s time zone', () => {
      // 2026-01-05 in Auckland (UTC+13) starts at 11:00Z on January 4th.
      const auckland = {
        timeZone: 'Pacific/Auckland',
        availability: [],
        overrides: [{ date: '2026-01-05', ranges: [{ startTime: '08:00', endTime: '09:00' }] }],
      };
      expect(starts(input({ schedule: auckland, range: week }))).toEqual([]);
      expect(starts(input({ schedule: auckland, range: { start: utc('2026-01-04T00:00:00Z'), end: week.end } }))).toEqual([
        '2026-01-04T19:00',
      ]);
    });
  });

  it('a booked time disappears, and the slots next to it stay', () => {
    const busy = [{ start: utc('2026-01-05T10:00:00Z'), end: utc('2026-01-05T11:00:00Z') }];
    expect(starts(input({ range: day('2026-01-05'), busy }))).toEqual(['2026-01-05T09:00', '2026-01-05T11:00']);
  });

  it('buffers keep a margin around other bookings', () => {
    const busy = [{ start: utc('2026-01-05T10:00:00Z'), end: utc('2026-01-05T11:00:00Z') }];
    const base = { range: day('2026-01-05'), busy, lengthMinutes: 30 };
    expect(starts(input(base))).toEqual(['2026-01-05T09:00', '2026-01-05T09:30', '2026-01-05T11:00', '2026-01-05T11:30']);
    expect(starts(input({ ...base, beforeBufferMinutes: 15 }))).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T09:30',
      '2026-01-05T11:30',
    ]);
    expect(starts(input({ ...base, afterBufferMinutes: 15 }))).toEqual([
      '2026-01-05T09:00',
      '2026-01-05T11:00',
      '2026-01-05T11:30',
    ]);
  });

  it('respects the minimum booking notice', () => {
    const now = utc('2026-01-05T08:10:00Z');
    expect(starts(input({ range: day('2026-01-05'), now, minimumNoticeMinutes: 60 }))).toEqual([
      '2026-01-05T10:00',
      '2026-01-05T11:00',
    ]);
    expect(starts(input({ range: day('2026-01-05'), now: utc('2026-01-05T09:00:01Z') }))).toEqual([
      '2026-01-05T10:00',
      '2026-01-05T11:00',
    ]);
  });

  it('a meeting may run across midnight when the hours continue', () => {
    const nights = {
      timeZone: 'UTC',
      availability: [
        { days: EVERY_DAY, startTime: '22:00', endTime: '24:00' },
        { days: EVERY_DAY, startTime: '00:00', endTime: '01:00' },
      ],
      overrides: [],
    };
    const i = input({
      schedule: nights,
      intervalMinutes: 30,
      range: { start: utc('2026-01-05T21:00:00Z'), end: utc('2026-01-06T02:00:00Z') },
    });
    expect(starts(i)).toEqual([
      '2026-01-05T22:00',
      '2026-01-05T22:30',
      '2026-01-05T23:00',
      '2026-01-05T23:30',
      '2026-01-06T00:00',
    ]);
  });

  it('a meeting longer than the hours is never offered', () => {
    expect(starts(input({ range: day('2026-01-05'), lengthMinutes: 240 }))).toEqual([]);
  });
});
