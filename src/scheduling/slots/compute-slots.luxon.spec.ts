import fc from 'fast-check';
import { DateTime } from 'luxon';
import { type DateOverride, type TimeRange, WEEKDAYS, type WeeklyRange } from '../schedules/availability';
import type { Interval } from '../../common/time/interval';
import { computeSlots, mergeWindows, type SlotInput } from './compute-slots';

/**
 * The slot computation does its own time-zone arithmetic (see `common/time/zone-clock.ts`) for speed.
 * This spec holds it to luxon's answers: the same slots, with the same local times, for random
 * schedules in zones with every kind of clock change (at 02:00, at midnight, by 30 minutes, across
 * the date line), over random ranges of 2024 to 2032. The reference below is the luxon
 * implementation the product used before.
 */
const ZONES = [
  'Europe/Berlin', 'America/New_York', 'America/Santiago', 'Asia/Beirut', 'America/Havana', 'Australia/Lord_Howe',
  'Asia/Kathmandu', 'Pacific/Chatham', 'UTC', 'Etc/UTC', 'America/Sao_Paulo', 'Africa/Casablanca', 'Asia/Tehran',
  'Europe/London', 'Pacific/Apia', 'America/Asuncion', 'Asia/Tokyo', 'America/St_Johns',
];

function referenceWindows(schedule: SlotInput['schedule'], range: Interval): { start: number; end: number }[] {
  const zone = schedule.timeZone;
  const overrides = new Map(schedule.overrides.map((o) => [o.date, o.ranges]));
  const last = DateTime.fromJSDate(range.end, { zone }).startOf('day').plus({ days: 1 });
  const windows: { start: number; end: number }[] = [];
  for (let day = DateTime.fromJSDate(range.start, { zone }).startOf('day').minus({ days: 1 }); day <= last; day = day.plus({ days: 1 })) {
    const weekday = WEEKDAYS[day.weekday - 1];
    const ranges: TimeRange[] = overrides.get(day.toISODate()!) ?? schedule.availability.filter((r) => r.days.includes(weekday));
    for (const r of ranges) {
      const at = (time: string) => {
        if (time === '24:00') return day.plus({ days: 1 }).startOf('day').toMillis();
        const [hour, minute] = time.split(':').map(Number);
        return day.set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
      };
      if (at(r.endTime) > at(r.startTime)) windows.push({ start: at(r.startTime), end: at(r.endTime) });
    }
  }
  return mergeWindows(windows);
}

function reference(input: SlotInput) {
  const length = input.lengthMinutes * 60_000;
  const step = (input.intervalMinutes ?? input.lengthMinutes) * 60_000;
  const starts: number[] = [];
  for (const w of referenceWindows(input.schedule, input.range)) {
    for (let s = w.start; s + length <= w.end; s += step) if (s >= input.range.start.getTime() && s < input.range.end.getTime()) starts.push(s);
  }
  return starts.map((s) => {
    const local = DateTime.fromJSDate(new Date(s), { zone: input.timeZone });
    return [local.toISODate(), new Date(s).toISOString(), local.toISO({ suppressMilliseconds: true })];
  });
}

const time = fc.oneof(
  fc.constantFrom('00:00', '00:30', '01:00', '02:00', '02:30', '03:00', '23:30', '23:59'),
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
);
const range: fc.Arbitrary<TimeRange> = fc.tuple(time, fc.oneof(time, fc.constant('24:00'))).map(([a, b]) => ({ startTime: a, endTime: b }));
const weekly: fc.Arbitrary<WeeklyRange[]> = fc.array(
  fc.tuple(fc.subarray([...WEEKDAYS], { minLength: 1 }), range).map(([days, r]) => ({ days, ...r })),
  { maxLength: 3 },
);

/** The first clock change of `zone` after `from` (the day it happens), or `from` if there is none within a year. */
function nextTransition(zone: string, from: Date): Date {
  let day = DateTime.fromJSDate(from, { zone });
  for (let i = 0; i < 400; i++) {
    const next = day.plus({ days: 1 });
    if (next.offset !== day.offset) return day.minus({ days: 1 }).toJSDate();
    day = next;
  }
  return from;
}

describe('slots match luxon’s time-zone arithmetic', () => {
  it('for random schedules, zones and ranges', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.constantFrom(...ZONES),
        weekly,
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2032-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 31 * 24 }),
        fc.constantFrom(15, 30, 45, 60, 90),
        fc.option(fc.constantFrom(10, 15, 30), { nil: null }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.array(range, { maxLength: 2 })), { maxLength: 3 }),
        fc.boolean(),
        (zone, shownIn, availability, randomStart, hours, lengthMinutes, intervalMinutes, overrideSpecs, aroundAChange) => {
          // Half the runs start the day before one of the zone's clock changes, where the arithmetic is hard.
          const start = aroundAChange ? nextTransition(zone, randomStart) : randomStart;
          const base = DateTime.fromJSDate(start, { zone });
          const overrides: DateOverride[] = [...new Map(overrideSpecs.map(([d, ranges]) => [base.plus({ days: d - 2 }).toISODate()!, ranges])).entries()].map(
            ([date, ranges]) => ({ date, ranges }),
          );
          const input: SlotInput = {
            schedule: { timeZone: zone, availability, overrides },
            busy: [],
            lengthMinutes,
            intervalMinutes,
            beforeBufferMinutes: 0,
            afterBufferMinutes: 0,
            minimumNoticeMinutes: 0,
            now: new Date('2020-01-01T00:00:00Z'),
            range: { start, end: new Date(start.getTime() + hours * 3_600_000) },
            timeZone: shownIn,
          };
          const ours = computeSlots(input).flatMap((d) => d.slots.map((s) => [d.date, s.start, s.localStart]));
          expect(ours).toEqual(reference(input));
        },
      ),
      { seed: 20261122, numRuns: 300 },
    );
  });
});
